import { Logger } from '@nestjs/common';
import type { RawData, WebSocket } from 'ws';
import { DomainException, ErrorCode, serializeReply, toErrorResponse } from '@app/common';
import { LiveMessage, toWsText } from '../live-message';
import { LiveStandingsHub, LiveSubscription } from '../live-standings.hub';
import { StreamSink } from '../stream-sink';
import { StreamCredentials, StreamViewer } from '../stream-credentials';
import { ClientMessage, parseClientMessage } from './client-message';

/** Tournaments one connection may follow at once. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;
/** Above this many bytes waiting to be sent, the connection counts as full (its subscriptions wait, keeping only their newest snapshot). */
export const SOCKET_HIGH_WATER_BYTES = 1024 * 1024;
/** Below this many, a full connection has drained. */
const SOCKET_LOW_WATER_BYTES = 64 * 1024;
/** WebSocket.OPEN, without importing the runtime module for a constant. */
const OPEN = 1;
/** The close code of a connection whose credentials no longer hold. */
export const CLOSE_POLICY_VIOLATION = 1008;
/** A close frame's reason is at most 123 bytes. */
const MAX_CLOSE_REASON_BYTES = 123;

/** One tournament followed on the connection; `subscription` is unset while the hub subscribes. */
interface Followed {
  subscription?: LiveSubscription;
  drain?: () => void;
}

export interface LiveSocketContext {
  hub: LiveStandingsHub;
  credentials: StreamCredentials;
  logger: Logger;
  /** The upgrade request's id: the request_id of a 500. */
  requestId: string;
}

/**
 * One WebSocket connection of the live leaderboards: its subscriptions (one hub subscription
 * per tournament), the messages it receives and the errors it answers with. All subscriptions
 * write to the one socket: while its buffer is over SOCKET_HIGH_WATER_BYTES every one of them
 * waits (the hub keeps each one's newest snapshot), and a connection that stays full is dropped
 * by the hub as a slow subscriber.
 */
