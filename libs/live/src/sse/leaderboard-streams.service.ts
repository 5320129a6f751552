import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, DomainException, toErrorResponse } from '@app/common';
import { LiveStandingsHub, LiveSubscription } from '../live-standings.hub';
import { LapsedConnections } from '../lapsed-connections';
import { replyHeaders } from '../reply-headers';
import { StreamCredentials, StreamViewer } from '../stream-credentials';
import { LeaderboardStreamQueryDto, toStreamQuery } from './leaderboard-stream-query.dto';
import { SseSink } from './sse-sink';

interface OpenStream {
  sink: SseSink;
  subscription: LiveSubscription;
  viewer: StreamViewer;
  close(): void;
  /** The credentials no longer hold: an `event: error` with the refusal, then the end. */
  lapse(refusal: DomainException): void;
}

/** No caching, and no buffering by a proxy in front (nginx reads X-Accel-Buffering). */
const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' };

/** Last-Event-ID: the version of the standings the client holds; anything else is ignored. */
function lastEventId(request: FastifyRequest): number | undefined {
  const value = request.headers['last-event-id'];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text !== undefined && /^\d{1,16}$/.test(text) ? Number(text) : undefined;
}

/**
 * GET /api/tournaments/{id}/leaderboard/stream: a Server-Sent Events response per subscriber of
 * the hub. Everything that can fail (credentials, tournament, the per-operator cap) is settled
 * while the response is still an ordinary one, so errors are the usual JSON; only then is the
 * response taken over from Fastify and its head written.
 *
 * A stream does not outlive its credentials: at every heartbeat the credentials of the open
 * streams are checked again (StreamCredentials.lapsed), and a stream whose key has been revoked
 * or has expired, or whose game token has expired or whose player has withdrawn, gets an
 * `event: error` with the JSON error its reconnection would get, and ends, without a final
 * snapshot: the EventSource reconnects and is refused.
 */
@Injectable()
export class LeaderboardStreams implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LeaderboardStreams.name);
  private readonly streams = new Set<OpenStream>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** At each heartbeat, the connections whose credentials lapsed are ended. */
  private readonly lapses: LapsedConnections;

  constructor(
    private readonly hub: LiveStandingsHub,
    private readonly credentials: StreamCredentials,
    private readonly config: AppConfig,
  ) {
    this.lapses = new LapsedConnections(credentials, this.logger, 'live streams');
  }

  /** Open SSE responses on this instance. */
  get size(): number {
    return this.streams.size;
  }

  onApplicationBootstrap(): void {
    // One timer for every stream: a comment line keeps proxies from closing idle connections.
    this.heartbeat = setInterval(() => {
      for (const stream of this.streams) stream.sink.heartbeat();
      void this.lapses.endLapsed(this.streams);
    }, this.config.streams.heartbeatMs);
    this.heartbeat.unref();
  }

  /** The HTTP server waits for open connections when it closes: the streams end first (clients reconnect elsewhere). */
  beforeApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    for (const stream of [...this.streams]) stream.close();
  }

  async open(
    viewer: StreamViewer,
    request: FastifyRequest,
    reply: FastifyReply,
    tournamentId: string,
    query: LeaderboardStreamQueryDto,
  ): Promise<void> {
    const operatorId = await this.credentials.ownerFor(viewer, tournamentId);
    const raw = reply.raw;
    const sink = new SseSink(raw);
    let gone = false;
    const onGone = () => (gone = true);
    raw.once('close', onGone);
    let subscription: LiveSubscription;
    try {
      subscription = await this.hub.subscribe({
        operatorId,
        tournamentId,
        query: toStreamQuery(query),
        kind: 'sse',
        sink,
        lastVersion: lastEventId(request),
      });
    } finally {
      raw.off('close', onGone);
    }
    reply.hijack();
    if (gone || raw.destroyed || request.raw.socket?.destroyed) {
      subscription.close();
      return;
    }
    // Readable from any origin: a player's page on the operator's site follows its tournament with
    // EventSource, which sends no cookies to a wildcard origin, and the credentials are in the URL or headers.
    const headers = { ...replyHeaders(reply), 'access-control-allow-origin': '*' };
    if (sink.nothingToSend) {
      subscription.close();
      raw.writeHead(204, headers);
      raw.end();
      return;
    }
    // HEAD (Fastify answers it with the GET route): the head of the stream, and nothing to follow.
    if (request.method === 'HEAD') {
      subscription.close();
      raw.writeHead(200, { ...headers, ...SSE_HEADERS });
      raw.end();
      return;
    }
    const stream: OpenStream = {
      sink,
      subscription,
      viewer,
      close: () => {
        if (!this.streams.delete(stream)) return;
        subscription.close();
        if (!raw.writableEnded) raw.end();
      },
      lapse: (refusal) => {
        if (!this.streams.delete(stream)) return;
        subscription.close();
        sink.error(toErrorResponse(refusal, String(request.id)).body);
        if (!raw.writableEnded) raw.end();
      },
    };
    this.streams.add(stream);
    raw.once('close', () => stream.close());
    sink.open({ ...headers, ...SSE_HEADERS });
  }
}
