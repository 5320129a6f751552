import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';
import { DashboardUserEntity, OperatorScopedRepository } from '@app/database';

/** A change that may take an administrator away: a new role, or disabling at a time. */
export interface GuardedChange {
  role?: DashboardUserEntity['role'];
  disable?: Date;
}

export type GuardedChangeResult =
  | { outcome: 'changed'; before: DashboardUserEntity; after: DashboardUserEntity }
  | { outcome: 'unchanged'; before: DashboardUserEntity; after: DashboardUserEntity }
  | { outcome: 'not_found' }
  | { outcome: 'last_admin' };

/**
 * Dashboard users. Listing and changes are scoped by operator; only sign-in looks a user up by
 * e-mail alone, because the operator is what signing in establishes.
 */
@Injectable()
export class DashboardUserRepository {
  private readonly scoped: OperatorScopedRepository<DashboardUserEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.scoped = new OperatorScopedRepository(DashboardUserEntity, dataSource.manager);
  }

  insert(operatorId: string, user: Omit<DashboardUserEntity, 'operatorId' | 'createdAt'>): Promise<DashboardUserEntity> {
    return this.scoped.insert(operatorId, user as Omit<DashboardUserEntity, 'operatorId'>);
  }

  findForSignIn(email: string): Promise<DashboardUserEntity | null> {
    return this.dataSource.getRepository(DashboardUserEntity).findOne({ where: { email } });
  }

  find(operatorId: string, userId: string): Promise<DashboardUserEntity | null> {
    return this.scoped.findOne(operatorId, { id: userId });
  }

  list(operatorId: string, page: { limit: number; offset: number }): Promise<[DashboardUserEntity[], number]> {
    return this.scoped.findAndCount(operatorId, {}, { order: { createdAt: 'ASC', id: 'ASC' }, take: page.limit, skip: page.offset });
  }

  async markSignedIn(operatorId: string, userId: string, at: Date): Promise<void> {
    await this.scoped.update(operatorId, { id: userId }, { lastLoginAt: at });
  }

  async disable(operatorId: string, userId: string, at: Date): Promise<boolean> {
    return (await this.scoped.update(operatorId, { id: userId, disabledAt: IsNull() }, { disabledAt: at })) > 0;
  }

  async enable(operatorId: string, userId: string): Promise<boolean> {
    return (await this.scoped.update(operatorId, { id: userId, disabledAt: Not(IsNull()) }, { disabledAt: null })) > 0;
  }

  async setPasswordHash(operatorId: string, userId: string, passwordHash: string): Promise<boolean> {
    return (await this.scoped.update(operatorId, { id: userId }, { passwordHash })) > 0;
  }

  /**
   * Changes a user's role or disables it, unless that would leave the operator without an active
   * administrator. The operator's active administrators are locked first (in id order, so two of
   * these never deadlock): of two concurrent demotions of the last two administrators, the second
   * waits for the first, then counts one administrator left, itself, and is refused.
   */
  changeKeepingAnAdmin(operatorId: string, userId: string, change: GuardedChange): Promise<GuardedChangeResult> {
    return this.dataSource.transaction(async (manager) => {
      const admins: { id: string }[] = await manager.query(
        `SELECT id FROM dashboard_users WHERE operator_id = $1 AND role = 'admin' AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
        [operatorId],
      );
      const user = await manager.findOne(DashboardUserEntity, {
        where: { operatorId, id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) return { outcome: 'not_found' };
      const role = change.role ?? user.role;
      const disabledAt = change.disable ? (user.disabledAt ?? change.disable) : user.disabledAt;
      if (role === user.role && disabledAt === user.disabledAt) return { outcome: 'unchanged', before: user, after: user };
      const wasActiveAdmin = user.role === 'admin' && user.disabledAt === null;
      const staysActiveAdmin = role === 'admin' && disabledAt === null;
      if (wasActiveAdmin && !staysActiveAdmin && !admins.some((admin) => admin.id !== userId)) return { outcome: 'last_admin' };
      await manager.update(DashboardUserEntity, { operatorId, id: userId }, { role, disabledAt });
      return { outcome: 'changed', before: user, after: { ...user, role, disabledAt } };
    });
  }
}
