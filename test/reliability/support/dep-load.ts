import { HttpClient, HttpResponse } from '../../support/http';
import { TestApp } from '../../support/test-app';

/** One answer a load client saw, with when it was sent and answered (ms since the epoch). */
export interface Observed {
  what: string;
  status: number;
  retryAfter: string | null;
  body: any;
  text: string;
  sentAt: number;
  doneAt: number;
}

/** Text an error body must never carry: SQL, driver, connection or stack internals. */
export const INTERNALS =
  /\b(select|insert|update|delete)\s.*\b(from|into|set|where)\b|QueryFailedError|TypeORM|node_modules|\bat\s+\S+\s+\(|\.(ts|js):\d+|ECONN|terminating connection|relation "|column "|duplicate key|violates|pg_|postgres/i;

/** Every answer of a run, for the assertions afterwards. */
export class LoadLog {
  readonly answers: Observed[] = [];

  /** Sends through `client` and records what came back; a network failure is recorded as status 0. */
  async send(what: string, call: () => Promise<HttpResponse>): Promise<Observed> {
    const sentAt = Date.now();
    let observed: Observed;
    try {
      const res = await call();
      observed = {
        what,
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: res.body,
        text: res.text,
        sentAt,
        doneAt: Date.now(),
      };
    } catch (error) {
      observed = { what, status: 0, retryAfter: null, body: undefined, text: String((error as Error).message), sentAt, doneAt: Date.now() };
    }
    this.answers.push(observed);
    return observed;
  }

  /**
   * Answers that are neither a success nor the D3 503 (`service_unavailable`, a Retry-After of at
   * least a second, a message, details with nothing but the request id), or that carry internals.
   */
  unexpected(): Observed[] {
    return this.answers.filter((a) => {
      // Success bodies are DTOs (and carry tokens whose base64 could match anything).
      if (a.status >= 200 && a.status < 300) return false;
      if (INTERNALS.test(a.text)) return true;
      if (a.status !== 503) return true;
      const keys = Object.keys(a.body ?? {}).sort();
      const detailsOk = a.body?.details === undefined || Object.keys(a.body.details).every((k) => k === 'request_id');
      return !(
        a.body?.error === 'service_unavailable' &&
        typeof a.body.message === 'string' &&
        keys.every((k) => ['error', 'message', 'details'].includes(k)) &&
        detailsOk &&
        Number(a.retryAfter) >= 1
      );
    });
  }

  count(predicate: (a: Observed) => boolean): number {
    return this.answers.filter(predicate).length;
  }
}

/** Repeats `call` while it answers 503 (the same request, as a client told to retry would). */
export async function untilNot503(log: LoadLog, what: string, call: () => Promise<HttpResponse>, pauseMs = 100): Promise<Observed> {
  for (;;) {
    const observed = await log.send(what, call);
    if (observed.status !== 503 && observed.status !== 0) return observed;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * Restarts of the in-process service while a dependency is down: its HTTP server closing or
 * listening anew, counted from `watchServiceRestarts` on. `count` also counts a server that is no
 * longer listening at the time it is read.
 */
export function watchServiceRestarts(t: TestApp): { readonly count: number; stop(): void } {
  const server = t.app.getHttpServer();
  let events = 0;
  const onEvent = () => events++;
  server.on('close', onEvent);
  server.on('listening', onEvent);
  return {
    get count() {
      return events + (server.listening ? 0 : 1);
    },
    stop: () => {
      server.off('close', onEvent);
      server.off('listening', onEvent);
    },
  };
}

export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000, message = 'condition not met in time'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sum of a labelled Prometheus counter over all its series (0 when absent). */
export async function counterTotal(http: HttpClient, name: string): Promise<number> {
  const text = (await http.get('/metrics')).text;
  const re = new RegExp(`^${name}(\\{[^}]*\\})? (\\d+(?:\\.\\d+)?)`, 'gm');
  return [...text.matchAll(re)].reduce((sum, m) => sum + Number(m[2]), 0);
}
