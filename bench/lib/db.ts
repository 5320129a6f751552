import { Client } from 'pg';

/** Runs `fn` with one pg connection to `url`, closed afterwards. */
export async function withPg<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL of another database on the same server as `url`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops (if present) and creates `database` on the server of `serverUrl`. */
export async function recreateDatabase(serverUrl: string, database: string): Promise<string> {
  await withPg(databaseUrl(serverUrl, 'postgres'), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${database}"`);
  });
  return databaseUrl(serverUrl, database);
}
