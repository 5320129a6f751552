import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@app/common';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { TournamentPagesService } from '../tournaments/tournament-pages.service';
import { TournamentStreamService } from '../tournaments/tournament-stream.service';
import { TOURNAMENT_DONE, tournamentDetailPage } from '../views/tournament-detail.view';
import { doneFlash } from '../views/page-parts';
import { tournamentsPage } from '../views/tournaments.view';
import { DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { sendPage } from '../web/render';

/**
 * The operator's tournaments: the list with the API's filters, a tournament's detail, the live
 * stream its page follows while the tournament is live, and the leaderboard JSON the page polls
 * instead in a browser without EventSource (D13). Another operator's tournament is a 404,
 * exactly like an unknown id.
 */
@DashboardPages()
@Controller('dashboard/tournaments')
export class TournamentsPagesController {
  constructor(
    private readonly pages: TournamentPagesService,
    private readonly streams: TournamentStreamService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async list(@CurrentDashboardUser() user: DashboardContext, @Query() query: unknown, @Res() reply: FastifyReply) {
    const view = await this.pages.list(user, query);
    return sendPage(reply, tournamentsPage(user, view, this.config.extraCurrencies), view.errors ? 422 : 200);
  }

  @Get(':id/leaderboard.json')
  async leaderboard(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    return reply.header('cache-control', 'no-store').send(await this.pages.liveLeaderboard(user, id));
  }

  @Get(':id/live')
  async live(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.streams.follow(user, id, request, reply);
  }

  @Get(':id')
  async detail(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Query('done') done: unknown,
    @Res() reply: FastifyReply,
  ) {
    const flash = doneFlash(TOURNAMENT_DONE, done);
    return sendPage(reply, tournamentDetailPage(user, await this.pages.detail(user, id), this.config.extraCurrencies, flash));
  }
}
