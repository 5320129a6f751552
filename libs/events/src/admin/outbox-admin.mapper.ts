import { isoOrNull } from '@app/common';
import { OutboxEventEntity } from '@app/database';
import { OutboxEventAdminDto, OutboxEventStatus } from './outbox-admin.dto';

export function toOutboxEventAdmin(event: OutboxEventEntity): OutboxEventAdminDto {
  return {
    event_id: event.id,
    operator_id: event.operatorId,
    tournament_id: event.tournamentId,
    sequence: event.sequence === null ? null : Number(event.sequence),
    event_type: event.eventType,
    status: event.status as OutboxEventStatus,
    attempts: event.attempts,
    last_error: event.lastError,
    occurred_at: event.occurredAt.toISOString(),
    next_attempt_at: event.nextAttemptAt.toISOString(),
    delivered_at: isoOrNull(event.deliveredAt),
    data: event.data,
  };
}
