import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Client } from 'pg';

/** The statements one HTTP request sent to the database, in order. */
interface RequestStatements {
  method: string;
  url: string;
  statements: string[];
  /** Each statement's prepared-statement name, null for an unnamed one (parsed and planned each time). */
  names: Array<string | null>;
}

const requests = new AsyncLocalStorage<RequestStatements>();
const finished: RequestStatements[] = [];
let patched = false;

/**
 * Counts what each request sends through the pg driver (`Client.prototype.query`, the one way
 * TypeORM reaches PostgreSQL and the embedded database alike): BEGIN and COMMIT included. A
 * request is followed from Fastify's onRequest hook with AsyncLocalStorage, so background work
 * (scheduler, outbox, audit flushes) is not counted. Mounted only by tests.
 */
function patchDriver(): void {
  if (patched) return;
  patched = true;
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    const store = requests.getStore();
    if (store) {
      const config = args[0] as string | { text?: string; name?: string };
      store.statements.push(typeof config === 'string' ? config : String(config?.text ?? ''));
      store.names.push(typeof config === 'string' ? null : (config?.name ?? null));
    }
    return query.apply(this, args);
  } as typeof Client.prototype.query;
}

@Injectable()
class StatementCounterHook implements OnModuleInit {
  constructor(private readonly adapter: HttpAdapterHost) {}

  onModuleInit(): void {
    patchDriver();
    const fastify = this.adapter.httpAdapter.getInstance();
    fastify.addHook('onRequest', (request: { method: string; url: string }, _reply: unknown, done: () => void) => {
      const store: RequestStatements = { method: request.method, url: request.url, statements: [], names: [] };
      finished.push(store);
      requests.run(store, done);
    });
  }
}

@Module({ providers: [StatementCounterHook] })
export class StatementCounterModule {}

/** Forgets the requests counted so far. */
export function resetStatementCounts(): void {
  finished.length = 0;
}

/** The requests counted since the last reset (method, url and the statements each sent). */
export function countedRequests(): readonly RequestStatements[] {
  return finished;
}
