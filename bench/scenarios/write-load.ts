import autocannon from 'autocannon';

/**
 * autocannon for write scenarios, where every request must differ (a new user per registration,
 * new event ids per batch): `next()` builds each request's path and body. Same tool, connections
 * and warm-up as bench/lib/load.ts runLoad; `onBody` sees each response's status and body (to
 * count what a response says it applied, or to check each 201 later).
 */
export interface WriteLoadOptions {
  baseUrl: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Seconds of the same load first, not measured (default 3; 0: none). */
  warmupSeconds?: number;
  next(): { path: string; body: unknown };
  /** Called for every response, warm-up included (`measured` false then). */
  onBody?(status: number, body: string, measured: boolean): void;
}

export interface WriteLoadResult {
  /** Responses by status class over the measured phase. */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** 2xx responses over the warm-up and the measured phase (what the database must hold). */
  okIncludingWarmup: number;
  durationSeconds: number;
  p50: number;
  p99: number;
  /** Status codes seen (measured phase), e.g. { 201: 1234, 409: 2 }. */
  statuses: Record<string, number>;
}

async function phase(
  options: WriteLoadOptions,
  durationSeconds: number,
  measured: boolean,
): Promise<autocannon.Result & { statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: durationSeconds,
    timeout: 60,
    headers: { 'content-type': 'application/json', ...options.headers },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { path, body } = options.next();
          return { ...request, method: 'POST', path, body: JSON.stringify(body) };
        },
        onResponse: (status, body) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          options.onBody?.(status, body, measured);
        },
      },
    ],
  });
  return Object.assign(result, { statuses });
}

/** Warm-up (not measured), then the measured phase. */
export async function runWriteLoad(options: WriteLoadOptions): Promise<WriteLoadResult> {
  const warmup = options.warmupSeconds ?? 3;
  let warmOk = 0;
  if (warmup > 0) {
    const warm = await phase(options, warmup, false);
    warmOk = warm['2xx'];
  }
  const result = await phase(options, options.durationSeconds, true);
  return {
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    okIncludingWarmup: warmOk + result['2xx'],
    durationSeconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: result.statuses,
  };
}
