import { Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';
import {
  AppConfig,
  BIDI_CONTROL_REASON,
  Clock,
  DomainException,
  ErrorCode,
  hasBidiControl,
  isUuid,
  newId,
  PageQueryDto,
  toPagination,
  ValidationFailedException,
} from '@app/common';
import { DashboardUserEntity } from '@app/database';
import { AdminActor } from '@app/operators';
import { AuditLogWriter, OperatorRepository } from '@app/auth';
import { DASHBOARD_ROLES, DashboardRole, DEFAULT_DASHBOARD_ROLE, isDashboardRole } from '../domain/dashboard-roles';
import { hashPassword, passwordProblem } from '../domain/password';
import { DashboardSessionRepository } from '../sessions/dashboard-session.repository';
import { DashboardUserDto, DashboardUserListDto } from './dashboard-user.dto';
import { DashboardUserRepository } from './dashboard-user.repository';

export interface NewDashboardUser {
  email: string;
  password: string;
  role?: DashboardRole;
}

/** Dashboard users of an operator (D13): created by the admin API and the CLI alike. */
@Injectable()
export class DashboardUsersService {
  constructor(
    private readonly users: DashboardUserRepository,
    private readonly sessions: DashboardSessionRepository,
    private readonly operators: OperatorRepository,
    private readonly audit: AuditLogWriter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async create(operatorId: string, input: NewDashboardUser, actor: AdminActor): Promise<DashboardUserDto> {
    await this.requireOperator(operatorId);
    const email = normalizeEmail(input.email);
    const errors: Record<string, string[]> = {};
    // isEmail takes bidirectional controls in the local part and the domain: an address holding
    // one would display as another in the users list and the audit log.
    if (hasBidiControl(email)) errors.email = [`email ${BIDI_CONTROL_REASON}`];
    else if (!isEmail(email) || email.length > 254) errors.email = ['email must be a valid e-mail address'];
    const problem = passwordProblem(input.password ?? '');
    if (problem) errors.password = [problem];
    if (Object.keys(errors).length > 0) throw new ValidationFailedException(errors);
    if (await this.users.findForSignIn(email)) throw duplicateEmail();
    let user: DashboardUserEntity;
    try {
      user = await this.users.insert(operatorId, {
        id: newId(),
        email,
        passwordHash: await hashPassword(input.password),
        role: input.role ?? DEFAULT_DASHBOARD_ROLE,
        lastLoginAt: null,
        disabledAt: null,
      });
    } catch (error) {
      // Two creations of the same address at once: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw duplicateEmail();
      throw error;
    }
    this.recordUserEvent('dashboard_user.created', user, actor);
    return toDashboardUserDto(user);
  }

  async list(operatorId: string, page: PageQueryDto): Promise<DashboardUserListDto> {
    await this.requireOperator(operatorId);
    const [rows, total] = await this.users.list(operatorId, page);
    return { dashboard_users: rows.map(toDashboardUserDto), pagination: toPagination(total, page) };
  }

  /**
   * Disables the user and ends its sessions at once (idempotent; audited when it changes
   * something). From the dashboard a user cannot disable itself, nor the operator's last active
   * administrator; the platform administrator (admin API, CLI) can, to recover an operator.
   */
  async disable(operatorId: string, userId: string, actor: AdminActor): Promise<DashboardUserDto> {
    await this.requireOperator(operatorId);
    // Scoped lookup first: another operator's user is a 404 and nothing of it is touched.
    if (!isUuid(userId) || !(await this.users.find(operatorId, userId))) throw notFound('Dashboard user');
    if (actor.via === 'dashboard') {
      if (actor.userId === userId) throw refused('You cannot disable yourself. Ask another administrator.');
      const result = await this.users.changeKeepingAnAdmin(operatorId, userId, { disable: this.clock.now() });
      if (result.outcome === 'not_found') throw notFound('Dashboard user');
      if (result.outcome === 'last_admin') throw lastAdmin('disabled');
      await this.sessions.deleteForUser(userId);
      if (result.outcome === 'changed') this.recordUserEvent('dashboard_user.disabled', result.after, actor);
      return toDashboardUserDto((await this.users.find(operatorId, userId))!);
    }
    const changed = await this.users.disable(operatorId, userId, this.clock.now());
    await this.sessions.deleteForUser(userId);
    const user = (await this.users.find(operatorId, userId))!;
    if (changed) this.recordUserEvent('dashboard_user.disabled', user, actor);
    return toDashboardUserDto(user);
  }

  /** Lets a disabled user sign in again (idempotent; audited when it changes something). */
  async enable(operatorId: string, userId: string, actor: AdminActor): Promise<DashboardUserDto> {
    await this.requireUser(operatorId, userId);
    const changed = await this.users.enable(operatorId, userId);
    const user = (await this.users.find(operatorId, userId))!;
    if (changed) this.recordUserEvent('dashboard_user.enabled', user, actor);
    return toDashboardUserDto(user);
  }

  /**
   * Gives the user another role, effective at its next request. A user cannot change its own role
   * (so it cannot demote itself), and the operator's last active administrator keeps its role.
   */
  async changeRole(operatorId: string, userId: string, role: unknown, actor: AdminActor): Promise<DashboardUserDto> {
    await this.requireUser(operatorId, userId);
    if (!isDashboardRole(role)) throw new ValidationFailedException({ role: [`role must be one of: ${DASHBOARD_ROLES.join(', ')}`] });
    if (actor.userId === userId) throw refused('You cannot change your own role. Ask another administrator.');
    const result = await this.users.changeKeepingAnAdmin(operatorId, userId, { role });
    if (result.outcome === 'not_found') throw notFound('Dashboard user');
    if (result.outcome === 'last_admin') throw lastAdmin('demoted');
    if (result.outcome === 'changed') {
      this.recordUserEvent('dashboard_user.role_changed', result.after, actor, { previous_role: result.before.role });
    }
    return toDashboardUserDto(result.after);
  }

  /** Sets a new password (same rules as at creation) and ends the user's sessions at once. */
  async resetPassword(operatorId: string, userId: string, password: unknown, actor: AdminActor): Promise<DashboardUserDto> {
    await this.requireUser(operatorId, userId);
    const text = typeof password === 'string' ? password : '';
    const problem = passwordProblem(text);
    if (problem) throw new ValidationFailedException({ password: [problem] });
    await this.users.setPasswordHash(operatorId, userId, await hashPassword(text));
    await this.sessions.deleteForUser(userId);
    const user = (await this.users.find(operatorId, userId))!;
    this.recordUserEvent('dashboard_user.password_reset', user, actor);
    return toDashboardUserDto(user);
  }

  /** One user of the operator, for the dashboard's confirmation pages (404 for anyone else's). */
  async get(operatorId: string, userId: string): Promise<DashboardUserDto> {
    return toDashboardUserDto(await this.requireUser(operatorId, userId));
  }

  private async requireUser(operatorId: string, userId: string): Promise<DashboardUserEntity> {
    await this.requireOperator(operatorId);
    const user = isUuid(userId) ? await this.users.find(operatorId, userId) : null;
    if (!user) throw notFound('Dashboard user');
    return user;
  }

  private recordUserEvent(
    action: `dashboard_user.${'created' | 'disabled' | 'enabled' | 'role_changed' | 'password_reset'}`,
    user: DashboardUserEntity,
    actor: AdminActor,
    extra: Record<string, unknown> = {},
  ): void {
    this.audit.record({
      operatorId: user.operatorId,
      action,
      requestId: actor.requestId ?? null,
      clientIp: actor.clientIp ?? null,
      details: {
        user_id: user.id,
        email: user.email,
        role: user.role,
        ...extra,
        via: actor.via,
        ...(actor.userId ? { acting_user_id: actor.userId } : {}),
      },
    });
  }

  private async requireOperator(operatorId: string): Promise<void> {
    if (!isUuid(operatorId) || !(await this.operators.findById(operatorId))) throw notFound('Operator');
  }
}

export function normalizeEmail(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function toDashboardUserDto(user: DashboardUserEntity): DashboardUserDto {
  return {
    id: user.id,
    operator_id: user.operatorId,
    email: user.email,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    disabled_at: user.disabledAt?.toISOString() ?? null,
  };
}

function duplicateEmail(): DomainException {
  return new DomainException(ErrorCode.Conflict, 'A dashboard user with this e-mail address already exists');
}

function refused(message: string): DomainException {
  return new DomainException(ErrorCode.Conflict, message);
}

function lastAdmin(what: 'disabled' | 'demoted'): DomainException {
  return refused(`This is the operator’s last active administrator: it cannot be ${what}. Make another user an administrator first.`);
}

function notFound(what: string): DomainException {
  return new DomainException(ErrorCode.NotFound, `${what} not found`);
}
