import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AdminActor } from '@app/operators';
import { DomainException, ErrorCode, ValidationFailedException } from '@app/common';
import { humanFieldErrors, pageNumber, validateForm } from '../forms/validate-form';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { CreateDashboardUserDto, DashboardUserDto } from '../users/dashboard-user.dto';
import { DashboardUsersService } from '../users/dashboard-users.service';
import { Flash } from '../views/layout';
import { doneFlash, FieldErrors, refusedFormFlash } from '../views/page-parts';
import { confirmationPage, ConfirmationView } from '../views/confirm.view';
import { newPasswordField, roleName, UserForm, usersPage, UsersView } from '../views/users.view';
import { DashboardAction, DashboardPages } from '../web/dashboard-page.decorator';
import { CurrentDashboardUser, formField } from '../web/dashboard-request';
import { redirectTo, sendPage } from '../web/render';

const PAGE_SIZE = 25;

const DONE: Record<string, Flash> = {
  created: { kind: 'success', message: 'The user was added. They can sign in with the password you set.' },
  role_changed: { kind: 'success', message: 'The role was changed. It applies from the user’s next request.' },
  disabled: { kind: 'success', message: 'The user was disabled and signed out.' },
  enabled: { kind: 'success', message: 'The user was re-enabled and can sign in again.' },
  password_reset: { kind: 'success', message: 'The password was reset and the user was signed out.' },
};

const USER_FORM_FIELDS = ['email', 'role', 'password'] as const;

/**
 * The operator's dashboard users: every role reads the list; only a role granting
 * 'users.manage' adds users, changes roles, disables, re-enables and resets passwords. Every
 * change is a POST answered by a redirect, each destructive one behind a confirmation page.
 * The initial or new password is typed by the administrator: nothing is ever shown back.
 */
@DashboardPages()
@Controller('dashboard/users')
export class UsersPagesController {
  constructor(private readonly users: DashboardUsersService) {}

  @Get()
  async list(@CurrentDashboardUser() user: DashboardContext, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>) {
    const view = await this.listView(user, pageNumber(query.page));
    return sendPage(reply, usersPage(user, { ...view, flash: doneFlash(DONE, query.done) }));
  }

  @Post()
  @DashboardAction('users.manage')
  async create(
    @CurrentDashboardUser() user: DashboardContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const form: UserForm = { email: formField(body, 'email'), role: formField(body, 'role') };
    try {
      const dto = validateForm(CreateDashboardUserDto, { ...form, password: formField(body, 'password') });
      await this.users.create(user.operatorId, dto, actor(user, request));
      return redirectTo(reply, '/dashboard/users?done=created');
    } catch (error) {
      let errors: FieldErrors;
      let status = 422;
      if (error instanceof ValidationFailedException) errors = humanFieldErrors(error.errors);
      else if (error instanceof DomainException && error.code === ErrorCode.Conflict) {
        errors = { email: [error.message] };
        status = 409;
      } else throw error;
      const flash = refusedFormFlash(errors, USER_FORM_FIELDS, 'The user was not added: correct the fields marked below.');
      return sendPage(reply, usersPage(user, { ...(await this.listView(user, 1)), form, errors, flash }), status);
    }
  }

  @Post(':userId/role')
  @DashboardAction('users.manage')
  async changeRole(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('userId') userId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    await this.users.changeRole(user.operatorId, userId, formField(body, 'role'), actor(user, request));
    return redirectTo(reply, '/dashboard/users?done=role_changed');
  }

  @Get(':userId/disable')
  @DashboardAction('users.manage')
  async confirmDisable(@CurrentDashboardUser() user: DashboardContext, @Param('userId') userId: string, @Res() reply: FastifyReply) {
    const target = await this.users.get(user.operatorId, userId);
    return sendPage(reply, confirmationPage(user, disableConfirmation(target)));
  }

  @Post(':userId/disable')
  @DashboardAction('users.manage')
  async disable(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('userId') userId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.users.disable(user.operatorId, userId, actor(user, request));
    return redirectTo(reply, '/dashboard/users?done=disabled');
  }

  @Post(':userId/enable')
  @DashboardAction('users.manage')
  async enable(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('userId') userId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.users.enable(user.operatorId, userId, actor(user, request));
    return redirectTo(reply, '/dashboard/users?done=enabled');
  }

  @Get(':userId/reset-password')
  @DashboardAction('users.manage')
  async confirmReset(@CurrentDashboardUser() user: DashboardContext, @Param('userId') userId: string, @Res() reply: FastifyReply) {
    const target = await this.users.get(user.operatorId, userId);
    return sendPage(reply, confirmationPage(user, resetConfirmation(target)));
  }

  @Post(':userId/reset-password')
  @DashboardAction('users.manage')
  async resetPassword(
    @CurrentDashboardUser() user: DashboardContext,
    @Param('userId') userId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: unknown,
  ) {
    try {
      await this.users.resetPassword(user.operatorId, userId, formField(body, 'password'), actor(user, request));
      return redirectTo(reply, '/dashboard/users?done=password_reset');
    } catch (error) {
      if (!(error instanceof ValidationFailedException)) throw error;
      const target = await this.users.get(user.operatorId, userId);
      const errors = humanFieldErrors(error.errors);
      const flash = refusedFormFlash(errors, ['password'], 'The password was not changed.');
      return sendPage(reply, confirmationPage(user, { ...resetConfirmation(target, errors), flash }), 422);
    }
  }

  private async listView(user: DashboardContext, page: number): Promise<Omit<UsersView, 'flash'>> {
    const list = await this.users.list(user.operatorId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return { users: list.dashboard_users, page, hasMore: list.pagination.hasMore, total: list.pagination.total };
  }
}

function disableConfirmation(target: DashboardUserDto): ConfirmationView {
  return {
    section: 'users',
    title: `Disable ${target.email}?`,
    consequences: [
      `${target.email} (${roleName(target.role)}) will be signed out at once and can no longer sign in. An administrator can re-enable the user later.`,
    ],
    action: `/dashboard/users/${target.id}/disable`,
    button: 'Disable user',
    cancelHref: '/dashboard/users',
  };
}

function resetConfirmation(target: DashboardUserDto, errors?: FieldErrors): ConfirmationView {
  return {
    section: 'users',
    title: `Reset the password of ${target.email}?`,
    consequences: [`${target.email} will be signed out at once; the old password stops working and only the new one below signs in.`],
    action: `/dashboard/users/${target.id}/reset-password`,
    button: 'Reset password',
    inputs: newPasswordField(errors),
    cancelHref: '/dashboard/users',
  };
}

function actor(user: DashboardContext, request: FastifyRequest): AdminActor {
  return { via: 'dashboard', userId: user.userId, requestId: String(request.id), clientIp: request.ip };
}
