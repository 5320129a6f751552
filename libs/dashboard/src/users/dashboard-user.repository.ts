import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { DashboardUserEntity, OperatorScopedRepository } from '@app/database';

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
}
