import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { UnauthorizedException } from '@app/common';
import type { WebSocket } from 'ws';
import { LiveMessage } from '../live-message';
import { LiveStandingsHub, SubscribeRequest } from '../live-standings.hub';
import { StreamCredentials, StreamViewer } from '../stream-credentials';
import { LiveSocket, SOCKET_HIGH_WATER_BYTES } from './live-socket';

/** The part of a ws WebSocket that LiveSocket uses, with the bytes waiting under the test's control. */
class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: Array<{ text: string; done?: (error?: Error) => void }> = [];
  send(text: string, done?: (error?: Error) => void): void {
    this.sent.push({ text, done });
  }
  ping(): void {}
  closedWith: [number, string] | undefined;
  close(code = 1005, reason = ''): void {
    this.closedWith = [code, reason];
    this.readyState = 2;
  }
  terminate(): void {
    this.readyState = 3;
    this.emit('close', 1006, Buffer.alloc(0));
  }
  messages(): any[] {
    return this.sent.map((s) => JSON.parse(s.text));
  }
}

/** A hub whose subscribes wait until the test lets them through. */
class FakeHub {
  readonly requests: SubscribeRequest[] = [];
  readonly closed: string[] = [];
  private readonly waiting: Array<() => void> = [];
  hold = false;
  async subscribe(request: SubscribeRequest) {
    this.requests.push(request);
    if (this.hold) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return { close: () => this.closed.push(request.tournamentId) };
  }
  release(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

const credentials = {
  countOpen: async () => undefined,
  ownerFor: async () => 'operator-1',
} as unknown as StreamCredentials;
const viewer: StreamViewer = {
  kind: 'player',
  operatorId: 'operator-1',
  tournamentId: 't1',
  token: { claims: { sub: 'entry-1', tid: 't1', oid: 'operator-1' }, expiresAt: new Date(Date.now() + 3_600_000) },
};
const snapshot = (tournamentId: string, version: number): LiveMessage => ({ type: 'snapshot', tournamentId, version, data: { version } });
const flush = () => new Promise((resolve) => setImmediate(resolve));

function setUp() {
  const socket = new FakeSocket();
  const hub = new FakeHub();
  const live = new LiveSocket(socket as unknown as WebSocket, viewer, {
    hub: hub as unknown as LiveStandingsHub,
    credentials,
    logger: new Logger('test'),
    requestId: 'request-1',
  });
  const say = (message: unknown) => socket.emit('message', Buffer.from(JSON.stringify(message)), false);
  return { socket, hub, live, say };
}

describe('LiveSocket', () => {
  it('a full connection holds every subscription until a send leaves it below the low mark', async () => {
    const { socket, hub, say } = setUp();
    say({ type: 'subscribe', tournament_id: 'a' });
    say({ type: 'subscribe', tournament_id: 'b' });
    await flush();
    const [a, b] = hub.requests.map((r) => r.sink);
    const drained: string[] = [];
    a.onDrain(() => drained.push('a'));
    b.onDrain(() => drained.push('b'));

    expect(a.write(snapshot('a', 1))).toBe(true);
    socket.bufferedAmount = SOCKET_HIGH_WATER_BYTES + 1;
    expect(a.write(snapshot('a', 2))).toBe(false);
    expect(b.write(snapshot('b', 1))).toBe(false);
    // Still above the low mark: nothing wakes.
    socket.sent[0].done!();
    expect(drained).toEqual([]);
    socket.bufferedAmount = 0;
    socket.sent.at(-1)!.done!();
    expect(drained).toEqual(['a', 'b']);
    expect(b.write(snapshot('b', 2))).toBe(true);
    expect(socket.messages().map((m) => [m.tournament_id, m.version])).toEqual([
      ['a', 1],
      ['a', 2],
      ['b', 1],
      ['b', 2],
    ]);
  });

  it('a subscribe replaces the previous one of the tournament; unsubscribe and the close release them', async () => {
    const { socket, hub, live, say } = setUp();
    say({ type: 'subscribe', tournament_id: 'a', limit: 5 });
    await flush();
    say({ type: 'subscribe', tournament_id: 'A', limit: 10 });
    await flush();
    expect(hub.closed).toEqual(['a']);
    expect(hub.requests.map((r) => r.query)).toEqual([
      { limit: 5, includeEliminated: false },
      { limit: 10, includeEliminated: false },
    ]);
    say({ type: 'unsubscribe', tournament_id: 'a' });
    expect(hub.closed).toEqual(['a', 'A']);
    say({ type: 'subscribe', tournament_id: 'b' });
    await flush();
    expect(live.size).toBe(1);
    socket.terminate();
    expect(hub.closed).toEqual(['a', 'A', 'b']);
    expect(live.size).toBe(0);
  });

  it('a subscription that completes after an unsubscribe or the close is closed at once', async () => {
    const { socket, hub, live, say } = setUp();
    hub.hold = true;
    say({ type: 'subscribe', tournament_id: 'a' });
    say({ type: 'subscribe', tournament_id: 'b' });
    await flush();
    say({ type: 'unsubscribe', tournament_id: 'a' });
    socket.terminate();
    hub.release();
    await flush();
    expect(hub.closed.sort()).toEqual(['a', 'b']);
    expect(live.size).toBe(0);
  });

  it('a finished tournament leaves the connection (end), a slow one drops it', async () => {
    const { socket, hub, live, say } = setUp();
    say({ type: 'subscribe', tournament_id: 'a' });
    say({ type: 'subscribe', tournament_id: 'b' });
    await flush();
    hub.requests[0].sink.end();
    expect(live.size).toBe(1);
    expect(socket.readyState).toBe(1);
    hub.requests[1].sink.drop();
    expect(socket.readyState).toBe(3);
  });

  it('credentials that lapse: the refusal as an error, every subscription released at once, then a close with 1008', async () => {
    const { socket, hub, live, say } = setUp();
    say({ type: 'subscribe', tournament_id: 'a' });
    say({ type: 'subscribe', tournament_id: 'b' });
    await flush();
    live.lapse(new UnauthorizedException('Invalid player token (token_expired)'));
    expect(socket.messages()).toEqual([{ type: 'error', code: 'unauthorized', message: 'Invalid player token (token_expired)' }]);
    expect(hub.closed.sort()).toEqual(['a', 'b']);
    expect(live.size).toBe(0);
    expect(socket.closedWith).toEqual([1008, 'Invalid player token (token_expired)']);
    // Until the client answers the close, what it sends is ignored.
    say({ type: 'subscribe', tournament_id: 'c' });
    await flush();
    expect(hub.requests.map((r) => r.tournamentId)).toEqual(['a', 'b']);
  });

  it('answers what it cannot read with an error and keeps going', async () => {
    const { socket, say } = setUp();
    socket.emit('message', Buffer.from('nope'), false);
    socket.emit('message', Buffer.from('{}'), true);
    say({ type: 'subscribe', tournament_id: 'a', limit: 0 });
    say({ type: 'subscribe' });
    expect(socket.messages()).toEqual([
      { type: 'error', code: 'invalid_request', message: 'The message is not valid JSON' },
      { type: 'error', code: 'invalid_request', message: 'Messages are JSON text, not binary' },
      { type: 'error', code: 'validation_error', message: 'Invalid message', errors: { limit: ['limit must not be less than 1'] } },
      {
        type: 'error',
        code: 'validation_error',
        message: 'Invalid message',
        errors: { tournament_id: ['tournament_id must be longer than or equal to 1 characters', 'tournament_id must be a string'] },
      },
    ]);
  });
});
