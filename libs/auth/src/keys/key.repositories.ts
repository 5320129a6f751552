import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { ApiKeyEntity, InternalApiKeyEntity, OperatorEntity, OperatorScopedRepository } from '@app/database';

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

/** Operator API keys; every method is scoped by the owning operator. */
@Injectable()
export class ApiKeyRepository {
  private readonly scoped: OperatorScopedRepository<ApiKeyEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.scoped = new OperatorScopedRepository(ApiKeyEntity, dataSource.manager);
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
}
