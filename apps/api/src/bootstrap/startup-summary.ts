import { AddressInfo, createServer } from 'node:net';
import { AppConfig } from '@app/common';

/** What a person needs once the service listens, in this order (written as plain text, not a log line). */
export interface StartupSummary {
  /** The address to open in a browser: `http://localhost:3000` for a wildcard HOST. */
  baseUrl: string;
  /** `embedded database in ./data` or `PostgreSQL`. */
  database: string;
  adminApi: boolean;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

/** The URL a person types for the address the server is bound to. */
export function baseUrlOf(host: string, address: AddressInfo | string | null): string {
  const port = typeof address === 'object' && address ? address.port : undefined;
  const shown = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return port === undefined ? `http://${shown}` : `http://${shown}:${port}`;
}

export function formatStartupSummary(summary: StartupSummary): string {
  const { baseUrl } = summary;
  const admin = summary.adminApi
    ? `on at ${baseUrl}/api/admin (header X-Admin-Api-Key: the value of ADMIN_API_KEY)`
    : 'off (set ADMIN_API_KEY, 16 characters or more, to turn on /api/admin)';
  return [
    `Tournament Service listening on ${baseUrl} (${summary.database})`,
    `  Swagger UI:  ${baseUrl}/api/docs`,
    `  Dashboard:   ${baseUrl}/dashboard`,
    `  Admin API:   ${admin}`,
    '',
  ].join('\n');
}

/** The summary is information, shown when the log level shows information (LOG_LEVEL=warn and quieter hide it). */
export function showsInfo(config: Pick<AppConfig, 'logLevel'>): boolean {
  return ['info', 'debug', 'trace'].includes(config.logLevel);
}

/** Why the server could not listen, in one line a person can act on; undefined for any other error. */
export function listenFailure(error: unknown, config: Pick<AppConfig, 'host' | 'port'>): string | undefined {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'EADDRINUSE') return `port ${config.port} is already in use (set PORT to another port)`;
  if (code === 'EACCES') return `no permission to listen on port ${config.port} (set PORT to a port above 1023)`;
  if (code === 'EADDRNOTAVAIL') return `HOST ${config.host} is not an address of this machine (set HOST, e.g. 0.0.0.0 or 127.0.0.1)`;
  return undefined;
}

/**
 * Fails at once, before the database is opened, when the port is taken (the usual case: the
 * service already runs). Listening later can still fail (another process may take the port in
 * between): main.ts handles that too, and seeds only once it listens.
 */
export function checkPortFree(config: Pick<AppConfig, 'host' | 'port'>): Promise<void> {
  if (config.port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ port: config.port, host: config.host }, () => probe.close(() => resolve()));
  });
}
