import { EntityManager, EntityTarget, FindManyOptions, FindOptionsWhere, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { findOneRow, findScopedRows } from './raw-find';

/** Anything owned by an operator carries the operator's id. */
export interface OperatorOwned extends ObjectLiteral {
  operatorId: string;
}

export class MissingOperatorScopeError extends Error {
  constructor() {
    super('Operator-scoped data access needs an operator id');
  }
}

/**
 * The one way to read or change operator-owned rows. Every method takes the operator id first,
 * refuses an empty one, and adds it to the query, so forgetting the tenant filter cannot compile
 * into a query that sees another operator's data. The operator id must come from the
 * authenticated request context, never from client input.
 */
export class OperatorScopedRepository<T extends OperatorOwned> {
  constructor(
    private readonly target: EntityTarget<T>,
    private readonly manager: EntityManager,
  ) {}

  /** The same repository inside a transaction. */
  withManager(manager: EntityManager): OperatorScopedRepository<T> {
    return new OperatorScopedRepository(this.target, manager);
  }

  /** Add conditions with andWhere only: where() would replace the scope and orWhere() widen it. */
  queryBuilder(operatorId: string, alias: string): SelectQueryBuilder<T> {
    assertScope(operatorId);
    return this.manager
      .createQueryBuilder(this.target, alias)
      .where(`${alias}.operator_id = :scopeOperatorId`, { scopeOperatorId: operatorId });
  }

  findOne(operatorId: string, where: FindOptionsWhere<T>): Promise<T | null> {
    return this.manager.findOne(this.target, { where: this.scoped(operatorId, where) });
  }

  /**
   * The same as findOne for equality on plain values, read with one raw statement and no TypeORM
   * query building or hydration (raw-find.ts): for lookups on the hot path of every request.
   */
  findOneRow(operatorId: string, where: Partial<Record<keyof T & string, string | number>>): Promise<T | null> {
    assertScope(operatorId);
    return findOneRow(this.manager, this.target, { ...where, operatorId } as Record<string, string | number>);
  }

  /**
   * Rows of this operator meeting a raw SQL `condition` whose parameters are $2, $3, … (`params`);
   * the scope ($1) is ANDed with it. For hot paths that need an OR across indexes in one round
   * trip (raw-find.ts findScopedRows).
   */
  findRows(operatorId: string, condition: string, params: unknown[]): Promise<T[]> {
    assertScope(operatorId);
    return findScopedRows(this.manager, this.target, operatorId, condition, params);
  }

  find(operatorId: string, where: FindOptionsWhere<T>, options: Omit<FindManyOptions<T>, 'where'> = {}): Promise<T[]> {
    return this.manager.find(this.target, { ...options, where: this.scoped(operatorId, where) });
  }

  findAndCount(operatorId: string, where: FindOptionsWhere<T>, options: Omit<FindManyOptions<T>, 'where'> = {}): Promise<[T[], number]> {
    return this.manager.findAndCount(this.target, { ...options, where: this.scoped(operatorId, where) });
  }

  count(operatorId: string, where: FindOptionsWhere<T> = {}): Promise<number> {
    return this.manager.count(this.target, { where: this.scoped(operatorId, where) });
  }

  /**
   * Inserts a new row (a duplicate primary key is a unique violation, never an update). One
   * INSERT ... RETURNING, whose generated and default columns are merged into the row: `save`
   * would first SELECT the id to choose between INSERT and UPDATE, a second round trip on every
   * registration, ledger row and room.
   */
  async insert(operatorId: string, entity: Omit<T, 'operatorId'>): Promise<T> {
    assertScope(operatorId);
    const row = this.manager.create(this.target, { ...entity, operatorId } as unknown as T);
    await this.manager.insert(this.target, row as never);
    return row;
  }

  /** The same as insert, but a row that would repeat a unique key is skipped (ON CONFLICT DO NOTHING): whether it was inserted. */
  async insertIfAbsent(operatorId: string, entity: Omit<T, 'operatorId'>): Promise<boolean> {
    assertScope(operatorId);
    const row = this.manager.create(this.target, { ...entity, operatorId } as unknown as T);
    const result = await this.manager
      .createQueryBuilder()
      .insert()
      .into(this.target)
      .values(row as never)
      .orIgnore()
      .returning(['id'])
      .execute();
    return Array.isArray(result.raw) && result.raw.length > 0;
  }

  /** Deletes only rows of this operator; returns how many were deleted. */
  async delete(operatorId: string, where: FindOptionsWhere<T>): Promise<number> {
    const result = await this.manager.delete(this.target, this.scoped(operatorId, where));
    return result.affected ?? 0;
  }

  /** Updates only rows of this operator; returns how many changed. A row never changes owner. */
  async update(operatorId: string, where: FindOptionsWhere<T>, changes: Partial<T>): Promise<number> {
    const { operatorId: _ignored, ...allowed } = changes;
    const result = await this.manager.update(this.target, this.scoped(operatorId, where), allowed as never);
    return result.affected ?? 0;
  }

  private scoped(operatorId: string, where: FindOptionsWhere<T>): FindOptionsWhere<T> {
    assertScope(operatorId);
    return { ...where, operatorId } as FindOptionsWhere<T>;
  }
}

function assertScope(operatorId: string): void {
  if (typeof operatorId !== 'string' || operatorId.trim() === '') {
    throw new MissingOperatorScopeError();
  }
}
