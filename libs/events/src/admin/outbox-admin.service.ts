import { Injectable } from '@nestjs/common';
import { Clock, toPagination } from '@app/common';
import { OutboxEventListResponseDto, OutboxEventsQueryDto, ReplayEventsDto, ReplayEventsResponseDto } from './outbox-admin.dto';
import { toOutboxEventAdmin } from './outbox-admin.mapper';
import { OutboxAdminRepository } from './outbox-admin.repository';

/**
 * Platform administration of outbound delivery (D12): finds events by delivery state (dead ones
 * above all) and replays dead events. Shared by the admin API and the CLI.
 */
@Injectable()
export class OutboxAdminService {
  constructor(
    private readonly repository: OutboxAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(query: OutboxEventsQueryDto): Promise<OutboxEventListResponseDto> {
    const { rows, total } = await this.repository.list(
      { status: query.status, operatorId: query.operator_id, tournamentId: query.tournament_id },
      query,
    );
    return { events: rows.map(toOutboxEventAdmin), pagination: toPagination(total, query) };
  }

  /**
   * Dead events become pending again with attempts 0; the dispatcher sends them on its next pass.
   * Events delivered after a dead one meanwhile are not held back, so a replayed event may reach
   * the queue after later ones: consumers order by `sequence`.
   */
  async replay(input: ReplayEventsDto): Promise<ReplayEventsResponseDto> {
    const ids = await this.repository.replayDead(
      { operatorId: input.operator_id, tournamentId: input.tournament_id, eventIds: input.event_ids },
      this.clock.now(),
    );
    return { replayed: ids.length, event_ids: ids };
  }
}
