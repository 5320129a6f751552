import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, QUERY_ERRORS } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth } from '@app/auth';
import { ListEventsQueryDto } from './events-query.dto';
import { EventListResponseDto } from './events-response.dto';
import { EventsService } from './events.service';

@ApiTags('Events')
@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @Auth()
  @ApiOperation({
    summary: 'The calling operator’s outbound events, oldest first (pull and replay)',
    description:
      'Every event the service wrote for this operator, delivered, pending or dead, in the envelope of the operator’s events_format. ' +
      'Page with `after` = `pagination.next_after` until `hasMore` is false; poll again later with the last `next_after` for new events.',
  })
  @ApiErrors(QUERY_ERRORS)
  @ApiOkResponse({ type: EventListResponseDto })
  list(@CurrentOperator() auth: OperatorAuth, @Query() query: ListEventsQueryDto): Promise<EventListResponseDto> {
    return this.events.list(auth.operatorId, query);
  }
}
