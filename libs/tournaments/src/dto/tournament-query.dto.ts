import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { MAX_OFFSET, MAX_PAGE_SIZE, parseRfc3339, QueryInt, Text } from '@app/common';

export const SORT_FIELDS = ['createdAt', 'scheduledStart', 'name', 'currentPlayers', 'entryFee'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
const STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'];
/** How a tournament is run: the `type` of the Tournament object. */
export const TOURNAMENT_FORMATS = ['scheduled', 'hop_on_off'];

export interface SortSpec {
  field: SortField;
  direction: 'asc' | 'desc';
}

/** `open` is accepted as `scheduled` (D7). Returns undefined when any item is unknown. */
export function parseStatusList(value: unknown): string[] | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .map((s) => (s === 'open' ? 'scheduled' : s));
  return items.every((s) => STATUSES.includes(s)) ? [...new Set(items)] : undefined;
}

export function parseSort(value: unknown): SortSpec | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([A-Za-z]+):(asc|desc)$/i.exec(value.trim());
  if (!match || !(SORT_FIELDS as readonly string[]).includes(match[1])) return undefined;
  return { field: match[1] as SortField, direction: match[2].toLowerCase() as 'asc' | 'desc' };
}

/** A date-time with offset, or a calendar date (a whole UTC day: start for `from`, end for `to`). */
export function parseDateBound(value: unknown, bound: 'start' | 'end'): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const dateTime = parseRfc3339(value);
  if (dateTime) return dateTime;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = parseRfc3339(`${value}T00:00:00Z`);
  if (!day) return undefined;
  return bound === 'start' ? day : new Date(day.getTime() + 86_400_000 - 1);
}

function QueryParsed(parse: (value: unknown) => unknown, message: string): PropertyDecorator {
  const decorators = [
    IsOptional(),
    Transform(({ value }) => parse(value) ?? { invalid: value }, { toClassOnly: true }),
    ValidateBy({
      name: 'parsedQuery',
      validator: {
        validate: (value: unknown) => !(typeof value === 'object' && value !== null && 'invalid' in value),
        defaultMessage: () => message,
      },
    }),
  ];
  return (target, key) => decorators.forEach((d) => d(target, key));
}

export class ListTournamentsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20, example: 20 })
  @QueryInt({ min: 1, max: MAX_PAGE_SIZE })
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0, example: 0 })
  @QueryInt({ min: 0, max: MAX_OFFSET })
  offset?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_OFFSET,
    example: 1,
    description: 'Page number; with page/per_page the response uses the `{ data, current_page, per_page, total }` shape',
  })
  @QueryInt({ min: 1, max: MAX_OFFSET })
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    example: 20,
    description: 'Page size of the page/per_page form',
  })
  @QueryInt({ min: 1, max: MAX_PAGE_SIZE })
  per_page?: number;

  @ApiPropertyOptional({
    type: String,
    example: 'scheduled,in_progress',
    description: `One status or a comma-separated list of them (${STATUSES.join(', ')}, or open, which means scheduled); all when absent`,
  })
  @QueryParsed(parseStatusList, `status must be one or more of ${STATUSES.join(', ')} (or open), comma-separated`)
  status?: string[];

  @ApiPropertyOptional({ example: 'book-of-gold', maxLength: 64 })
  @IsOptional()
  @Text({ max: 64 })
  gameSlug?: string;

  @ApiPropertyOptional({
    type: String,
    example: '2026-11-01',
    description: 'scheduledStart at or after (date-time with offset, or a date)',
  })
  @QueryParsed((v) => parseDateBound(v, 'start'), 'startDate must be a date (2026-11-01) or a date-time with offset')
  startDate?: Date;

  @ApiPropertyOptional({
    type: String,
    example: '2026-11-30',
    description: 'scheduledStart at or before (inclusive; a date means the whole day)',
  })
  @QueryParsed((v) => parseDateBound(v, 'end'), 'endDate must be a date (2026-11-30) or a date-time with offset')
  endDate?: Date;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10_000_000, example: 2, description: 'currentPlayers at least' })
  @QueryInt({ min: 0, max: 10_000_000 })
  minPlayers?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10_000_000, example: 100, description: 'currentPlayers at most' })
  @QueryInt({ min: 0, max: 10_000_000 })
  maxPlayers?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the tournaments this series created' })
  @IsOptional()
  @IsUUID('all', { message: 'series_id must be a UUID' })
  series_id?: string;

  @ApiPropertyOptional({
    enum: TOURNAMENT_FORMATS,
    example: 'hop_on_off',
    description: 'scheduled (created by the operator) or hop_on_off (created by the game platform); all when absent',
  })
  @IsOptional()
  @IsIn(TOURNAMENT_FORMATS, { message: `type must be one of ${TOURNAMENT_FORMATS.join(', ')}` })
  type?: string;

  @ApiPropertyOptional({ example: 'crash-classic:5.00:EUR', maxLength: 128, description: 'The hop-on/off tournaments of one lobby' })
  @IsOptional()
  @Text({ max: 128 })
  lobby_key?: string;

  @ApiPropertyOptional({
    example: 'friday',
    maxLength: 100,
    description:
      'Tournaments whose name contains this text (letter case ignored; % and _ are plain characters), or whose external_id is exactly it',
  })
  @IsOptional()
  @Text({ max: 100 })
  search?: string;

  @ApiPropertyOptional({
    type: String,
    pattern: `^(${SORT_FIELDS.join('|')}):(asc|desc)$`,
    example: 'createdAt:desc',
    default: 'createdAt:desc',
    description: `field:direction; fields ${SORT_FIELDS.join(', ')}`,
  })
  @QueryParsed(parseSort, `sort must be field:direction with field one of ${SORT_FIELDS.join(', ')} and direction asc or desc`)
  sort?: SortSpec;
}
