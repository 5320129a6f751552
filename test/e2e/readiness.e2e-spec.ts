import { markStarted } from '../../apps/api/src/bootstrap/create-app';
import { startTestApp, TestApp } from '../support/test-app';

// Readiness means start-up is over: listening, and on a first start the demo keys printed. Until
// then /health/ready answers 503, so a script waiting for it finds the keys already printed.
describe('GET /health/ready during start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, [], { started: false });
  });
  afterAll(() => t?.close());

  it('answers 503 service_unavailable with Retry-After while start-up is unfinished; /health/live answers 200', async () => {
    const ready = await t.http.get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ error: 'service_unavailable', message: expect.stringMatching(/starting/) });
    expect(Number(ready.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.http.get('/health/live')).status).toBe(200);
  });

  it('answers 200 once start-up is over', async () => {
    markStarted(t.app);
    const ready = await t.http.get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
  });
});
