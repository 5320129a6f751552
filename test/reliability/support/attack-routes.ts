import { DataSource } from 'typeorm';
import { HttpResponse } from '../../support/http';
import { TestApp } from '../../support/test-app';

/**
 * The routes of the OpenAPI document (GET /api/docs-json), as the attack cases enumerate them:
 * a route added to the service shows up here and must then be covered by each case, or listed by
 * it as not applicable, or the case fails.
 */

export type RouteScheme = 'operator' | 'internal' | 'admin' | 'public';

export interface DocumentedRoute {
  /** `METHOD /path/{param}`, the key the cases use. */
  key: string;
  method: string;
  path: string;
  scheme: RouteScheme;
  /** Every security scheme the route documents (a key of any of them is accepted). */
  schemes: string[];
  /** The operator permission the route needs (from its documented 403), if any. */
  permission?: string;
  pathParams: string[];
  hasBody: boolean;
  /** The top-level properties of the documented request body. */
  bodyProperties: string[];
}

export async function documentedRoutes(t: TestApp): Promise<DocumentedRoute[]> {
  const res = await t.http.get('/api/docs-json');
  if (res.status !== 200) throw new Error(`no OpenAPI document: ${res.status}`);
  const routes: DocumentedRoute[] = [];
  const schemas = res.body.components?.schemas ?? {};
  const propertiesOf = (op: any): string[] => {
    const schema = Object.values<any>(op.requestBody?.content ?? {})[0]?.schema;
    const resolved = schema?.$ref ? schemas[schema.$ref.split('/').pop()] : schema;
    return Object.keys(resolved?.properties ?? {});
  };
  for (const [path, item] of Object.entries<any>(res.body.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const schemes = (op.security ?? []).flatMap((s: Record<string, unknown>) => Object.keys(s));
      const scheme: RouteScheme = schemes.includes('operator-api-key')
        ? 'operator'
        : schemes.some((s: string) => s.startsWith('internal-api-key'))
          ? 'internal'
          : schemes.includes('admin-api-key')
            ? 'admin'
            : 'public';
      const forbidden = op.responses?.['403'];
      const permission: string | undefined = forbidden?.content?.['application/json']?.schema?.properties?.required_permission?.enum?.[0];
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        scheme,
        schemes,
        permission,
        pathParams: (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name),
        hasBody: op.requestBody !== undefined,
        bodyProperties: propertiesOf(op),
      });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** The path of a route with its `{params}` replaced. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(params[name]);
  });
}

/**
 * A fingerprint of everything stored for an operator: for each table with an `operator_id`
 * column, the row count and an md5 of all its rows (as text, sorted), plus the operator row and
 * the room memberships of its rooms. Equal fingerprints before and after an attack: nothing of the
 * operator changed.
 */
export async function operatorFingerprint(t: TestApp, operatorId: string): Promise<Record<string, string>> {
  // Audit rows are written in batches after their requests: the ones already answered count now.
  await t.flushAudit();
  const db = t.app.get(DataSource);
  const tables: Array<{ table_name: string }> = await db.query(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'operator_id' ORDER BY table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table_name}" t WHERE operator_id = $1`,
      [operatorId],
    );
    result[table_name] = `${row.n}:${row.h}`;
  }
  const [operator] = await db.query(`SELECT md5(t::text) AS h FROM operators t WHERE id = $1`, [operatorId]);
  result.operators = operator.h;
  const [members] = await db.query(
    `SELECT count(*)::int AS n, md5(coalesce(string_agg(rp::text, '|' ORDER BY rp::text), '')) AS h
       FROM room_players rp JOIN rooms r ON r.id = rp.room_id WHERE r.operator_id = $1`,
    [operatorId],
  );
  result.room_players = `${members.n}:${members.h}`;
  return result;
}

/** Every string value of a JSON body, at any depth (to look for another operator's ids in it). */
export function bodyStrings(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (Array.isArray(body)) return body.flatMap(bodyStrings);
  if (body && typeof body === 'object') return Object.entries(body).flatMap(([k, v]) => [k, ...bodyStrings(v)]);
  return [];
}

/** Whether a response carries any of `secrets` (ids, names, tokens of the other operator). */
export function leaks(response: HttpResponse, secrets: string[]): string[] {
  return secrets.filter((s) => response.text.includes(s));
}

/** No 5xx, ever (a deliberate 503 carries Retry-After). */
export function isServerError(response: HttpResponse): boolean {
  return response.status >= 500 && !(response.status === 503 && response.headers.get('retry-after'));
}

/** Tables whose rows change on any authenticated request (the audit log, keys' last_used_at): only their row ids count. */
const BUSY_TABLES = new Set(['audit_logs', 'api_keys', 'internal_api_keys', 'dashboard_sessions', 'dashboard_users']);

/**
 * A fingerprint of the whole database: every table's rows (only the ids of BUSY_TABLES, whose
 * bookkeeping columns move on every request, and nothing of the audit log, which records refused
 * requests too). Equal before and after a refused request: it stored nothing.
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const db = t.app.get(DataSource);
  const tables: Array<{ table_name: string }> = await db.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('audit_logs', 'migrations', 'typeorm_metadata')
      ORDER BY table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name } of tables) {
    const row = BUSY_TABLES.has(table_name) ? 't.id::text' : 't::text';
    const [r] = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS h FROM "${table_name}" t`,
    );
    result[table_name] = `${r.n}:${r.h}`;
  }
  return result;
}
