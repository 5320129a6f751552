import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AdminActor, AdminService } from '@app/operators';
import { CreateApiKeyDto } from '@app/operators';
import { Clock, ValidationFailedException } from '@app/common';
import { KEY_FORM_FIELDS, keyFormErrors, readKeyForm, toCreateKeyBody } from '../forms/key-form';
import { pageNumber, validateForm } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { keysPage, KeysView } from '../views/keys.view';
import { Flash } from '../views/layout';
import { doneFlash, refusedFormFlash } from '../views/page-parts';
import { DashboardAction, DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { redirectTo, sendPage } from '../web/render';

const PAGE_SIZE = 25;

const DONE: Record<string, Flash> = {
  revoked: { kind: 'success', message: 'The key was revoked. Requests made with it are now refused.' },
};

/** API keys of the user's operator (D13): list, create (secret shown once), revoke. */
@DashboardPages()
@Controller('dashboard/keys')
export class KeysPagesController {
  constructor(
    private readonly admin: AdminService,
    private readonly clock: Clock,
  ) {}

  @Get()
  async list(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>) {
    const view = await this.listView(user, pageNumber(query.page));
    return sendPage(reply, keysPage(user, { ...view, flash: doneFlash(DONE, query.done) }));
  }

  @Post()
  @DashboardAction('keys.manage')
  async create(
    @CurrentDashboardUser() user: DashboardContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const form = readKeyForm(body);
    try {
      const dto = validateForm(CreateApiKeyDto, toCreateKeyBody(form));
      const created = await this.admin.createApiKey(user.operatorId, dto, actor(user, request));
      // The secret goes into this response only: never into a URL, a redirect or storage.
      const view = await this.listView(user, 1);
      return sendPage(reply, keysPage(user, { ...view, created: { name: created.name, apiKey: created.api_key } }), 201);
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      const errors = keyFormErrors(error.errors);
      const flash = refusedFormFlash(errors, KEY_FORM_FIELDS, 'The key was not created: correct the fields marked below.');
      return sendPage(reply, keysPage(user, { ...(await this.listView(user, 1)), form, errors, flash }), 422);
    }
  }

  /** Another operator's key, an unknown id or a malformed one: the same 404 page, nothing changed. */
  @Post(':keyId/revoke')
  @DashboardAction('keys.manage')
  async revoke(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('keyId') keyId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.admin.revokeApiKey(user.operatorId, keyId, actor(user, request));
    return redirectTo(reply, '/dashboard/keys?done=revoked');
  }

  private async listView(user: DashboardContext, page: number): Promise<Omit<KeysView, 'flash'>> {
    const list = await this.admin.listApiKeys(user.operatorId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return { keys: list.api_keys, page, hasMore: list.pagination.hasMore, total: list.pagination.total, now: this.clock.now() };
  }
}

function actor(user: DashboardContext, request: FastifyRequest): AdminActor {
  return { via: 'dashboard', userId: user.userId, requestId: String(request.id), clientIp: request.ip };
}
