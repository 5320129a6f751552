import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AdminService } from '@app/operators';
import { AuditLogWriter } from '@app/auth';
import { OperatorResponseDto, UpdateOperatorDto } from '@app/operators';
import { ValidationFailedException } from '@app/common';
import {
  changedSettings,
  queueChangeRefusal,
  READ_ONLY_QUEUE_FIELD,
  readSettingsForm,
  SETTINGS_FIELDS,
  SettingsForm,
  settingsFormOf,
  toUpdateOperatorBody,
} from '../forms/settings-form';
import { humanFieldErrors, validateForm } from '../forms/validate-form';
import { confirmationPage } from '../views/confirm.view';
import { OneTimeTickets } from '../web/one-time-tickets';
import { formField } from '../web/dashboard-request';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { Flash } from '../views/layout';
import { doneFlash, refusedFormFlash } from '../views/page-parts';
import { settingsPage } from '../views/settings.view';
import { DashboardAction, DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { redirectTo, sendPage } from '../web/render';

const DONE: Record<string, Flash> = {
  saved: { kind: 'success', message: 'Settings saved.' },
  mode_seamless: {
    kind: 'success',
    message: 'Settings saved. The wallet mode is now seamless: entry fees and prizes go through your wallet.',
  },
  mode_transfer: {
    kind: 'success',
    message: 'Settings saved. The wallet mode is now transfer: entry fees and prizes move the balances this service keeps.',
  },
  change_gone: {
    kind: 'info',
    message:
      'The wallet mode change was no longer waiting for confirmation (it had expired, or was already confirmed or cancelled). Nothing was saved by it; check the settings below.',
  },
  change_stale: {
    kind: 'error',
    message:
      'The wallet mode was changed by someone else since you asked to switch it. Nothing was saved; check the settings below and save again.',
  },
};

/** How long a wallet mode change waits for its confirmation. */
export const WALLET_MODE_CHANGE_TTL_MS = 10 * 60_000;

/** A validated settings update that switches the wallet mode, waiting on the confirmation page. */
interface PendingWalletModeChange {
  from: string;
  to: string;
  walletUrl: string | null;
  /** The update's body, validated again when confirmed (a typed secret stays in memory only). */
  update: Record<string, unknown>;
  /** The other settings it changes, by name. */
  alsoChanged: string[];
}

const SETTING_NAMES: Record<string, string> = {
  wallet_url: 'the wallet URL',
  wallet_secret: 'the wallet secret',
  events_format: 'the events format',
  currency: 'the default currency',
};

/**
 * The operator's own settings (D13): wallet, events format and default currency. Never name, rate
 * limits or the events queue (shown read-only: only the platform administrator sets it).
 */
@DashboardPages()
@Controller('dashboard/settings')
export class SettingsPagesController {
  constructor(
    private readonly admin: AdminService,
    private readonly audit: AuditLogWriter,
    private readonly tickets: OneTimeTickets,
  ) {}

  @Get()
  async show(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply, @Query('done') done?: string) {
    const operator = await this.admin.getOperator(user.operatorId);
    return sendPage(reply, settingsPage(user, { ...describe(operator), form: settingsFormOf(operator), flash: doneFlash(DONE, done) }));
  }

  @Post()
  @DashboardAction('settings.manage')
  async save(
    @CurrentDashboardUser() user: DashboardContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const form = readSettingsForm(body);
    const current = await this.admin.getOperator(user.operatorId);
    const queueRefusal = queueChangeRefusal(body, current);
    if (queueRefusal) return this.refused(user, reply, current, form, { [READ_ONLY_QUEUE_FIELD]: [queueRefusal] });
    try {
      const update = validateForm(UpdateOperatorDto, toUpdateOperatorBody(form));
      if (update.wallet_mode !== undefined && update.wallet_mode !== current.wallet_mode) {
        // Switching how real money moves: checked now, saved only once confirmed on the next page.
        const checkedUrl = await this.admin.checkOperatorUpdate(user.operatorId, update);
        const newUrl = checkedUrl !== undefined ? checkedUrl : current.wallet_url;
        const pending: PendingWalletModeChange = {
          from: current.wallet_mode,
          to: update.wallet_mode,
          // The wallet that starts being called, or the one that stops being called.
          walletUrl: update.wallet_mode === 'seamless' ? newUrl : current.wallet_url,
          update: toUpdateOperatorBody(form),
          alsoChanged: changedSettings(current, update).filter((name) => name !== 'wallet_mode'),
        };
        const id = this.tickets.issue(user.sessionId, 'wallet-mode-change', pending, WALLET_MODE_CHANGE_TTL_MS);
        return redirectTo(reply, `/dashboard/settings/wallet-mode?change=${id}`);
      }
      await this.admin.updateOperator(user.operatorId, update);
      this.recordChange(user, request, changedSettings(current, update));
      return redirectTo(reply, '/dashboard/settings?done=saved');
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      return this.refused(user, reply, current, form, humanFieldErrors(error.errors));
    }
  }

  /** What switching the wallet mode changes, and the button that saves it. */
  @Get('wallet-mode')
  @DashboardAction('settings.manage')
  confirmWalletMode(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply, @Query('change') change?: string) {
    const pending = this.tickets.peek<PendingWalletModeChange>(user.sessionId, 'wallet-mode-change', change);
    if (!pending) return redirectTo(reply, '/dashboard/settings?done=change_gone');
    return sendPage(
      reply,
      confirmationPage(user, {
        section: 'settings',
        title: `Switch the wallet mode from ${pending.from} to ${pending.to}?`,
        consequences: walletModeConsequences(pending),
        action: '/dashboard/settings/wallet-mode',
        fields: { change: String(change) },
        button: `Switch to ${pending.to}`,
        cancelHref: '/dashboard/settings',
        cancelLabel: 'Cancel: keep the current mode',
      }),
    );
  }

  @Post('wallet-mode')
  @DashboardAction('settings.manage')
  async switchWalletMode(
    @CurrentDashboardUser() user: DashboardContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const pending = this.tickets.take<PendingWalletModeChange>(user.sessionId, 'wallet-mode-change', formField(body, 'change'));
    if (!pending) return redirectTo(reply, '/dashboard/settings?done=change_gone');
    const current = await this.admin.getOperator(user.operatorId);
    if (current.wallet_mode !== pending.from) return redirectTo(reply, '/dashboard/settings?done=change_stale');
    try {
      const update = validateForm(UpdateOperatorDto, pending.update);
      await this.admin.updateOperator(user.operatorId, update);
      this.recordChange(user, request, changedSettings(current, update));
      return redirectTo(reply, `/dashboard/settings?done=mode_${pending.to}`);
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      return this.refused(user, reply, current, settingsFormOf(current), humanFieldErrors(error.errors));
    }
  }

  /** The form again with what the user typed (never the secret) and the messages by the fields. */
  private refused(
    user: DashboardContext,
    reply: FastifyReply,
    current: OperatorResponseDto,
    form: SettingsForm,
    errors: Record<string, string[]>,
  ) {
    const flash = refusedFormFlash(
      errors,
      [...SETTINGS_FIELDS, READ_ONLY_QUEUE_FIELD],
      'Nothing was saved: correct the fields marked below.',
    );
    return sendPage(reply, settingsPage(user, { ...describe(current), form: { ...form, wallet_secret: '' }, errors, flash }), 422);
  }

  /** Names of the changed settings only: values (above all the wallet secret) stay out of the log. */
  private recordChange(user: DashboardContext, request: FastifyRequest, changed: string[]): void {
    if (changed.length === 0) return;
    this.audit.record({
      operatorId: user.operatorId,
      action: 'operator.settings_updated',
      requestId: String(request.id),
      clientIp: request.ip,
      details: { changed, via: 'dashboard', user_id: user.userId },
    });
  }
}

/** The confirmation page's words: what moves money after the switch, and what else is saved. */
export function walletModeConsequences(change: Pick<PendingWalletModeChange, 'to' | 'walletUrl' | 'alsoChanged'>): string[] {
  const lines =
    change.to === 'seamless'
      ? [
          `From the moment you confirm, real money moves through your wallet: every entry fee is debited and every refund and prize credited by calling ${change.walletUrl ?? 'your wallet URL'}, signed with the wallet secret.`,
          'Balances held by this service for your players are not used while the mode is seamless.',
        ]
      : [
          `From the moment you confirm, the service stops calling your wallet${change.walletUrl ? ` at ${change.walletUrl}` : ''}: every entry fee and prize moves the balances this service keeps, which your platform funds with transfers.`,
          'A player without a balance here cannot register for a paid tournament until your platform transfers money in.',
        ];
  if (change.alsoChanged.length > 0) {
    lines.push(`Also saved with it: ${change.alsoChanged.map((name) => SETTING_NAMES[name] ?? name).join(', ')}.`);
  }
  return lines;
}

function describe(operator: OperatorResponseDto) {
  return {
    operatorName: operator.name,
    environment: operator.environment,
    secretSet: operator.wallet_secret_set,
    eventsQueueUrl: operator.events_queue_url,
  };
}
