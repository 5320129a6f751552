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
import { DashboardRole, DEFAULT_DASHBOARD_ROLE } from '../domain/dashboard-roles';
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

  /** Disables the user and ends its sessions at once (idempotent; audited when it changes something). */
  async disable(operatorId: string, userId: string, actor: AdminActor): Promise<DashboardUserDto> {
    await this.requireOperator(operatorId);
    // Scoped lookup first: another operator's user is a 404 and nothing of it is touched.
    if (!isUuid(userId) || !(await this.users.find(operatorId, userId))) throw notFound('Dashboard user');
    const changed = await this.users.disable(operatorId, userId, this.clock.now());
    await this.sessions.deleteForUser(userId);
    const user = (await this.users.find(operatorId, userId))!;
    if (changed) this.recordUserEvent('dashboard_user.disabled', user, actor);
    return toDashboardUserDto(user);
  }

  private recordUserEvent(
    action: 'dashboard_user.created' | 'dashboard_user.disabled',
    user: DashboardUserEntity,
    actor: AdminActor,
  ): void {
    this.audit.record({
      operatorId: user.operatorId,
      action,
      requestId: actor.requestId ?? null,
      clientIp: actor.clientIp ?? null,
      details: { user_id: user.id, email: user.email, role: user.role, via: actor.via },
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

function notFound(what: string): DomainException {
  return new DomainException(ErrorCode.NotFound, `${what} not found`);
}
