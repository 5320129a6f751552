import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, AuthErrorCode, ErrorCode, PageQueryDto, PATH_ERRORS, QUERY_ERRORS, VALIDATED_BODY_ERRORS } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth, Permission } from '@app/auth';
import { CreateSeriesDto, SeriesDeletedDto, SeriesDetailsDto, SeriesListDto, UpdateSeriesDto } from './series.dto';
import { SeriesService } from './series.service';

/** What a route that names a series can answer for it: another operator's (403), unknown (404). */
const SERIES_ERRORS = { 403: [AuthErrorCode.ResourceForbidden], 404: [...PATH_ERRORS[404]] } as const;

@ApiTags('Tournament series')
@Controller('api/tournament-series')
export class SeriesController {
  constructor(private readonly series: SeriesService) {}

  @Post()
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({
    summary: 'Create a recurring tournament series',
    description:
      'Each occurrence of `schedule` gets its tournament (from `template`) `lead_time_seconds` before its start. 422 for a schedule that cannot be read, has no time zone or no future occurrence.',
  })
  @ApiCreatedResponse({ type: SeriesDetailsDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, { 409: [ErrorCode.DuplicateExternalId] })
  create(@CurrentOperator() auth: OperatorAuth, @Body() body: CreateSeriesDto) {
    return this.series.create(auth, body);
  }

  @Get()
  @Auth({ permission: Permission.TournamentsRead })
  @ApiOperation({ summary: 'List tournament series', description: 'Newest first, with limit/offset.' })
  @ApiOkResponse({ type: SeriesListDto })
  @ApiErrors(QUERY_ERRORS)
  list(@CurrentOperator() auth: OperatorAuth, @Query() query: PageQueryDto) {
    return this.series.list(auth, query);
  }

  @Get(':seriesId')
  @Auth({ permission: Permission.TournamentsRead })
  @ApiOperation({ summary: 'Tournament series details: its next five starts and the tournaments it created' })
  @ApiOkResponse({ type: SeriesDetailsDto })
  @ApiErrors(SERIES_ERRORS)
  details(@CurrentOperator() auth: OperatorAuth, @Param('seriesId') id: string) {
    return this.series.details(auth, id);
  }

  @Patch(':seriesId')
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({
    summary: 'Change, pause (active: false) or resume a tournament series',
    description: 'Tournaments already created are not changed.',
  })
  @ApiOkResponse({ type: SeriesDetailsDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, SERIES_ERRORS)
  update(@CurrentOperator() auth: OperatorAuth, @Param('seriesId') id: string, @Body() body: UpdateSeriesDto) {
    return this.series.update(auth, id, body);
  }

  @Delete(':seriesId')
  @Auth({ permission: Permission.TournamentsWrite })
  @ApiOperation({
    summary: 'Delete a tournament series',
    description: 'No more tournaments are created; those already created stay, with their seriesId.',
  })
  @ApiOkResponse({ type: SeriesDeletedDto })
  @ApiErrors(SERIES_ERRORS)
  async remove(@CurrentOperator() auth: OperatorAuth, @Param('seriesId') id: string): Promise<SeriesDeletedDto> {
    await this.series.remove(auth, id);
    return { deleted: true, series_id: id };
  }
}
