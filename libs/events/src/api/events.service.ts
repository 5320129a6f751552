import { Injectable } from '@nestjs/common';
import { EventListResponseDto } from './events-response.dto';
import { ListEventsQueryDto } from './events-query.dto';
import { toEventDto, toEventsPagination } from './events.mapper';
import { EventsRepository } from './events.repository';

/** GET /api/events (D12): the operator's own outbox history, oldest first, for pull and replay. */
@Injectable()
export class EventsService {
  constructor(private readonly events: EventsRepository) {}

  async list(operatorId: string, query: ListEventsQueryDto): Promise<EventListResponseDto> {
    const filter = { after: query.after, tournamentId: query.tournament_id, type: query.type };
    const format = await this.events.formatOf(operatorId);
    const page = await this.events.page(operatorId, filter, query.limit, query.offset);
    const counts = await this.events.counts(operatorId, filter);
    return {
      events: page.events.map((event) => toEventDto(event, format)),
      pagination: toEventsPagination(page, counts, query),
    };
  }
}
