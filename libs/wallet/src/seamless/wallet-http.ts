import { Agent as HttpAgent, IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { BLOCKED_ADDRESS_CODE, GuardedLookup } from './wallet-dns';

/**
 * One POST to a wallet over node:http(s), with the connection's `lookup` replaced by the guarded
 * one (SSRF check at connect time), no redirects followed, a total deadline and a cap on the
 * response size. Never throws: failures come back as `{ ok: false, error }`.
 */

export interface WalletHttpOptions {
  timeoutMs: number;
  lookup: GuardedLookup;
  agents: { http: HttpAgent; https: HttpsAgent };
  /** Larger responses are abandoned (outcome unknown). */
  maxResponseBytes?: number;
}

export type WalletHttpResult = { ok: true; status: number; body: string } | { ok: false; error: string; blocked?: boolean };

const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;

export function postWalletRequest(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: WalletHttpOptions,
): Promise<WalletHttpResult> {
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  return new Promise<WalletHttpResult>((resolve) => {
    let settled = false;
    const finish = (result: WalletHttpResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    let request;
    try {
      request = send({
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: url.pathname,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'tournament-service-wallet/1' },
        lookup: options.lookup as never,
        agent: secure ? options.agents.https : options.agents.http,
        signal: controller.signal,
      });
    } catch (error) {
      finish({ ok: false, error: `request failed: ${(error as Error).message}` });
      return;
    }
    const failed = (error: NodeJS.ErrnoException) => {
      if (controller.signal.aborted) {
        finish({ ok: false, error: `no answer within ${options.timeoutMs} ms` });
      } else if (error.code === BLOCKED_ADDRESS_CODE) {
        finish({ ok: false, error: `refused to connect: ${error.message}`, blocked: true });
      } else {
        finish({ ok: false, error: `connection failed: ${error.code ? `${error.code} ` : ''}${error.message}` });
      }
    };
    request.on('error', failed);
    request.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          finish({ ok: false, error: `HTTP ${response.statusCode} with a response over ${maxBytes} bytes` });
          response.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        finish({ ok: true, status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', failed);
      response.on('close', () => {
        if (!response.complete) failed(Object.assign(new Error('connection closed before the whole response'), { code: 'ECONNRESET' }));
      });
    });
    request.end(body);
  });
}
