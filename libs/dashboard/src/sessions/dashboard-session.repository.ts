import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { DashboardSessionEntity, DashboardUserEntity } from '@app/database';

export interface SessionWithUser {
  session: DashboardSessionEntity;
  user: DashboardUserEntity;
}

/** Dashboard sessions, found by the hash of the cookie's token. */
@Injectable()
export class DashboardSessionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(DashboardSessionEntity);
  }

  insert(session: DashboardSessionEntity): Promise<DashboardSessionEntity> {
    return this.repo.save(this.repo.create(session));
  }

  async findByTokenHash(tokenHash: string): Promise<SessionWithUser | null> {
    const session = await this.repo.findOne({ where: { tokenHash }, relations: { user: true } });
    if (!session?.user) return null;
    return { session, user: session.user };
  }

  async extend(id: string, expiresAt: Date, lastSeenAt: Date): Promise<void> {
    await this.repo.update({ id }, { expiresAt, lastSeenAt });
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.repo.delete({ userId });
  }

  /** Housekeeping: sessions whose idle expiry passed. */
  async deleteExpired(now: Date): Promise<number> {
    return (await this.repo.delete({ expiresAt: LessThan(now) })).affected ?? 0;
  }
}
