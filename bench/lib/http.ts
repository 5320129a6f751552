/** A small JSON client over fetch for setting up benchmarks (the load itself is autocannon's). */
export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  /** A client that also sends `headers` (e.g. `{ authorization: 'Bearer …' }`). */
  with(headers: Record<string, string>): ApiClient {
    return new ApiClient(this.baseUrl, { ...this.headers, ...headers });
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...this.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Long: a setup call such as starting a 1,000,000-player tournament updates every entry.
      signal: AbortSignal.timeout(600_000),
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text };
  }

  get(path: string, headers?: Record<string, string>): Promise<ApiResponse> {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse> {
    return this.request('POST', path, body ?? {}, headers);
  }

  patch(path: string, body: unknown, headers?: Record<string, string>): Promise<ApiResponse> {
    return this.request('PATCH', path, body, headers);
  }

  /** The request, or an Error naming the call and the response unless the status is `expected`. */
  async expect(expected: number, method: string, path: string, body?: unknown): Promise<ApiResponse> {
    const res = await this.request(method, path, body);
    if (res.status !== expected) throw new Error(`${method} ${path}: expected ${expected}, got ${res.status} ${res.text.slice(0, 500)}`);
    return res;
  }
}
