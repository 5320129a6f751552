import { Controller, Get, Query, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { parseOverviewRange, readOverviewRange } from '../forms/overview-range';
import { MoneyService } from '../money/money.service';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { overviewPage } from '../views/overview.view';
import { DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { sendPage } from '../web/render';

/**
 * The operator's money at a glance: per day and currency over a range of days, from the ledger,
 * with the registrations, and the prize pools of the tournaments completed against their
 * guarantees. Read-only: every role sees it.
 */
@DashboardPages()
@Controller('dashboard/overview')
export class OverviewPagesController {
  constructor(private readonly money: MoneyService) {}

  @Get()
  async show(@CurrentDashboardUser() user: DashboardContext, @Query() query: unknown, @Res() reply: FastifyReply) {
    const typed = readOverviewRange(query);
    const parsed = parseOverviewRange(typed);
    if (!parsed.ok) {
      const message = `The range was not applied. ${Object.values(parsed.errors).flat().join(' ')}`;
      return sendPage(reply, overviewPage(user, { form: typed, errors: parsed.errors, flash: { kind: 'error', message } }), 422);
    }
    const { range } = parsed;
    const overview = await this.money.overview(user.operatorId, range);
    return sendPage(reply, overviewPage(user, { form: { from: range.fromDay, to: range.toDay }, range, overview }));
  }
}
