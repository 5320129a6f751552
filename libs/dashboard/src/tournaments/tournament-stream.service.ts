import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, DomainException } from '@app/common';
import { LiveStandingsHub } from '@app/live';
import { DashboardContext, DashboardSessionsService } from '../sessions/dashboard-sessions.service';
import { readCookie, SESSION_COOKIE } from '../web/cookies';
import { EventStreamResponse } from '../web/event-stream';
import { DashboardStreamSink } from './dashboard-stream.sink';
import { LIVE_QUERY, ownTournament, TournamentPagesService } from './tournament-pages.service';

/** How long a browser waits before it reconnects a dropped stream. */
export const STREAM_RETRY_MS = 2000;

/**
 * The tournament page's live stream (GET /dashboard/tournaments/:id/live): the live hub's
 * snapshots of the page's leaderboard query (live-standings.ts), each with its counters, its
 * status events, and an `end` event once the tournament is finished.
 *
 * The session is checked like any dashboard request when the stream opens, and again at every
 * heartbeat: once it has ended (signed out, expired, user disabled) the stream ends, and the
 * browser's reconnection is refused with 401, which the page reports. As the polling it replaces
 * did, each check counts as activity of the session.
 */
@Injectable()
export class TournamentStreamService implements OnModuleDestroy {
  private readonly logger = new Logger(TournamentStreamService.name);
  /** Ends each open stream: on shutdown, so the HTTP server can close. */
  private readonly open = new Set<() => void>();

  constructor(
    private readonly hub: LiveStandingsHub,
    private readonly pages: TournamentPagesService,
    private readonly sessions: DashboardSessionsService,
    private readonly config: AppConfig,
  ) {}

  get size(): number {
    return this.open.size;
  }

  /**
   * Subscribes first (refusals are ordinary error replies: 404 for another operator's tournament,
   * as the page itself, 429 past the operator's cap), then takes the reply over and streams.
   */
  async follow(user: DashboardContext, id: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const operatorId = user.operatorId;
    const sink = new DashboardStreamSink(
      (board) => this.pages.counters(operatorId, id, board),
      (error) => this.failed(id, error),
    );
    // Every reconnection gets the current snapshot: the page needs it with its counters.
    const subscription = await ownTournament(
      this.hub.subscribe({
        operatorId,
        tournamentId: id,
        query: { limit: LIVE_QUERY.limit, includeEliminated: LIVE_QUERY.includeEliminated },
        kind: 'sse',
        sink,
      }),
    );
    if (request.method === 'HEAD') {
      subscription.close();
      void reply.status(200).header('cache-control', 'no-store').type('text/event-stream; charset=utf-8').send();
      return;
    }
    const stream = EventStreamResponse.open(reply, STREAM_RETRY_MS);
    const token = readCookie(request, SESSION_COOKIE);
    const heartbeat = setInterval(() => void this.beat(stream, token), this.config.streams.heartbeatMs);
    const end = () => stream.end();
    this.open.add(end);
    stream.onClose(() => {
      clearInterval(heartbeat);
      subscription.close();
      this.open.delete(end);
    });
    sink.attach(stream);
  }

  onModuleDestroy(): void {
    for (const end of [...this.open]) end();
  }

  private async beat(stream: EventStreamResponse, token: string | undefined): Promise<void> {
    stream.comment('heartbeat');
    try {
      const session = await this.sessions.lookup(token);
      if (session.state !== 'signed_in') stream.end();
    } catch (error) {
      // The session store is unreachable: the stream stays, and the next beat checks again.
      this.logger.warn(`Dashboard stream session check failed: ${(error as Error).message}`);
    }
  }

  private failed(tournamentId: string, error: unknown): void {
    // A tournament deleted meanwhile is a 404 on the reconnection, which the page reports.
    if (error instanceof DomainException) return;
    this.logger.warn(`Dashboard stream of ${tournamentId} dropped: ${(error as Error).message}`);
  }
}
