import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { DomainException, ErrorCode, ValidationFailedException } from '@app/common';
import { assertUpdatable, TournamentDto, TournamentStatus } from '@app/tournaments';
import { formatDecimalMoney } from '../domain/money-text';
import { newTournamentForm, readTournamentForm, TOURNAMENT_FORM_FIELDS, TournamentForm, tournamentFormOf } from '../forms/tournament-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { ActionRequest, TournamentActionsService, TournamentFormRefused } from '../tournaments/tournament-actions.service';
import { ConfirmView, tournamentConfirmPage, tournamentFormPage, TournamentFormView } from '../views/tournament-actions.view';
import { refusedFormFlash } from '../views/page-parts';
import { DashboardAction, DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser, formField } from '../web/dashboard-request';
import { redirectTo, sendPage } from '../web/render';

type Action = ConfirmView['action'];

/** Why a tournament cannot be edited, in the API's words; undefined while it can. */
export function editRefusal(status: string): string | undefined {
  try {
    assertUpdatable(status as TournamentStatus);
    return undefined;
  } catch (error) {
    if (error instanceof DomainException) return `${error.message}. Only a scheduled tournament can be edited.`;
    throw error;
  }
}

function actionRequest(request: FastifyRequest): ActionRequest {
  return { method: request.method, path: request.url.split('?')[0], requestId: String(request.id), clientIp: request.ip };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Managing the operator's tournaments (roles granting tournaments.manage): create and edit on
 * one form with a prize table, and start, complete and cancel, each behind a confirmation page
 * that says what happens to the money. Everything goes through the API's own services.
 */
@DashboardPages()
@Controller('dashboard/tournaments')
export class TournamentActionsController {
  constructor(private readonly actions: TournamentActionsService) {}

  @Get('new')
  @DashboardAction('tournaments.manage')
  async newForm(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply) {
    const form = newTournamentForm(await this.actions.operatorCurrency(user), this.actions.newExternalId());
    return sendPage(reply, tournamentFormPage(user, { form }));
  }

  @Post()
  @DashboardAction('tournaments.manage')
  async create(
    @CurrentDashboardUser() user: DashboardContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const form = readTournamentForm(body);
    const preview = formField(body, 'intent') === 'preview';
    try {
      if (preview) {
        await this.actions.checkCreate(user, form);
        return sendPage(reply, tournamentFormPage(user, { form, preview: await this.actions.prizeTable(user, form) }));
      }
      const id = await this.actions.create(user, form, actionRequest(request));
      return redirectTo(reply, `/dashboard/tournaments/${id}?done=created`);
    } catch (error) {
      return this.refusedForm(user, reply, error, { form }, 'The tournament was not created: correct the fields marked below.');
    }
  }

  /** The prize table of the form as it is, for the form's script (JSON; nothing saved). */
  @Post('prize-preview')
  @HttpCode(200)
  @DashboardAction('tournaments.manage')
  async prizePreview(
    @CurrentDashboardUser() user: DashboardContext,
    @Query('tournament') tournamentId: string | undefined,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const form = readTournamentForm(body);
    try {
      const edited = tournamentId ? await this.actions.current(user, tournamentId) : undefined;
      const table = await this.actions.prizeTable(user, form, edited);
      return reply.header('cache-control', 'no-store').send({ ok: true, ...table });
    } catch (error) {
      if (!(error instanceof TournamentFormRefused)) throw error;
      return reply.header('cache-control', 'no-store').send({ ok: false, errors: error.errors });
    }
  }

  @Get(':id/edit')
  @DashboardAction('tournaments.manage')
  async editForm(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    const tournament = await this.actions.current(user, id);
    const refusal = editRefusal(tournament.status);
    return sendPage(reply, tournamentFormPage(user, { tournament, form: tournamentFormOf(tournament), refusal }), refusal ? 409 : 200);
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
    const tournament = await this.actions.current(user, id);
    const form = readTournamentForm(body);
    const refusal = editRefusal(tournament.status);
    if (refusal) return sendPage(reply, tournamentFormPage(user, { tournament, form, refusal }), 409);
    try {
      if (formField(body, 'intent') === 'preview') {
        const preview = await this.actions.prizeTable(user, form, tournament);
        return sendPage(reply, tournamentFormPage(user, { tournament, form, preview }));
      }
      await this.actions.update(user, id, form, actionRequest(request));
      return redirectTo(reply, `/dashboard/tournaments/${id}?done=updated`);
    } catch (error) {
      if (
        error instanceof DomainException &&
        !(error instanceof ValidationFailedException) &&
        error.code !== ErrorCode.TournamentNotFound
      ) {
        // Started or cancelled meanwhile: the page says so, as on a fresh visit.
        const now = await this.actions.current(user, id);
        const why = editRefusal(now.status);
        if (why) return sendPage(reply, tournamentFormPage(user, { tournament: now, form, refusal: why }), 409);
      }
      return this.refusedForm(user, reply, error, { tournament, form }, 'Nothing was saved: correct the fields marked below.');
    }
  }

  @Get(':id/start')
  @DashboardAction('tournaments.manage')
  confirmStart(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    return this.confirm(user, id, 'start', reply);
  }

  @Get(':id/complete')
  @DashboardAction('tournaments.manage')
  confirmComplete(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    return this.confirm(user, id, 'complete', reply);
  }

  @Get(':id/cancel')
  @DashboardAction('tournaments.manage')
  confirmCancel(@CurrentDashboardUser() user: DashboardContext, @Param('id') id: string, @Res() reply: FastifyReply) {
    return this.confirm(user, id, 'cancel', reply);
  }

  @Post(':id/start')
  @DashboardAction('tournaments.manage')
  start(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.act(user, id, 'start', request, reply, undefined);
  }

  @Post(':id/complete')
  @DashboardAction('tournaments.manage')
  complete(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.act(user, id, 'complete', request, reply, undefined);
  }

  @Post(':id/cancel')
  @DashboardAction('tournaments.manage')
  cancel(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    return this.act(user, id, 'cancel', request, reply, body);
  }

  private async confirm(user: DashboardContext, id: string, action: Action, reply: FastifyReply) {
    const view = await this.confirmation(user, id, action);
    return sendPage(reply, tournamentConfirmPage(user, view), view.refusal ? refusalStatus(view) : 200);
  }

  private async act(user: DashboardContext, id: string, action: Action, request: FastifyRequest, reply: FastifyReply, body: unknown) {
    const reason = formField(body, 'reason');
    try {
      let done = DONE_CODES[action];
      if (action === 'start') await this.actions.start(user, id, actionRequest(request));
      else if (action === 'complete') {
        // The message after it says whether it paid prizes, as the button did.
        if ((await this.actions.complete(user, id, actionRequest(request))) === 0) done = 'completed_without_prizes';
      } else await this.actions.cancel(user, id, reason, actionRequest(request));
      return redirectTo(reply, `/dashboard/tournaments/${id}?done=${done}`);
    } catch (error) {
      if (error instanceof TournamentFormRefused) {
        const view = await this.confirmation(user, id, action);
        const flash = refusedFormFlash(error.errors, ['reason'], 'The tournament was not cancelled.');
        return sendPage(reply, tournamentConfirmPage(user, { ...view, reason, errors: error.errors, flash }), error.status);
      }
      if (!(error instanceof DomainException) || error.code === ErrorCode.TournamentNotFound) throw error;
      // Refused by the API (the state changed meanwhile, too few players): the page says why.
      const view = await this.confirmation(user, id, action);
      const refusal = view.refusal ?? `${error.message}.`;
      return sendPage(reply, tournamentConfirmPage(user, { ...view, refusal }), refusalStatus({ ...view, refusal }));
    }
  }

  /** The confirmation of an action: what it will do, computed from the tournament now, or why it is refused. */
  private async confirmation(user: DashboardContext, id: string, action: Action): Promise<ConfirmView> {
    const tournament = await this.actions.current(user, id);
    const money = (decimal: string) => formatDecimalMoney(decimal, tournament.currency);
    const base = { tournament, action, ...CONFIRM_TEXT[action](tournament) };
    try {
      if (action === 'start') {
        const p = await this.actions.previewStart(user, id);
        const registration =
          p.lateRegistrationMinutes > 0
            ? `registration stays open for ${plural(p.lateRegistrationMinutes, 'minute')} (late registration)`
            : 'registration closes';
        return {
          ...base,
          consequence: `${p.players === 1 ? '1 player is' : `${p.players} players are`} registered; ${registration}. The tournament starts now with a prize pool of ${money(p.prizePool)}; the entry fees stay held until it completes or is cancelled.`,
        };
      }
      if (action === 'complete') {
        const p = await this.actions.previewComplete(user, id);
        const prizes =
          p.winners > 0
            ? `Prizes of ${money(p.totalPrizes)} will be paid to ${plural(p.winners, 'player')}`
            : `No prizes will be paid (prize pool ${money(p.prizePool)})`;
        return {
          ...base,
          // The button says what it does: a completion that pays nobody pays no prizes.
          button: p.winners > 0 ? base.button : 'Complete without prizes',
          consequence: `${prizes}, from the current standings of ${plural(p.players, 'player')}. The final positions are fixed and the tournament ends.`,
        };
      }
      const p = await this.actions.previewCancel(user, id);
      const refunds =
        p.playersRefunded > 0
          ? `${p.playersRefunded === 1 ? '1 player' : `${p.playersRefunded} players`} will be refunded ${money(p.totalRefunded)} in total`
          : 'Nobody has paid anything, so nothing is refunded';
      return {
        ...base,
        consequence: `${refunds}. The tournament is cancelled for good: no prizes are paid and nobody can register.`,
      };
    } catch (error) {
      if (error instanceof ValidationFailedException) {
        return {
          ...base,
          refusal: `${Object.values(error.errors).flat().join('; ')}: it cannot start yet.`.replace(/^./, (c) => c.toUpperCase()),
        };
      }
      if (error instanceof DomainException && error.code !== ErrorCode.TournamentNotFound) return { ...base, refusal: `${error.message}.` };
      throw error;
    }
  }

  private async refusedForm(
    user: DashboardContext,
    reply: FastifyReply,
    error: unknown,
    view: Omit<TournamentFormView, 'errors' | 'flash'>,
    summary: string,
  ) {
    if (!(error instanceof TournamentFormRefused)) throw error;
    const flash = refusedFormFlash(error.errors, TOURNAMENT_FORM_FIELDS, summary);
    return sendPage(
      reply,
      tournamentFormPage(user, { ...view, form: view.form as TournamentForm, errors: error.errors, flash }),
      error.status,
    );
  }
}

const DONE_CODES: Record<Action, string> = { start: 'started', complete: 'completed', cancel: 'cancelled' };

const CONFIRM_TEXT: Record<Action, (t: TournamentDto) => { title: string; button: string }> = {
  start: (t) => ({ title: `Start ${t.name} now?`, button: 'Start now' }),
  complete: (t) => ({ title: `Complete ${t.name}?`, button: 'Complete and pay prizes' }),
  cancel: (t) => ({ title: `Cancel ${t.name}?`, button: 'Cancel tournament' }),
};

/** 409 for a refusal by state, 422 for too few players (as the API answers). */
function refusalStatus(view: ConfirmView): number {
  return view.action === 'start' && /required players/.test(view.refusal ?? '') ? 422 : 409;
}
