import { createServer as createHttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo, createServer, Socket } from 'node:net';

/**
 * A loopback TCP listener that counts every connection it receives (and closes it): the place an
 * SSRF attempt would land. Attack cases point hostile URLs at it and assert it saw nothing.
 */
export interface TrapListener {
  port: number;
  connections: number;
  close(): Promise<void>;
}

export async function startTrap(): Promise<TrapListener> {
  const sockets = new Set<Socket>();
  const trap = {
    port: 0,
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((socket) => {
    trap.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  trap.port = (server.address() as AddressInfo).port;
  return trap;
}

/** A loopback HTTP server that answers every request with a redirect, and records the requests. */
export interface Redirector {
  url: string;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

export async function startRedirector(status: number, location: (path: string) => string): Promise<Redirector> {
  const requests: Redirector['requests'] = [];
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '' });
      res.writeHead(status, { location: location(req.url ?? '/'), 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
