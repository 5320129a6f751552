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
import { validateForm } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { Flash } from '../views/layout';
import { doneFlash, refusedFormFlash } from '../views/page-parts';
import { settingsPage } from '../views/settings.view';
import { DashboardAction, DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { redirectTo, sendPage } from '../web/render';

const DONE: Record<string, Flash> = {
  saved: { kind: 'success', message: 'Settings saved.' },
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
      await this.admin.updateOperator(user.operatorId, update);
      this.recordChange(user, request, changedSettings(current, update));
      return redirectTo(reply, '/dashboard/settings?done=saved');
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      return this.refused(user, reply, current, form, error.errors);
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

function describe(operator: OperatorResponseDto) {
  return {
    operatorName: operator.name,
    environment: operator.environment,
    secretSet: operator.wallet_secret_set,
    eventsQueueUrl: operator.events_queue_url,
  };
}
