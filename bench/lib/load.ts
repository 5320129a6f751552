import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** JSON body (sent with content-type application/json). */
  body?: unknown;
  connections: number;
  durationSeconds: number;
  /** Seconds of the same load first, not measured (default 3; 0: none). */
  warmupSeconds?: number;
  /** Requests in flight per connection (default 1: no pipelining). */
  pipelining?: number;
}

export interface LoadResult {
  /** Completed requests ÷ measured seconds. */
  requestsPerSecond: number;
  /** Latency percentiles in ms, as autocannon reports them. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSeconds: number;
}

function once(options: LoadOptions, durationSeconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    connections: options.connections,
    pipelining: options.pipelining ?? 1,
    duration: durationSeconds,
    timeout: 30,
  });
}

/** autocannon with a warm-up: the load tool of H and of every HTTP scenario (same settings). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const warmup = options.warmupSeconds ?? 3;
  if (warmup > 0) await once(options, warmup);
  const result = await once(options, options.durationSeconds);
  const total = result.requests.total;
  return {
    requestsPerSecond: total / result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    mean: result.latency.mean,
    total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
  };
}
