import { HttpResponse } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';

// GET /metrics behind METRICS_TOKEN: with the setting, only `Authorization: Bearer <token>` reads
// the metrics, and everything else is the 401 body of every refused key; without it the route
// stays public, as a scraper on a private network expects.

const TOKEN = 'metrics-token-0123456789abcdef';

function expectRefused(res: HttpResponse) {
  expect(res.status).toBe(401);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({ error: 'unauthorized', code: 'INVALID_API_KEY', message: expect.any(String) });
  // No metric reaches a refused caller.
  expect(res.text).not.toMatch(/process_cpu_seconds_total|http_request_duration_seconds/);
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ metricsToken: TOKEN });
  });
  afterAll(async () => t?.close());

  it('answers 401 unauthorized without a token, saying what to send', async () => {
    const res = await t.http.get('/metrics');
    expectRefused(res);
    expect(res.body.message).toContain('Authorization: Bearer');
  });

  it.each([
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['the token with one more character', `Bearer ${TOKEN}0`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 16)}`],
    ['the token without the Bearer scheme', TOKEN],
    ['the token as Basic credentials', `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 to %s', async (_label, authorization) => {
    expectRefused(await t.http.get('/metrics', { headers: { authorization } }));
  });

  it('answers 401 to the token in another header', async () => {
    expectRefused(await t.http.get('/metrics', { headers: { 'x-metrics-token': TOKEN } }));
  });

  it('serves the Prometheus text to the right token (the scheme in any case)', async () => {
    for (const scheme of ['Bearer', 'bearer']) {
      const res = await t.http.get('/metrics', { headers: { authorization: `${scheme} ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).toMatch(/^process_cpu_seconds_total /m);
    }
  });

  it('counts refused scrapes in auth_failures_total{kind="metrics"}', async () => {
    await t.http.get('/metrics');
    await t.http.get('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } });
    const text = (await t.http.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text;
    const count = (reason: string) =>
      Number(text.match(new RegExp(`^auth_failures_total\\{kind="metrics",reason="${reason}"\\} (\\d+)$`, 'm'))?.[1] ?? 0);
    expect(count('missing')).toBeGreaterThanOrEqual(1);
    expect(count('invalid')).toBeGreaterThanOrEqual(1);
  });

  it('leaves the health routes public', async () => {
    expect((await t.http.get('/health/live')).status).toBe(200);
    expect((await t.http.get('/health/ready')).status).toBe(200);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('is public, and ignores an Authorization header it does not need', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-0123456789' }] as Array<Record<string, string>>) {
      const res = await t.http.get('/metrics', { headers });
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/^process_cpu_seconds_total /m);
    }
  });
});
