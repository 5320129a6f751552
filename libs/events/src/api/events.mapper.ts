import { OutboxEventEntity } from '@app/database';
import { EventFormat, toEnvelope } from '../domain/envelope';
import { CloudEventDto, EventsPaginationDto, PlatformEventDto } from './events-response.dto';

/** A stored event as the operator receives it on its queue: the same envelope (D12). */
export function toEventDto(event: OutboxEventEntity, format: EventFormat): PlatformEventDto | CloudEventDto {
  return toEnvelope(event, format);
}

export function toEventsPagination(
  page: { events: OutboxEventEntity[]; hasMore: boolean },
  counts: { total: number; beforeCursor: number },
  request: { after?: string; limit: number; offset: number },
): EventsPaginationDto {
  const last = page.events.at(-1);
  return {
    total: counts.total,
    limit: request.limit,
    offset: counts.beforeCursor + request.offset,
    hasMore: page.hasMore,
    next_after: last?.id ?? request.after ?? null,
  };
}
