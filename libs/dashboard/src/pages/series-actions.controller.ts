import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { newSeriesForm, readSeriesForm, SERIES_FORM_FIELDS, seriesFormOf } from '../forms/series-form';
import { SeriesActionsService } from '../tournaments/series-actions.service';
import { ActionRequest, TournamentActionsService, TournamentFormRefused } from '../tournaments/tournament-actions.service';
import { refusedFormFlash } from '../views/page-parts';
import { seriesFormPage, SeriesFormView } from '../views/series-form.view';
import { SeriesAction, seriesConfirmPage, SeriesConfirmView } from '../views/series-actions.view';
import { durationText } from '../views/series.view';
import { DashboardAction, DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser, formField } from '../web/dashboard-request';
import { redirectTo, sendPage } from '../web/render';

export function actionRequest(request: FastifyRequest): ActionRequest {
  return { method: request.method, path: request.url.split('?')[0], requestId: String(request.id), clientIp: request.ip };
}

/** What becomes of the tournaments a series created: "the 3 tournaments it already created are kept". */
export function keptText(count: number): string {
  if (count === 0) return 'it has not created any tournament yet';
  return count === 1 ? 'the 1 tournament it already created is kept' : `the ${count} tournaments it already created are kept`;
}

const startText = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Managing the operator's series (roles granting tournaments.manage): create and edit on one form
 * (schedule, lead time, template) with a preview of the next starts, and pause, resume and delete,
 * each behind a confirmation page that says what happens to its tournaments, all through the
 * API's own SeriesService. Another operator's series is a 404, exactly like an unknown id.
 */
@DashboardPages()
@Controller('dashboard/series')
export class SeriesActionsController {
  constructor(
    private readonly actions: SeriesActionsService,
    private readonly tournaments: TournamentActionsService,
  ) {}

  @Get('new')
  @DashboardAction('tournaments.manage')
  async newForm(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply) {
    const form = newSeriesForm(await this.tournaments.operatorCurrency(user), this.actions.newExternalId());
    return sendPage(reply, seriesFormPage(user, { form }));
  }

  @Post()
  @DashboardAction('tournaments.manage')
  async create(
    @CurrentDashboardUser() user: DashboardContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const form = readSeriesForm(body);
    try {
      if (formField(body, 'intent') === 'preview') {
        const dto = await this.actions.checkCreate(user, form);
        return sendPage(reply, seriesFormPage(user, { form, preview: this.actions.startsOf(dto.schedule) }));
      }
      const id = await this.actions.create(user, form, actionRequest(request));
      return redirectTo(reply, `/dashboard/series/${id}?done=created`);
    } catch (error) {
      return this.refusedForm(user, reply, error, { form }, 'The series was not created: correct the fields marked below.');
    }
  }

  @Get(':id/edit')
  @DashboardAction('tournaments.manage')
  async editForm(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    const series = await this.actions.current(user, id);
    return sendPage(reply, seriesFormPage(user, { series, form: seriesFormOf(series) }));
  }

  @Post(':id/edit')
  @DashboardAction('tournaments.manage')
  async edit(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const series = await this.actions.current(user, id);
    const form = readSeriesForm(body);
    form.series.external_id = series.external_id;
    try {
      if (formField(body, 'intent') === 'preview') {
        const schedule = form.series.schedule.replace(/\r\n/g, '\n').trim();
        await this.actions.checkUpdate(user, series, form).catch((error: unknown) => {
          // Nothing changed yet is no reason to refuse a preview.
          if (error instanceof TournamentFormRefused && error.errors.body) return undefined;
          throw error;
        });
        return sendPage(reply, seriesFormPage(user, { series, form, preview: this.actions.startsOf(schedule) }));
      }
      await this.actions.update(user, series, form, actionRequest(request));
      return redirectTo(reply, `/dashboard/series/${id}?done=updated`);
    } catch (error) {
      return this.refusedForm(user, reply, error, { series, form }, 'Nothing was saved: correct the fields marked below.');
    }
  }

