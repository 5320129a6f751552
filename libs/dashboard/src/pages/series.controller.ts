import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { AppConfig } from '@app/common';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { SeriesPagesService } from '../tournaments/series-pages.service';
import { SERIES_DONE, seriesDetailPage } from '../views/series-detail.view';
import { SERIES_LIST_DONE, seriesListPage } from '../views/series.view';
import { doneFlash } from '../views/page-parts';
import { DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { sendPage } from '../web/render';

/**
 * The operator's tournament series, read-only: the list with each series' next starts, and a
 * series with its template and the tournaments it created. Another operator's series is a 404,
 * exactly like an unknown id.
 */
@DashboardPages()
@Controller('dashboard/series')
export class SeriesPagesController {
  constructor(
    private readonly pages: SeriesPagesService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async list(
    @CurrentDashboardUser() user: DashboardContext,
    @Query() query: unknown,
    @Query('done') done: unknown,
    @Res() reply: FastifyReply,
  ) {
    const view = await this.pages.list(user, query);
    return sendPage(reply, seriesListPage(user, view, doneFlash(SERIES_LIST_DONE, done)), view.errors ? 422 : 200);
  }

  @Get(':id')
  async detail(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Query() query: unknown,
    @Query('done') done: unknown,
    @Res() reply: FastifyReply,
  ) {
    const view = await this.pages.detail(user, id, query);
    const flash = doneFlash(SERIES_DONE, done);
    return sendPage(reply, seriesDetailPage(user, view, this.config.extraCurrencies, flash), view.errors ? 422 : 200);
  }
}
