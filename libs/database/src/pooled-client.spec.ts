import { EventEmitter } from 'node:events';
import type { Pool, PoolClient } from 'pg';
import { onPooledClient } from './pooled-client';

/** A checked-out pg client as the pool hands it over: an emitter with no 'error' listener. */
class FakeClient extends EventEmitter {
  released: Array<Error | boolean | undefined> = [];
  release(error?: Error | boolean): void {
    this.released.push(error);
  }
}

function poolOf(client: FakeClient): Pool {
  return { connect: () => Promise.resolve(client) } as unknown as Pool;
}

const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('onPooledClient', () => {
  it('hears the server ending the session in the same read as the last answer, and gives the client back broken', async () => {
    const client = new FakeClient();
    // pg parses the answer (the promise settles) and then, synchronously, the FATAL that followed
    // it, before the continuation after `await` has run.
    const work = () => {
      const answer = Promise.resolve('row');
      client.emit('error', terminated());
      return answer;
    };
    await expect(onPooledClient(poolOf(client), work as unknown as (c: PoolClient) => Promise<string>)).resolves.toBe('row');
    expect(client.released).toEqual([expect.objectContaining({ code: '57P01' })]);
    expect(client.listenerCount('error')).toBe(0);
  });

  it('gives the client back usable after a statement the database refused, and passes the refusal on', async () => {
    const client = new FakeClient();
    const refused = Object.assign(new Error('new row violates check constraint'), { code: '23514' });
    await expect(onPooledClient(poolOf(client), () => Promise.reject(refused))).rejects.toBe(refused);
    expect(client.released).toEqual([undefined]);
  });

  it('gives the client back broken when the work failed without a SQLSTATE (the connection may be in any state)', async () => {
    const client = new FakeClient();
    const broken = new Error('Connection terminated unexpectedly');
    await expect(onPooledClient(poolOf(client), () => Promise.reject(broken))).rejects.toBe(broken);
    expect(client.released).toEqual([broken]);
  });

  it('gives the client back usable after work that succeeded, with its listener removed', async () => {
    const client = new FakeClient();
    await expect(onPooledClient(poolOf(client), () => Promise.resolve(7))).resolves.toBe(7);
    expect(client.released).toEqual([undefined]);
    expect(client.listenerCount('error')).toBe(0);
  });
});
