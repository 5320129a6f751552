import { postgresErrorOf } from '@app/database';

/** A unique violation (23505) of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = postgresErrorOf(error);
  return pg.code === '23505' && pg.constraint === constraint;
}

/** A CHECK violation (23514) of the named constraint. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const pg = postgresErrorOf(error);
  return pg.code === '23514' && pg.constraint === constraint;
}

/** A deadlock (40P01): PostgreSQL aborted this transaction to break a lock cycle; it may be retried. */
export function isDeadlock(error: unknown): boolean {
  return postgresErrorOf(error).code === '40P01';
}
