import { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

interface RawPlan {
  /** `SELECT <every column AS its property> FROM <table>`. */
  select: string;
  /** Property name → database column name. */
  columns: Map<string, string>;
}

const plans = new WeakMap<EntityMetadata, RawPlan | null>();

/**
 * How an entity is read with raw SQL, or null when it cannot be: a column with a transformer,
 * an embedded or a nested property needs TypeORM's hydration. For the other column types the pg
 * driver already returns what TypeORM would hydrate (uuid, varchar, char, numeric and bigint as
 * strings, integer as a number, timestamptz as a Date, jsonb parsed).
 */
function planOf(metadata: EntityMetadata): RawPlan | null {
  if (plans.has(metadata)) return plans.get(metadata)!;
  let plan: RawPlan | null = null;
  const plain =
    metadata.embeddeds.length === 0 &&
    metadata.columns.every((c) => !c.transformer && !c.embeddedMetadata && c.propertyPath === c.propertyName);
  if (plain) {
    const columns = new Map(metadata.columns.map((c) => [c.propertyName, c.databaseName]));
    const list = [...columns].map(([property, column]) => `"${column}" AS "${property}"`).join(', ');
    plan = { select: `SELECT ${list} FROM "${metadata.tableName}"`, columns };
  }
  plans.set(metadata, plan);
  return plan;
}

/**
 * The one row of `target` whose properties equal `where` (primitive values, ANDed), read with a
 * single SQL statement: no query building and no hydration, which on a hot path (every
 * authenticated request reads its key and, often, its tournament) cost more CPU than the
 * round trip. Falls back to `manager.findOne` for entities that need TypeORM's hydration.
 * At most one row is expected (a primary or unique key); with more, any one of them.
 */
export async function findOneRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: Record<string, string | number>,
): Promise<T | null> {
  const metadata = manager.connection.getMetadata(target);
  const plan = planOf(metadata);
  const properties = Object.keys(where);
  if (!plan || properties.some((p) => !plan.columns.has(p))) return manager.findOne(target, { where: where as never });
  const conditions = properties.map((p, i) => `"${plan.columns.get(p)}" = $${i + 1}`).join(' AND ');
  const rows: ObjectLiteral[] = await manager.query(
    `${plan.select} WHERE ${conditions} LIMIT 1`,
    properties.map((p) => where[p]),
  );
  if (rows.length === 0) return null;
  return Object.assign(metadata.create(manager.queryRunner) as T, rows[0]);
}

/**
 * The rows of `target` of one operator that meet `condition`, a raw SQL condition on its columns
 * whose parameters are $2, $3, … (`params`); $1 is the operator id, ANDed with the condition in
 * parentheses, so the condition cannot widen the scope. Read and built like findOneRow; only for
 * entities that need no TypeORM hydration.
 */
export async function findScopedRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  operatorId: string,
  condition: string,
  params: unknown[],
): Promise<T[]> {
  const metadata = manager.connection.getMetadata(target);
  const plan = planOf(metadata);
  if (!plan || !plan.columns.has('operatorId')) throw new Error(`${metadata.name} cannot be read with raw SQL`);
  const rows: ObjectLiteral[] = await manager.query(`${plan.select} WHERE "${plan.columns.get('operatorId')}" = $1 AND (${condition})`, [
    operatorId,
    ...params,
  ]);
  return rows.map((row) => Object.assign(metadata.create(manager.queryRunner) as T, row));
}

/**
 * The columns of `target` for a raw SELECT of several entities in one row: each column of the
 * table aliased `alias` as `"<prefix>.<property>"` (readPrefixed reads them back).
 */
export function prefixedColumnsSql(manager: EntityManager, target: EntityTarget<ObjectLiteral>, alias: string, prefix: string): string {
  return manager.connection
    .getMetadata(target)
    .columns.map((c) => `${alias}."${c.databaseName}" AS "${prefix}.${c.propertyPath}"`)
    .join(', ');
}

/** How readPrefixed reads one entity under one prefix: the row's keys, built once. */
interface PrefixedPlan {
  primaryKeys: string[];
  columns: Array<{ key: string; column: ColumnMetadata; plain: boolean }>;
}

const prefixedPlans = new WeakMap<EntityMetadata, Map<string, PrefixedPlan>>();

function prefixedPlanOf(metadata: EntityMetadata, prefix: string): PrefixedPlan {
  let byPrefix = prefixedPlans.get(metadata);
  if (!byPrefix) prefixedPlans.set(metadata, (byPrefix = new Map()));
  let plan = byPrefix.get(prefix);
  if (!plan) {
    plan = {
      primaryKeys: metadata.primaryColumns.map((c) => `${prefix}.${c.propertyPath}`),
      // As findOneRow: the pg driver already returns what TypeORM would hydrate, but for a
      // transformer, an embedded or a nested property, which go through TypeORM's own hydration.
      columns: metadata.columns.map((column) => ({
        key: `${prefix}.${column.propertyPath}`,
        column,
        plain: !column.transformer && !column.embeddedMetadata && column.propertyPath === column.propertyName,
      })),
    };
    byPrefix.set(prefix, plan);
  }
  return plan;
}

/**
 * The entity that prefixedColumnsSql selected into `row` under `prefix`, hydrated as TypeORM
 * would (the driver's conversions and the columns' transformers), or null when the row holds
 * none (a LEFT JOIN that found nothing: its primary column is null).
 */
export function readPrefixed<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  row: Record<string, unknown>,
  prefix: string,
): T | null {
  const metadata = manager.connection.getMetadata(target);
  const plan = prefixedPlanOf(metadata, prefix);
  if (plan.primaryKeys.some((key) => row[key] == null)) return null;
  const entity = metadata.create(manager.queryRunner) as T;
  const driver = manager.connection.driver;
  for (const { key, column, plain } of plan.columns) {
    const value = row[key];
    if (plain) (entity as Record<string, unknown>)[column.propertyName] = value;
    else column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
  }
  return entity;
}
