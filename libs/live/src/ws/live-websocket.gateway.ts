import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import { WebSocket, WebSocketServer } from 'ws';
import { AppConfig, DomainException, ErrorCode, MetricsService, toErrorResponse } from '@app/common';
import { LapsedConnections } from '../lapsed-connections';
import { LiveStandingsHub } from '../live-standings.hub';
import { replyHeaders } from '../reply-headers';
import { StreamCredentials, StreamViewer } from '../stream-credentials';
import { LiveSocket } from './live-socket';

export const LIVE_WEBSOCKET_PATH = '/api/ws';
/** The largest message a client may send (a subscribe is about 150 bytes); a larger one closes the connection (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** How long shutdown waits for clients to answer the close frame before dropping their connections. */
const CLOSE_GRACE_MS = 1000;

interface PendingUpgrade {
  socket: Duplex;
  head: Buffer;
}

/**
 * The live leaderboards over a WebSocket at GET /api/ws (the ws package, without a server of its
 * own). An upgrade request goes through Fastify like any request (request id, API-Version,
 * client address as TRUST_PROXY says), to a route that authenticates it with the stream
 * credentials and answers a refusal with the usual JSON error, before anything is upgraded.
 * Upgrade requests for other paths (`Upgrade: h2c`, say) are served as plain requests, as they
 * were before this listener existed, and their connection closed after the response.
 */
@Injectable()
export class LiveWebSocketGateway implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LiveWebSocketGateway.name);
  private readonly sockets = new Set<LiveSocket>();
  private readonly pending = new WeakMap<IncomingMessage, PendingUpgrade>();
  private readonly responseHeaders = new WeakMap<IncomingMessage, OutgoingHttpHeaders>();
  private readonly connections: Gauge;
  private wss: WebSocketServer | undefined;
  private fastify: FastifyInstance | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /**
   * A connection does not outlive its credentials: at every heartbeat they are checked again, and
   * a connection whose key has been revoked or has expired, or whose game token has expired or
   * whose player has withdrawn, is closed with 1008 (LiveSocket.lapse).
   */
  private readonly lapses: LapsedConnections;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly hub: LiveStandingsHub,
    private readonly credentials: StreamCredentials,
    private readonly config: AppConfig,
    metrics: MetricsService,
  ) {
    this.lapses = new LapsedConnections(credentials, this.logger, 'live WebSocket connections');
    this.connections = metrics.gauge('live_websocket_connections', 'Open live leaderboard WebSocket connections');
    this.connections.set(0);
  }

  /** Open connections on this instance. */
  get size(): number {
    return this.sockets.size;
  }

  onApplicationBootstrap(): void {
    // An application context without HTTP (the CLI) has no WebSocket either.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify?.server) return;
    this.fastify = fastify;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_CLIENT_MESSAGE_BYTES,
      perMessageDeflate: false,
      clientTracking: false,
    });
    // The 101 carries the headers every response carries (request id, API-Version, rate limits).
    this.wss.on('headers', (headers: string[], request: IncomingMessage) => {
      for (const [name, value] of Object.entries(this.responseHeaders.get(request) ?? {})) {
        if (value !== undefined) headers.push(`${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
      }
    });
    fastify.get(LIVE_WEBSOCKET_PATH, (request, reply) => this.upgrade(request, reply));
    fastify.server.on('upgrade', this.onUpgrade);
    this.heartbeat = setInterval(() => {
      for (const socket of this.sockets) socket.ping();
      void this.lapses.endLapsed(this.sockets);
    }, this.config.streams.heartbeatMs);
    this.heartbeat.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    this.fastify?.server.off('upgrade', this.onUpgrade);
    const open = [...this.sockets];
    const closed = Promise.all(open.map((socket) => new Promise<void>((resolve) => socket.onClosed(resolve))));
    for (const socket of open) socket.close(1001, 'The server is shutting down');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
    clearTimeout(timer);
    for (const socket of this.sockets) socket.terminate();
    this.wss?.close();
  }

  /** Node hands every request with an Upgrade header here; Fastify serves it through a response bound to the raw socket. */
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // A client that goes away mid-handshake must not crash the process.
    socket.on('error', () => socket.destroy());
    this.pending.set(request, { socket, head });
    const response = new ServerResponse(request);
    // No parser reads this connection any more: it cannot carry another request.
    response.shouldKeepAlive = false;
    response.assignSocket(socket as Socket);
    response.once('finish', () => socket.end());
    this.fastify!.routing(request, response);
  };

  private async upgrade(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const pending = this.pending.get(request.raw);
    this.pending.delete(request.raw);
    let viewer: StreamViewer;
    try {
      if (!pending || String(request.headers.upgrade).toLowerCase() !== 'websocket') {
        throw new DomainException(
          ErrorCode.InvalidRequest,
          `${LIVE_WEBSOCKET_PATH} takes WebSocket connections only: send Upgrade: websocket`,
        );
      }
      viewer = await this.credentials.authenticate(request, reply);
    } catch (error) {
      this.refuse(request, reply, error);
      return;
    }
    this.responseHeaders.set(request.raw, replyHeaders(reply));
    reply.hijack();
    this.wss!.handleUpgrade(request.raw, pending.socket, pending.head, (socket: WebSocket) =>
      this.connected(socket, viewer, String(request.id)),
    );
  }

  private connected(socket: WebSocket, viewer: StreamViewer, requestId: string): void {
    const live = new LiveSocket(socket, viewer, { hub: this.hub, credentials: this.credentials, logger: this.logger, requestId });
    this.sockets.add(live);
    this.connections.inc();
    live.onClosed(() => {
      this.sockets.delete(live);
      this.connections.dec();
    });
  }

  /** The JSON error every route answers with, written before any upgrade. */
  private refuse(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
    const response = toErrorResponse(error, String(request.id));
    if (response.status >= 500)
      this.logger.error({ err: error, requestId: request.id }, `WebSocket upgrade failed with ${response.status}`);
    void reply.status(response.status).headers(response.headers).send(response.body);
  }
}
