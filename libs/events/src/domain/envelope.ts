/**
 * The two wire forms of an outbound event (D12), in plain TypeScript: the platform envelope
 * (default) and CloudEvents 1.0 JSON structured mode (chosen per operator). Used by the SQS
 * dispatcher and by `GET /api/events`, so a pulled event and a delivered one are the same JSON.
 */

export type EventFormat = 'platform' | 'cloudevents';

/** What an envelope needs of a stored outbox event. */
export interface StoredEvent {
  id: string;
  operatorId: string;
  tournamentId: string | null;
  /** Per-tournament sequence as stored (bigint text), null without a tournament. */
  sequence: string | null;
  eventType: string;
  data: Record<string, unknown>;
  occurredAt: Date;
}

export interface PlatformEnvelope {
  eventType: string;
  eventId: string;
  timestamp: string;
  tournamentId: string | null;
  operatorId: string;
  sequence: number | null;
  data: Record<string, unknown>;
}

export interface CloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  time: string;
  subject?: string;
  datacontenttype: 'application/json';
  data: Record<string, unknown>;
  operatorid: string;
  sequence?: number;
}

function sequenceNumber(sequence: string | null): number | null {
  return sequence === null ? null : Number(sequence);
}

export function toPlatformEnvelope(event: StoredEvent): PlatformEnvelope {
  return {
    eventType: event.eventType,
    eventId: event.id,
    timestamp: event.occurredAt.toISOString(),
    tournamentId: event.tournamentId,
    operatorId: event.operatorId,
    sequence: sequenceNumber(event.sequence),
    data: event.data,
  };
}

export function toCloudEvent(event: StoredEvent): CloudEvent {
  const source = event.tournamentId ? `/operators/${event.operatorId}/tournaments/${event.tournamentId}` : `/operators/${event.operatorId}`;
  const sequence = sequenceNumber(event.sequence);
  return {
    specversion: '1.0',
    id: event.id,
    source,
    type: event.eventType,
    time: event.occurredAt.toISOString(),
    ...(event.tournamentId ? { subject: event.tournamentId } : {}),
    datacontenttype: 'application/json',
    data: event.data,
    operatorid: event.operatorId,
    ...(sequence === null ? {} : { sequence }),
  };
}

/** The event in the operator's chosen form. */
export function toEnvelope(event: StoredEvent, format: EventFormat): PlatformEnvelope | CloudEvent {
  return format === 'cloudevents' ? toCloudEvent(event) : toPlatformEnvelope(event);
}
