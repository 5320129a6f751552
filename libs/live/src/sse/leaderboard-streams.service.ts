import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@app/common';
import { LiveStandingsHub, LiveSubscription } from '../live-standings.hub';
import { replyHeaders } from '../reply-headers';
import { StreamCredentials, StreamViewer } from '../stream-credentials';
import { LeaderboardStreamQueryDto, toStreamQuery } from './leaderboard-stream-query.dto';
import { SseSink } from './sse-sink';

interface OpenStream {
  sink: SseSink;
  subscription: LiveSubscription;
  close(): void;
}

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
 */
@Injectable()
export class LeaderboardStreams implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly streams = new Set<OpenStream>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly hub: LiveStandingsHub,
    private readonly credentials: StreamCredentials,
    private readonly config: AppConfig,
  ) {}

  /** Open SSE responses on this instance. */
  get size(): number {
    return this.streams.size;
  }

  onApplicationBootstrap(): void {
    // One timer for every stream: a comment line keeps proxies from closing idle connections.
    this.heartbeat = setInterval(() => {
      for (const stream of this.streams) stream.sink.heartbeat();
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
    const headers = replyHeaders(reply);
    if (sink.nothingToSend) {
      subscription.close();
      raw.writeHead(204, headers);
      raw.end();
      return;
    }
    const stream: OpenStream = {
      sink,
      subscription,
      close: () => {
        if (!this.streams.delete(stream)) return;
        subscription.close();
        if (!raw.writableEnded) raw.end();
      },
    };
    this.streams.add(stream);
    raw.once('close', () => stream.close());
    sink.open({
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
  }
}
