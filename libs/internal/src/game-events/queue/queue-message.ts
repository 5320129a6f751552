import { DomainException, RequestValidationPipe, ValidationFailedException } from '@app/common';
import { GameEventsQueueMessageDto } from '../dto/game-events-request.dto';

export type QueueMessage = { ok: true; tournamentId: string; events: Record<string, unknown>[] } | { ok: false; reason: string };

const pipe = new RequestValidationPipe();

/**
 * Reads a message of the inbound game events queue: a JSON object `{ tournament_id, events }`
 * checked by the same rules as the HTTP body (1 to 1000 event objects, no other fields). Events
 * themselves are read one by one later, like those of an HTTP batch.
 */
export function readQueueMessage(body: string | undefined): QueueMessage {
  let value: unknown;
  try {
    value = JSON.parse(body ?? '');
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  try {
    const message = pipe.transform(value, { type: 'body', metatype: GameEventsQueueMessageDto }) as GameEventsQueueMessageDto;
    return { ok: true, tournamentId: message.tournament_id.toLowerCase(), events: message.events };
  } catch (error) {
    if (error instanceof ValidationFailedException) {
      return {
        ok: false,
        reason: Object.entries(error.errors)
          .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
          .join(', '),
      };
    }
    if (error instanceof DomainException) return { ok: false, reason: error.message };
    throw error;
  }
}
