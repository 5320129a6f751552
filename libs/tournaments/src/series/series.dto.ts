import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { EXTERNAL_ID_PATTERN, PaginationDto, Text } from '@app/common';
import { CreateTournamentDto } from '../dto/tournament-request.dto';

export const MIN_LEAD_TIME_SECONDS = 60;
export const MAX_LEAD_TIME_SECONDS = 30 * 24 * 3600;
/** A series' external_id plus ":" and a 24-character UTC start is each tournament's external_id (at most 128). */
export const SERIES_EXTERNAL_ID_MAX = 100;
const SCHEDULE_MAX = 1000;

const OptionalNotNull = () => ValidateIf((_, value) => value !== undefined);

const SCHEDULE_DESCRIPTION =
  'RFC 5545 recurrence: a DTSTART line with a TZID (or a UTC time ending in Z) and one RRULE line, separated by a newline. ' +
  'Occurrences keep their local time in the TZID zone across daylight-saving changes. FREQ=SECONDLY, floating times, ' +
  'rules with no start in the next 10 years (ended, starting later, or never matching a date) and HOURLY/MINUTELY rules whose ' +
  'steps never reach their BYHOUR/BYMINUTE are refused (422 on schedule).';

/** The tournament each occurrence gets: the create-tournament fields without external_id and scheduled_start. */
export class SeriesTemplateDto extends OmitType(CreateTournamentDto, ['external_id', 'scheduled_start'] as const) {}

export class CreateSeriesDto {
  @ApiProperty({ example: 'Daily Slots Sprint', minLength: 1, maxLength: 200 })
  @Text({ max: 200 })
  name: string;

  @ApiProperty({
    example: 'acme-daily-sprint',
    minLength: 1,
    maxLength: SERIES_EXTERNAL_ID_MAX,
    pattern: EXTERNAL_ID_PATTERN.source,
    description:
      "The operator's own identifier, unique per operator (a second create with it is 409). Each tournament of the series gets `{external_id}:{start in UTC, ISO 8601}`.",
  })
  @Text({
    max: SERIES_EXTERNAL_ID_MAX,
    pattern: EXTERNAL_ID_PATTERN,
    patternMessage: 'external_id may only contain letters, digits and . _ : @ -',
  })
  external_id: string;

  @ApiProperty({
    example: 'DTSTART;TZID=Europe/Malta:20261201T200000\nRRULE:FREQ=DAILY',
    maxLength: SCHEDULE_MAX,
    description: SCHEDULE_DESCRIPTION,
  })
  @IsString({ message: 'schedule must be a string' })
  @MaxLength(SCHEDULE_MAX)
  schedule: string;

  @ApiProperty({
    type: 'integer',
    minimum: MIN_LEAD_TIME_SECONDS,
    maximum: MAX_LEAD_TIME_SECONDS,
    example: 3600,
    description: 'How long before each start its tournament is created (and opens for registration)',
  })
  @IsInt()
  @Min(MIN_LEAD_TIME_SECONDS)
  @Max(MAX_LEAD_TIME_SECONDS)
  lead_time_seconds: number;

  @ApiPropertyOptional({ example: true, description: 'true when absent; false pauses the series (no new tournaments)' })
  @OptionalNotNull()
  @IsBoolean()
  active?: boolean;

  @ApiProperty({ type: SeriesTemplateDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SeriesTemplateDto)
  template: SeriesTemplateDto;
}

/** PATCH: every field optional, at least one; a template sent replaces the whole template. external_id never changes. */
export class UpdateSeriesDto {
  @ApiPropertyOptional({ example: 'Daily Slots Sprint XL', minLength: 1, maxLength: 200 })
  @OptionalNotNull()
  @Text({ max: 200 })
  name?: string;

  @ApiPropertyOptional({
    example: 'DTSTART;TZID=Europe/Malta:20261201T210000\nRRULE:FREQ=DAILY',
    maxLength: SCHEDULE_MAX,
    description: SCHEDULE_DESCRIPTION,
  })
  @OptionalNotNull()
  @IsString({ message: 'schedule must be a string' })
  @MaxLength(SCHEDULE_MAX)
  schedule?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: MIN_LEAD_TIME_SECONDS, maximum: MAX_LEAD_TIME_SECONDS, example: 7200 })
  @OptionalNotNull()
  @IsInt()
  @Min(MIN_LEAD_TIME_SECONDS)
  @Max(MAX_LEAD_TIME_SECONDS)
  lead_time_seconds?: number;

  @ApiPropertyOptional({ example: false, description: 'false pauses the series; true resumes it' })
  @OptionalNotNull()
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ type: SeriesTemplateDto, description: 'Replaces the whole template; tournaments already created keep theirs' })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => SeriesTemplateDto)
  template?: SeriesTemplateDto;
}