export class LiveSocket {
  /** Answered the last ping: a connection that does not is dead and is terminated. */
  alive = true;
  private readonly followed = new Map<string, Followed>();
  private full = false;
  /** No subscription any more: the connection closed, or is closing because its credentials lapsed. */
  private ended = false;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    /** Whose connection it is, as its credentials established at the upgrade. */
    readonly viewer: StreamViewer,
    private readonly context: LiveSocketContext,
  ) {
    socket.on('message', (data: RawData, isBinary: boolean) => this.received(data, isBinary));
    socket.on('pong', () => (this.alive = true));
    socket.on('close', () => this.closeAll());
    // Protocol errors (an oversized message, a bad frame): ws closes the connection itself.
    socket.on('error', (error: Error) => context.logger.debug(`Live WebSocket closed on a protocol error: ${error.message}`));
  }

  /** Tournaments followed (or being subscribed). */
  get size(): number {
    return this.followed.size;
  }

  /** Called by the gateway's heartbeat: terminates a connection that missed the last ping. */
  ping(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  /** Calls `listener` once the connection is closed (at once when it is). */
  onClosed(listener: () => void): void {
    if (this.closed) listener();
    else this.socket.once('close', () => listener());
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  terminate(): void {
    this.socket.terminate();
  }

  /**
   * The connection's credentials no longer hold (revoked, expired, the player withdrawn): its
   * subscriptions end at once, the client gets the refusal as an error message, and the
   * connection closes with 1008 (policy violation). Reconnecting with the same credentials is refused.
   */
  lapse(refusal: DomainException): void {
    if (this.ended) return;
    this.sendError(refusal);
    this.endAll();
    this.socket.close(CLOSE_POLICY_VIOLATION, closeReason(refusal.message));
  }

  private received(data: RawData, isBinary: boolean): void {
    if (this.ended) return;
    let message: ClientMessage;
    try {
      if (isBinary) throw new DomainException(ErrorCode.InvalidRequest, 'Messages are JSON text, not binary');
      message = parseClientMessage(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(toBuffers(data)).toString('utf8'));
    } catch (error) {
      this.sendError(error);
      return;
    }
    if (message.type === 'unsubscribe') this.unfollow(message.tournamentId.toLowerCase());
    else void this.follow(message);
  }

  /** A subscribe replaces the tournament's previous subscription, even when it then fails. */
  private async follow(message: Extract<ClientMessage, { type: 'subscribe' }>): Promise<void> {
    const key = message.tournamentId.toLowerCase();
    this.unfollow(key);
    if (this.followed.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      this.sendError(
        new DomainException(
          ErrorCode.RateLimitExceeded,
          `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} tournaments may be followed on one connection; unsubscribe one first`,
        ),
        message.tournamentId,
      );
      return;
    }
    const entry: Followed = {};
    this.followed.set(key, entry);
    const current = () => !this.ended && this.followed.get(key) === entry;
    try {
      await this.context.credentials.countOpen(this.viewer);
      const operatorId = await this.context.credentials.ownerFor(this.viewer, message.tournamentId);
      const subscription = await this.context.hub.subscribe({
        operatorId,
        tournamentId: message.tournamentId,
        query: { limit: message.limit, includeEliminated: message.includeEliminated },
        kind: 'ws',
        sink: this.sinkFor(key, entry),
      });
      // Unsubscribed, replaced or disconnected meanwhile; or a finished tournament, whose stream already ended.
      if (current()) entry.subscription = subscription;
      else subscription.close();
    } catch (error) {
      // An error of a subscription already replaced or left tells the client nothing.
      if (!current()) return;
      this.followed.delete(key);
      this.sendError(error, message.tournamentId);
    }
  }

  private unfollow(key: string): void {
    const entry = this.followed.get(key);
    if (!entry) return;
    this.followed.delete(key);
    entry.subscription?.close();
  }

  private sinkFor(key: string, entry: Followed): StreamSink {
    return {
      write: (message: LiveMessage) => this.send(toWsText(message)),
      onDrain: (listener) => (entry.drain = listener),
      // The tournament is over: its subscription is gone from the hub; the connection stays.
      end: () => {
        if (this.followed.get(key) === entry) this.followed.delete(key);
      },
      drop: () => this.socket.terminate(),
    };
  }

  /** Sends at once; false while the connection is full. */
  private send(text: string): boolean {
    if (this.socket.readyState !== OPEN) return true;
    this.socket.send(text, this.sent);
    if (this.socket.bufferedAmount > SOCKET_HIGH_WATER_BYTES) this.full = true;
    return !this.full;
  }

  /** After each send has left the process: a full connection that has drained wakes its subscriptions. */
  private readonly sent = (error?: Error): void => {
    if (error || !this.full || this.ended || this.socket.bufferedAmount > SOCKET_LOW_WATER_BYTES) return;
    this.full = false;
    for (const entry of [...this.followed.values()]) entry.drain?.();
  };

  /** The REST error body as a message: `code` is its `error`; `errors` and `details` as in REST. */
  private sendError(error: unknown, tournamentId?: string): void {
    const response = toErrorResponse(error, this.context.requestId);
    if (response.status >= 500)
      this.context.logger.error({ err: error, requestId: this.context.requestId }, 'Live WebSocket message failed');
    const { body } = response;
    const message: Record<string, unknown> = { type: 'error', code: body.error, message: body.message };
    if (tournamentId !== undefined) message.tournament_id = tournamentId;
    if (body.errors) message.errors = body.errors;
    if (body.details) message.details = body.details;
    if (this.socket.readyState === OPEN) this.socket.send(serializeReply(message));
  }

  private closeAll(): void {
    this.closed = true;
    this.endAll();
  }

  private endAll(): void {
    this.ended = true;
    for (const entry of this.followed.values()) entry.subscription?.close();
    this.followed.clear();
  }
}

/** The message as a close reason, cut to what a close frame holds. */
function closeReason(message: string): string {
  let reason = message;
  while (Buffer.byteLength(reason) > MAX_CLOSE_REASON_BYTES) reason = reason.slice(0, -1);
  return reason;
}

function toBuffers(data: RawData): Buffer[] {
  if (Array.isArray(data)) return data;
  return [Buffer.from(data as ArrayBuffer)];
}
