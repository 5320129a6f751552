import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { LiveMessage } from '../live-message';
import { SseSink } from './sse-sink';

/** The part of a ServerResponse an SseSink uses. */
class FakeResponse extends EventEmitter {
  head: [number, object] | undefined;
  written = '';
  writableNeedDrain = false;
  writableEnded = false;
  writeHead(status: number, headers: object): void {
    this.head = [status, headers];
  }
  write(text: string): boolean {
    this.written += text;
    return !this.writableNeedDrain;
  }
  end(): void {
    this.writableEnded = true;
  }
}

const snapshot: LiveMessage = { type: 'snapshot', tournamentId: 't', version: 7, data: { a: 1 } };
const status: LiveMessage = {
  type: 'status',
  tournamentId: 't',
  version: 7,
  data: { tournament_id: 't', status: 'completed', current_phase: 'finished' },
};

describe('SseSink', () => {
  it('keeps what the hub writes before the response opens, then writes it after the retry line', () => {
    const raw = new FakeResponse();
    const sink = new SseSink(raw as unknown as ServerResponse);
    expect(sink.write(snapshot)).toBe(true);
    expect(raw.written).toBe('');
    sink.open({ 'content-type': 'text/event-stream' });
    expect(raw.head).toEqual([200, { 'content-type': 'text/event-stream' }]);
    expect(raw.written).toBe('retry: 3000\n\nevent: snapshot\nid: 7\ndata: {"a":1}\n\n');
    // Status events carry no id: Last-Event-ID always names a snapshot.
    sink.write(status);
    expect(raw.written).toContain('event: status\ndata: {"tournament_id":"t","status":"completed","current_phase":"finished"}\n\n');
    expect(raw.writableEnded).toBe(false);
  });

  it('an end before the response opens waits for it; with no snapshot there is nothing to send (204)', () => {
    const withSnapshot = new SseSink(new FakeResponse() as unknown as ServerResponse);
    withSnapshot.write(status);
    withSnapshot.write(snapshot);
    withSnapshot.end();
    expect(withSnapshot.nothingToSend).toBe(false);

    const raw = new FakeResponse();
    const statusOnly = new SseSink(raw as unknown as ServerResponse);
    statusOnly.write(status);
    statusOnly.end();
    expect(statusOnly.nothingToSend).toBe(true);
    expect(raw.writableEnded).toBe(false);
  });

  it('an error frame carries the REST error body, only on an open response', () => {
    const raw = new FakeResponse();
    const sink = new SseSink(raw as unknown as ServerResponse);
    sink.error({ error: 'unauthorized', message: 'early' });
    sink.open({});
    sink.error({ error: 'unauthorized', message: 'This API key has been revoked', code: 'INVALID_API_KEY' });
    expect(raw.written).toBe(
      'retry: 3000\n\nevent: error\ndata: {"error":"unauthorized","message":"This API key has been revoked","code":"INVALID_API_KEY"}\n\n',
    );
  });

  it('heartbeats only on an open response whose buffer is not full', () => {
    const raw = new FakeResponse();
    const sink = new SseSink(raw as unknown as ServerResponse);
    sink.heartbeat();
    expect(raw.written).toBe('');
    sink.open({});
    sink.heartbeat();
    expect(raw.written.endsWith(': heartbeat\n\n')).toBe(true);
    raw.writableNeedDrain = true;
    const before = raw.written;
    sink.heartbeat();
    expect(raw.written).toBe(before);
  });
});
