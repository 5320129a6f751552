import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AdminActor, AdminService } from '@app/operators';
import { CreateApiKeyDto } from '@app/operators';
import { Clock, ValidationFailedException } from '@app/common';
import { KEY_FORM_FIELDS, keyFormErrors, readKeyForm, toCreateKeyBody } from '../forms/key-form';
import { humanFieldErrors, pageNumber, validateForm } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { keysPage, KeysView } from '../views/keys.view';
import { Flash } from '../views/layout';
import { doneFlash, refusedFormFlash } from '../views/page-parts';
import { confirmationPage } from '../views/confirm.view';
import { DashboardAction, DashboardPages } from '../web/dashboard-page.decorator';
import { OneTimeTickets } from '../web/one-time-tickets';
import { CurrentDashboardUser } from '../web/dashboard-request';
import { redirectTo, sendPage } from '../web/render';

const PAGE_SIZE = 25;

const DONE: Record<string, Flash> = {
  revoked: { kind: 'success', message: 'The key was revoked. Requests made with it are now refused.' },
};

/** How long the page the create form redirects to can still show the new key's secret, once. */
export const NEW_KEY_TICKET_TTL_MS = 60_000;

const SECRET_GONE: Flash = {
  kind: 'info',
  message:
    'The key was created, but its secret is shown only once, right after creating it, and cannot be shown again. If it was not copied, revoke the key and create another.',
};

interface NewKeyTicket {
  name: string;
  apiKey: string;
}

/**
 * API keys of the user's operator: list, create (POST, 303, then the secret shown once on the
 * page the redirect leads to, through a one-time ticket of the session), revoke (after a
 * confirmation page).
 */
@DashboardPages()
@Controller('dashboard/keys')
export class KeysPagesController {
  constructor(
    private readonly admin: AdminService,
    private readonly clock: Clock,
    private readonly tickets: OneTimeTickets,
  ) {}

  @Get()
  async list(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>) {
    if (query.created !== undefined) {
      // The page the create form redirected to: the secret once, then never again (a reload finds no ticket).
      const created = this.tickets.take<NewKeyTicket>(user.sessionId, 'new-key', query.created);
      const view = await this.listView(user, 1);
      return sendPage(reply, keysPage(user, created ? { ...view, created } : { ...view, flash: SECRET_GONE }));
    }
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
      // The secret stays in memory, for this session's next page only: never in a URL, a cookie or storage.
      const ticket: NewKeyTicket = { name: created.name, apiKey: created.api_key };
      const id = this.tickets.issue(user.sessionId, 'new-key', ticket, NEW_KEY_TICKET_TTL_MS);
      return redirectTo(reply, `/dashboard/keys?created=${id}`);
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      const errors = keyFormErrors(humanFieldErrors(error.errors));
      const flash = refusedFormFlash(errors, KEY_FORM_FIELDS, 'The key was not created: correct the fields marked below.');
      return sendPage(reply, keysPage(user, { ...(await this.listView(user, 1)), form, errors, flash }), 422);
    }
  }

  /** What revoking the key does, and the button that does it; another operator's key is a 404 page. */
  @Get(':keyId/revoke')
  @DashboardAction('keys.manage')
  async confirmRevoke(@CurrentDashboardUser() user: DashboardContext, @Param('keyId') keyId: string, @Res() reply: FastifyReply) {
    const key = await this.admin.getApiKey(user.operatorId, keyId);
    if (key.revoked_at) {
      return sendPage(
        reply,
        confirmationPage(user, {
          section: 'keys',
          title: `Key ${key.name} is already revoked`,
          consequences: ['Requests made with it are already refused; there is nothing left to revoke.'],
          button: '',
          cancelHref: '/dashboard/keys',
          cancelLabel: 'Back to the keys',
        }),
      );
    }
    return sendPage(
      reply,
      confirmationPage(user, {
        section: 'keys',
        title: `Revoke key ${key.name}?`,
        consequences: [
          `Integrations using it stop working immediately: every request made with key ${key.name} (${key.key_prefix}, ${key.role}) is refused from now on.`,
          'A revoked key cannot be restored; create a new key for an integration that still needs one.',
        ],
        action: `/dashboard/keys/${key.key_id}/revoke`,
        button: 'Revoke key',
        cancelHref: '/dashboard/keys',
      }),
    );
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
