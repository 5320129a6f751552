import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` on a client checked out of the pg pool and gives the client back after.
 *
 * A checked-out client has no 'error' listener of the pool's, and pg emits the server ending the
 * session (a shutdown, a failover) as an 'error' event when no statement is running. That happens
 * between two of `work`'s statements, or in the same network read as the answer to its last one,
 * before `work`'s continuation has run: unheard, the event would end the process. So the client is
 * listened to for as long as it is out, and goes back broken (the pool discards it) if it was lost,
 * or if `work` failed other than by a statement the database refused (which leaves it usable).
 */
export async function onPooledClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost ??= error;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } catch (error) {
    if (postgresErrorOf(error).code === undefined) lost ??= error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(lost);
  }
}

/** The SQLSTATE and constraint of an error PostgreSQL raised, from pg directly or behind a TypeORM QueryFailedError. */
export function postgresErrorOf(error: unknown): { code?: string; constraint?: string } {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  return { code: e?.code ?? e?.driverError?.code, constraint: e?.constraint ?? e?.driverError?.constraint };
}
