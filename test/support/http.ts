import { assertDocumentedResponse } from './response-check';

export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as-is (with the given Content-Type). */
  body?: unknown;
  /**
   * Why this one reply is not checked against the OpenAPI document (see response-check.ts), for a
   * test that deliberately sends something a route does not describe and examines the raw reply.
   */
  unchecked?: string;
}

/**
 * A tiny HTTP client over real sockets (fetch), so tests see exactly what a client sees. Every
 * reply from an app started by startTestApp is checked against the OpenAPI document that app
 * serves: a reply the document does not describe fails the call (response-check.ts).
 */
export class HttpClient {
  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  with(headers: Record<string, string>): HttpClient {
    return new HttpClient(this.baseUrl, { ...this.defaultHeaders, ...headers });
  }

  get<T = any>(path: string, options: RequestOptions = {}) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, { ...options, body });
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...(options.headers ?? {}) };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
        headers['content-type'] = 'application/json';
      }
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    if (!options.unchecked) {
      await assertDocumentedResponse(this.baseUrl, {
        method,
        path,
        status: response.status,
        contentType: response.headers.get('content-type'),
        text,
        body: parsed,
      });
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
}
