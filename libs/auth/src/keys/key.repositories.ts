import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { ApiKeyEntity, findOneRow, InternalApiKeyEntity, OperatorEntity, OperatorScopedRepository } from '@app/database';

export interface Page {
  limit: number;
  offset: number;
}

/** Operators: the tenants themselves, managed only by platform administration. */
@Injectable()
export class OperatorRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(OperatorEntity);
  }

  insert(operator: Partial<OperatorEntity>): Promise<OperatorEntity> {
    return this.repo.save(this.repo.create(operator));
  }

  findById(id: string): Promise<OperatorEntity | null> {
    return this.repo.findOne({ where: { id } });
  }

  findExistingIds(ids: string[]): Promise<OperatorEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.repo.createQueryBuilder('o').where('o.id IN (:...ids)', { ids }).getMany();
  }

  list(page: Page): Promise<[OperatorEntity[], number]> {
    return this.repo.findAndCount({ order: { createdAt: 'ASC', id: 'ASC' }, take: page.limit, skip: page.offset });
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  async update(id: string, changes: Partial<OperatorEntity>): Promise<OperatorEntity | null> {
    const operator = await this.findById(id);
    if (!operator) return null;
    return this.repo.save(this.repo.merge(operator, changes));
  }
}

/**
 * Operator API keys. Every method is scoped by the owning operator except the lookups of a
 * presented key, whose operator is what authentication finds out.
 */
@Injectable()
export class ApiKeyRepository {
  private readonly scoped: OperatorScopedRepository<ApiKeyEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.scoped = new OperatorScopedRepository(ApiKeyEntity, dataSource.manager);
  }

  private get repo() {
    return this.dataSource.getRepository(ApiKeyEntity);
  }

  insert(operatorId: string, key: Omit<ApiKeyEntity, 'operatorId' | 'createdAt'>): Promise<ApiKeyEntity> {
    return this.scoped.insert(operatorId, key as Omit<ApiKeyEntity, 'operatorId'>);
  }

  find(operatorId: string, keyId: string): Promise<ApiKeyEntity | null> {
    return this.scoped.findOne(operatorId, { id: keyId });
  }

  list(operatorId: string, page: Page): Promise<[ApiKeyEntity[], number]> {
    return this.scoped.findAndCount(operatorId, {}, { order: { createdAt: 'DESC', id: 'DESC' }, take: page.limit, skip: page.offset });
  }

  /** Revokes once: a second revoke keeps the first revoked_at. Returns whether it changed. */
  async revoke(operatorId: string, keyId: string): Promise<boolean> {
    return (await this.scoped.update(operatorId, { id: keyId, revokedAt: IsNull() }, { revokedAt: new Date() })) > 0;
  }

  /** The key of a secret, whatever its state, in one raw statement (raw-find.ts): authentication reads it on every cache miss. */
  findBySecretHash(secretHash: string): Promise<ApiKeyEntity | null> {
    return findOneRow(this.dataSource.manager, ApiKeyEntity, { secretHash });
  }

  /** The key a presented public id names, only to say which key a refused request named. */
  findByPublicId(publicId: string): Promise<ApiKeyEntity | null> {
    return this.repo.findOne({ where: { publicId } });
  }

  touchLastUsed(id: string): Promise<void> {
    return touchLastUsed(this.repo, id);
  }
}

/** Game-platform keys: platform-wide, not operator-owned. */
@Injectable()
export class InternalKeyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(InternalApiKeyEntity);
  }

  insert(key: Partial<InternalApiKeyEntity>): Promise<InternalApiKeyEntity> {
    return this.repo.save(this.repo.create(key));
  }

  findById(id: string): Promise<InternalApiKeyEntity | null> {
    return this.repo.findOne({ where: { id } });
  }

  list(page: Page): Promise<[InternalApiKeyEntity[], number]> {
    return this.repo.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, take: page.limit, skip: page.offset });
  }

  async revoke(id: string): Promise<boolean> {
    const result = await this.repo.update({ id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  findBySecretHash(secretHash: string): Promise<InternalApiKeyEntity | null> {
    return this.repo.findOne({ where: { secretHash } });
  }

  touchLastUsed(id: string): Promise<void> {
    return touchLastUsed(this.repo, id);
  }
}

/** Sets a key's last_used_at to the database's now(). */
async function touchLastUsed(repository: Repository<ApiKeyEntity> | Repository<InternalApiKeyEntity>, id: string): Promise<void> {
  await repository
    .createQueryBuilder()
    .update()
    .set({ lastUsedAt: () => 'now()' })
    .where('id = :id', { id })
    .execute();
}
