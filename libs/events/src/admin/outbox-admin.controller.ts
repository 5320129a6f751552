import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAuth } from '@app/auth';
import { ApiErrors, QUERY_ERRORS, VALIDATED_BODY_ERRORS } from '@app/common';
import { OutboxEventListResponseDto, OutboxEventsQueryDto, ReplayEventsDto, ReplayEventsResponseDto } from './outbox-admin.dto';
import { OutboxAdminService } from './outbox-admin.service';

@ApiTags('Admin')
@AdminAuth()
@Controller('api/admin/events')
export class OutboxAdminController {
  constructor(private readonly outbox: OutboxAdminService) {}

  @Get()
  @ApiOperation({ summary: 'List outbound events by delivery state (dead by default), of every operator or one' })
  @ApiErrors(QUERY_ERRORS)
  @ApiOkResponse({ type: OutboxEventListResponseDto })
  list(@Query() query: OutboxEventsQueryDto): Promise<OutboxEventListResponseDto> {
    return this.outbox.list(query);
  }

  @Post('replay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deliver dead events again (dead → pending, attempts 0); filters combine, none replays every dead event' })
  @ApiErrors(VALIDATED_BODY_ERRORS)
  @ApiOkResponse({ type: ReplayEventsResponseDto })
  replay(@Body() body: ReplayEventsDto): Promise<ReplayEventsResponseDto> {
    return this.outbox.replay(body);
  }
}
