import { startTestApp, TestApp } from '../support/test-app';
import { operatorWithKey } from '../support/factories';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('serves permissions for a new key', async () => {
    const op = await operatorWithKey(t, 'read_only');
    const res = await op.client.get('/api/auth/permissions');
    expect(res.status).toBe(200);
    expect(res.body.permissions).toEqual(['tournaments.read', 'players.read', 'results.read']);
  });
});
