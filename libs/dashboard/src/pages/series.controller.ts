import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { AppConfig } from '@app/common';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { SeriesPagesService } from '../tournaments/series-pages.service';
import { seriesDetailPage } from '../views/series-detail.view';
import { seriesListPage } from '../views/series.view';
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
  async list(@CurrentDashboardUser() user: DashboardContext, @Query() query: unknown, @Res() reply: FastifyReply) {
    const view = await this.pages.list(user, query);
    return sendPage(reply, seriesListPage(user, view), view.errors ? 422 : 200);
  }

  @Get(':id')
  async detail(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Query() query: unknown,
    @Res() reply: FastifyReply,
  ) {
    const view = await this.pages.detail(user, id, query);
    return sendPage(reply, seriesDetailPage(user, view, this.config.extraCurrencies), view.errors ? 422 : 200);
  }
}
