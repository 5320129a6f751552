import { EXTERNAL_ID_PATTERN } from '@app/common';
import { CREATE_TOURNAMENT_EXAMPLE } from '@app/tournaments/dto/tournament-request.dto';
import { SwaggerUiRequest, tryItOutRequestInterceptor } from './swagger-try-it-out';

const example = { ...CREATE_TOURNAMENT_EXAMPLE };
const createBody = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'Sunday Slots Showdown', game: 'book-of-gold', entry_fee: 10.5, ...example, ...overrides }, null, 2);
const create = (body: unknown, url = 'http://localhost:3000/api/tournaments'): SwaggerUiRequest => ({
  url,
  method: 'POST',
  headers: {},
  body,
});
const bodyOf = (request: SwaggerUiRequest) => JSON.parse(request.body as string);

describe("Swagger UI's request interceptor (Try it out of the create example)", () => {
  const intercept = tryItOutRequestInterceptor();

  it('gives each create that carries the example external_id a different, valid one', () => {
    const first = bodyOf(intercept(create(createBody())));
    const second = bodyOf(intercept(create(createBody())));
    expect(first.external_id).not.toBe(example.external_id);
    expect(second.external_id).not.toBe(first.external_id);
    for (const id of [first.external_id, second.external_id]) {
      expect(id.startsWith(`${example.external_id}-`)).toBe(true);
      expect(id).toMatch(EXTERNAL_ID_PATTERN);
    }
    // The rest of the body is what the user sent.
    expect({ ...first, external_id: example.external_id }).toEqual(JSON.parse(createBody()));
  });

  it('keeps an external_id and a start that the user typed', () => {
    const request = create(createBody({ external_id: 'my-own-id', scheduled_start: '2020-01-01T00:00:00Z' }));
    const before = request.body;
    expect(intercept(request).body).toBe(before);
  });

  it('moves the example start a day ahead once it has passed, and leaves it while it is in the future', () => {
    const past = tryItOutRequestInterceptor({ ...example, scheduled_start: '2020-01-01T18:00:00.000Z' });
    const moved = bodyOf(past(create(createBody({ scheduled_start: '2020-01-01T18:00:00.000Z' }))));
    const start = Date.parse(moved.scheduled_start);
    expect(start).toBeGreaterThan(Date.now() + 22 * 3_600_000);
    expect(start).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(new Date(start).toISOString()).toBe(moved.scheduled_start);
    expect(Date.parse(example.scheduled_start)).toBeGreaterThan(Date.now());
    expect(bodyOf(intercept(create(createBody()))).scheduled_start).toBe(example.scheduled_start);
  });

  it('also handles an object body, the doubled /api/api prefix, a relative URL and a query string', () => {
    const object = intercept(create({ ...example }, '/api/api/tournaments/?x=1')).body as { external_id: string };
    expect(object.external_id).not.toBe(example.external_id);
  });

  it('leaves every other request alone: other routes, other methods, bodies that are not JSON objects', () => {
    const untouched: SwaggerUiRequest[] = [
      create(createBody(), 'http://localhost:3000/api/tournaments/019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01/players'),
      { ...create(createBody()), method: 'PUT' },
      { url: 'http://localhost:3000/api/tournaments', method: 'GET' },
      create('{ not json'),
      create('[1, 2]'),
    ];
    for (const request of untouched) {
      const copy = structuredClone(request);
      expect(intercept(request)).toEqual(copy);
    }
  });

  it('is self-contained source text, so the page runs exactly what was tested', () => {
    const source = intercept.toString();
    expect(source).toContain(JSON.stringify(example));
    // Rebuilt from its own text alone (as swagger-ui-init.js does), it still works.
    const rebuilt = new Function(`return (${source})`)() as typeof intercept;
    expect(bodyOf(rebuilt(create(createBody()))).external_id).not.toBe(example.external_id);
  });
});
