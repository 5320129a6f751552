import { serializeReply } from '@app/common';

/** What the stream's status event carries when a tournament starts, completes or is cancelled. */
export interface LiveStatus {
  tournament_id: string;
  status: string;
  current_phase: string;
}

/**
 * One message of a live leaderboard stream, the same for every subscriber of a tournament and
 * query: `snapshot` is exactly the leaderboard endpoint's body, `version` its standings version
 * (`last_updated` in milliseconds).
 */
export type LiveMessage =
  | { type: 'snapshot'; tournamentId: string; version: number; data: object }
  | { type: 'status'; tournamentId: string; version: number; data: LiveStatus };

const sseText = new WeakMap<LiveMessage, string>();
const wsText = new WeakMap<LiveMessage, string>();

/**
 * The message as a Server-Sent Events frame, serialised once for all subscribers. Only snapshots
 * carry an `id`: the Last-Event-ID a reconnecting client sends then always names the standings it
 * holds, never a status event whose snapshot it may not have received yet.
 */
export function toSseFrame(message: LiveMessage): string {
  let text = sseText.get(message);
  if (text === undefined) {
    // Only snapshots carry an id: it is where a reconnect resumes, so it must name standings the client has.
    const id = message.type === 'snapshot' ? `id: ${message.version}\n` : '';
    text = `event: ${message.type}\n${id}data: ${serializeReply(message.data)}\n\n`;
    sseText.set(message, text);
  }
  return text;
}

/** The message as a WebSocket text frame, serialised once for all subscribers. */
export function toWsText(message: LiveMessage): string {
  let text = wsText.get(message);
  if (text === undefined) {
    text = `{"type":"${message.type}","tournament_id":${JSON.stringify(message.tournamentId)},"version":${message.version},"data":${serializeReply(message.data)}}`;
    wsText.set(message, text);
  }
  return text;
}