export class SeriesTournamentDto {
  @ApiProperty({ format: 'uuid' }) tournament_id: string;
  @ApiProperty({ format: 'date-time', example: '2026-12-01T19:00:00.000Z' }) scheduled_start: string;
  @ApiProperty({ example: 'scheduled', enum: ['scheduled', 'in_progress', 'completed', 'cancelled'] }) status: string;
}

/** `last_failure` of a series: the last occurrence whose tournament the scheduler could not create. */
export interface SeriesFailureDto {
  at: string;
  occurrence_start: string;
  /** `template_invalid` or `external_id_taken`. */
  code: string;
  message: string;
}

/**
 * Its schema, inline (a nullable reference to a component is not valid OpenAPI 3.0). `required`
 * lists its own fields; `selfRequired` makes `last_failure` itself required in the series.
 */
const SERIES_FAILURE_SCHEMA = {
  selfRequired: true,
  type: 'object' as const,
  nullable: true,
  required: ['at', 'occurrence_start', 'code', 'message'],
  properties: {
    at: { type: 'string' as const, format: 'date-time', example: '2026-12-01T18:00:00.000Z', description: 'When the scheduler found it' },
    occurrence_start: {
      type: 'string' as const,
      format: 'date-time',
      example: '2026-12-01T19:00:00.000Z',
      description: 'The start of the occurrence',
    },
    code: {
      type: 'string' as const,
      enum: ['template_invalid', 'external_id_taken'],
      example: 'external_id_taken',
      description:
        '`template_invalid`: the template no longer passes the create-tournament rules (currency, limits, ...); `external_id_taken`: another tournament already has the occurrence’s external_id',
    },
    message: {
      type: 'string' as const,
      example: "another tournament already has the external_id 'acme-daily:2026-12-01T19:00:00.000Z'",
      description: 'What went wrong, in words',
    },
  },
};

export class SeriesDto {
  @ApiProperty({ format: 'uuid' }) series_id: string;
  @ApiProperty({ example: 'acme-daily-sprint' }) external_id: string;
  @ApiProperty({ example: 'Daily Slots Sprint' }) name: string;
  @ApiProperty({ example: 'DTSTART;TZID=Europe/Malta:20261201T200000\nRRULE:FREQ=DAILY' }) schedule: string;
  @ApiProperty({ example: 'Europe/Malta', description: 'The TZID of DTSTART, or UTC' }) time_zone: string;
  @ApiProperty({ type: 'integer', example: 3600 }) lead_time_seconds: number;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The template as accepted (create-tournament fields)' })
  template: Record<string, unknown>;
  @ApiProperty({
    format: 'date-time',
    type: String,
    nullable: true,
    description: 'The next start whose tournament is still to be created; null when the rule has ended',
  })
  next_start: string | null;
  @ApiProperty({
    ...(SERIES_FAILURE_SCHEMA as ApiPropertyOptions),
    description:
      'The last occurrence whose tournament the scheduler could not create (no tournament exists for it); null when there is none. Kept until a later occurrence’s tournament is created.',
  })
  last_failure: SeriesFailureDto | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class SeriesDetailsDto extends SeriesDto {
  @ApiProperty({
    type: [String],
    format: 'date-time',
    example: ['2026-12-01T19:00:00.000Z', '2026-12-02T19:00:00.000Z'],
    description: 'The next (at most five) start times after now, UTC; empty while the series is paused',
  })
  next_starts: string[];

  @ApiProperty({ type: [SeriesTournamentDto], description: 'The tournaments the series created, latest start first (at most 20)' })
  tournaments: SeriesTournamentDto[];
}

export class SeriesListDto {
  @ApiProperty({ type: [SeriesDto] }) series: SeriesDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class SeriesDeletedDto {
  @ApiProperty({ example: true }) deleted: boolean;
  @ApiProperty({ format: 'uuid' }) series_id: string;
}