  @Get(':id/pause')
  @DashboardAction('tournaments.manage')
  confirmPause(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    return this.confirm(user, id, 'pause', reply);
  }

  @Get(':id/resume')
  @DashboardAction('tournaments.manage')
  confirmResume(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    return this.confirm(user, id, 'resume', reply);
  }

  @Get(':id/delete')
  @DashboardAction('tournaments.manage')
  confirmDelete(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    return this.confirm(user, id, 'delete', reply);
  }

  @Post(':id/pause')
  @DashboardAction('tournaments.manage')
  pause(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.act(user, id, 'pause', request, reply);
  }

  @Post(':id/resume')
  @DashboardAction('tournaments.manage')
  resume(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.act(user, id, 'resume', request, reply);
  }

  @Post(':id/delete')
  @DashboardAction('tournaments.manage')
  remove(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.act(user, id, 'delete', request, reply);
  }

  private refusedForm(
    user: DashboardContext,
    reply: FastifyReply,
    error: unknown,
    view: Omit<SeriesFormView, 'errors' | 'flash'>,
    summary: string,
  ) {
    if (!(error instanceof TournamentFormRefused)) throw error;
    const flash = refusedFormFlash(error.errors, SERIES_FORM_FIELDS, summary);
    return sendPage(reply, seriesFormPage(user, { ...view, errors: error.errors, flash }), error.status);
  }

  private async confirm(user: DashboardContext, id: string, action: SeriesAction, reply: FastifyReply) {
    const view = await this.confirmation(user, id, action);
    return sendPage(reply, seriesConfirmPage(user, view), view.refusal ? 409 : 200);
  }

  private async act(user: DashboardContext, id: string, action: SeriesAction, request: FastifyRequest, reply: FastifyReply) {
    const view = await this.confirmation(user, id, action);
    // Paused or resumed meanwhile (another tab, another operator user): the page says so.
    if (view.refusal) return sendPage(reply, seriesConfirmPage(user, view), 409);
    if (action === 'delete') {
      await this.actions.remove(user, id, actionRequest(request));
      return redirectTo(reply, '/dashboard/series?done=deleted');
    }
    await this.actions.setActive(user, id, action === 'resume', actionRequest(request));
    return redirectTo(reply, `/dashboard/series/${id}?done=${action === 'resume' ? 'resumed' : 'paused'}`);
  }

  /** The confirmation of an action: what it will do, counted from the series now, or why it is refused. */
  private async confirmation(user: DashboardContext, id: string, action: SeriesAction): Promise<SeriesConfirmView> {
    const series = await this.actions.current(user, id);
    const kept = keptText(await this.actions.createdCount(user, series.series_id));
    if (action === 'pause') {
      const base = { series, action, title: `Pause ${series.name}?`, button: 'Pause series' };
      if (!series.active) return { ...base, refusal: 'The series is already paused.' };
      const next = series.next_starts[0];
      return {
        ...base,
        consequence: `No more tournaments will be created until it is resumed; ${kept}${next ? ` (the next start would be ${startText(next)})` : ''}. Those already created keep their own schedule.`,
      };
    }
    if (action === 'resume') {
      const base = { series, action, title: `Resume ${series.name}?`, button: 'Resume series' };
      if (series.active) return { ...base, refusal: 'The series is already active.' };
      const next = this.actions.startsIfActive(series)[0];
      const when = next ? `the next start is ${startText(next)}` : 'its schedule has no start left';
      return {
        ...base,
        consequence: `Tournaments will be created again, each ${durationText(series.lead_time_seconds)} before its start; ${when}. Starts that passed while it was paused get none; ${kept}.`,
      };
    }
    return {
      series,
      action,
      title: `Delete ${series.name}?`,
      button: 'Delete series',
      consequence: `The series is deleted for good: no more tournaments will be created; ${kept}${kept.startsWith('the ') ? ', with their registrations and money' : ''}.`,
    };
  }
}
