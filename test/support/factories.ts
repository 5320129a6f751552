import { HttpClient } from './http';
import { TestApp } from './test-app';

export interface TestOperator {
  operatorId: string;
  name: string;
}

export interface TestKey {
  keyId: string;
  apiKey: string;
  client: HttpClient;
}

let sequence = 0;

/** Creates an operator through the admin API, as an integration engineer would. */
export async function createOperator(t: TestApp, body: Record<string, unknown> = {}): Promise<TestOperator> {
  const name = (body.name as string) ?? `Operator ${++sequence}`;
  const response = await t.admin.post('/api/admin/operators', { name, ...body });
  if (response.status !== 201) throw new Error(`operator create failed: ${response.status} ${response.text}`);
  return { operatorId: response.body.operator_id, name };
}

/** Creates a key of the role and returns a client that sends it. */
export async function createKey(
  t: TestApp,
  operatorId: string,
  role = 'full_access',
  extra: Record<string, unknown> = {},
): Promise<TestKey> {
  const response = await t.admin.post(`/api/admin/operators/${operatorId}/api-keys`, { name: `${role} key`, role, ...extra });
  if (response.status !== 201) throw new Error(`key create failed: ${response.status} ${response.text}`);
  return {
    keyId: response.body.key_id,
    apiKey: response.body.api_key,
    client: t.http.with({ authorization: `Bearer ${response.body.api_key}` }),
  };
}

/** Creates an internal (game platform) key. */
export async function createInternalKey(t: TestApp, operatorIds?: string[]): Promise<{ keyId: string; apiKey: string }> {
  const response = await t.admin.post('/api/admin/internal-api-keys', {
    name: 'platform',
    ...(operatorIds ? { operator_ids: operatorIds } : {}),
  });
  if (response.status !== 201) throw new Error(`internal key create failed: ${response.status} ${response.text}`);
  return { keyId: response.body.key_id, apiKey: response.body.api_key };
}

/** An operator with a full_access key: the common starting point. */
export async function operatorWithKey(t: TestApp, role = 'full_access'): Promise<TestOperator & TestKey> {
  const operator = await createOperator(t);
  return { ...operator, ...(await createKey(t, operator.operatorId, role)) };
}
