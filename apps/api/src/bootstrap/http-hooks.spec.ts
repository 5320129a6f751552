import { connect } from 'node:net';
import Fastify, { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import {
  BODY_LIMIT_BYTES,
  clientErrorHandler,
  clientErrorResponse,
  frameworkErrorHandler,
  MAX_JSON_DEPTH,
  registerHttpHooks,
  unreadableJson,
} from './http-hooks';

// Hostile input found by the OpenAPI fuzzing suite (test/reliability/fuzzing): bodies nested
// 10,000 levels deep and strings with lone surrogates reached class-transformer and validator.js
// and came back as 500s; router errors and unreadable HTTP came back in Fastify's own JSON, not D3.

const nested = (levels: number, kind: 'object' | 'array'): unknown =>
  JSON.parse(kind === 'object' ? `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}` : `${'['.repeat(levels)}1${']'.repeat(levels)}`);

describe('unreadableJson', () => {
  it.each(['object', 'array'] as const)('accepts %s nesting up to the limit and refuses one level more', (kind) => {
    expect(unreadableJson(nested(MAX_JSON_DEPTH, kind))).toBeUndefined();
    expect(unreadableJson(nested(MAX_JSON_DEPTH + 1, kind))).toMatch(/levels deep/);
  });

  it('refuses 10,000 levels without overflowing the stack', () => {
    expect(unreadableJson(nested(10_000, 'object'))).toMatch(/levels deep/);
    expect(unreadableJson(nested(10_000, 'array'))).toMatch(/levels deep/);
  });

  it('refuses a lone surrogate in a value or a key, anywhere', () => {
    expect(unreadableJson({ name: '\uD800' })).toMatch(/not valid Unicode/);
    expect(unreadableJson({ a: [{ b: 'x\uDFFFy' }] })).toMatch(/not valid Unicode/);
    expect(unreadableJson({ ['\uDBFF']: 1 })).toMatch(/not valid Unicode/);
  });

  it('accepts surrogate pairs, NUL-free unicode and every shallow JSON value (property)', () => {
    expect(unreadableJson({ name: '😀🎲 \u202Eevil العربية', list: ['🇺🇳'] })).toBeUndefined();
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => unreadableJson(value) === undefined));
  });
});

describe('clientErrorResponse', () => {
  it('is a complete HTTP/1.1 400 with a D3 invalid_request body', () => {
    const raw = clientErrorResponse({ code: 'HPE_HEADER_OVERFLOW' });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(head).toContain('Content-Type: application/json');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body)).toEqual({ error: 'invalid_request', message: 'The request headers exceed the size limit' });
    expect(JSON.parse(clientErrorResponse({ code: 'HPE_INVALID_METHOD' }).split('\r\n\r\n')[1])).toEqual({
      error: 'invalid_request',
      message: 'The request could not be read',
    });
  });
});

describe('the HTTP edge with the hooks and handlers', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ frameworkErrors: frameworkErrorHandler, clientErrorHandler, routerOptions: { maxParamLength: 256 } });
    registerHttpHooks(app);
    app.post('/things/:id', async (request) => ({ id: (request.params as { id: string }).id, body: request.body }));
    app.get('/things', async () => ({ things: [] }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it('answers an undecodable path and an over-long path parameter with a D3 404', async () => {
    for (const url of ['/things/%zz', '/things/%', `/things/${'x'.repeat(300)}`]) {
      const res = await post(url, '{}');
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: { error: 'not_found', message: expect.any(String) },
      });
      expect(res.headers['api-version']).toBe('1.0.0');
    }
  });

  it('refuses deep and lone-surrogate bodies with 400 invalid_request, and passes the others on', async () => {
    const deep = await post('/things/1', `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect({ status: deep.statusCode, error: deep.json().error }).toEqual({ status: 400, error: 'invalid_request' });
    const surrogate = await post('/things/1', '{"name":"\\ud800"}');
    expect({ status: surrogate.statusCode, error: surrogate.json().error }).toEqual({ status: 400, error: 'invalid_request' });
    const fine = await post('/things/1', '{"name":"😀","deep":[[[1]]]}');
    expect({ status: fine.statusCode, body: fine.json() }).toEqual({ status: 200, body: { id: '1', body: { name: '😀', deep: [[[1]]] } } });
  });

  it('answers headers over the size limit with a D3 400 and closes the connection', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.write(`GET /things/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(raw.split('\r\n\r\n')[1])).toEqual({
      error: 'invalid_request',
      message: 'The request headers exceed the size limit',
    });
  });

  it('answers a body over 1 MiB on a route that reads none with 413 payload_too_large, and ignores a small one', async () => {
    const big = await app.inject({
      method: 'GET',
      url: '/things',
      payload: 'x'.repeat(BODY_LIMIT_BYTES + 1),
      headers: { 'content-type': 'text/plain' },
    });
    expect({ status: big.statusCode, body: big.json() }).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: 'The request body exceeds 1 MiB' },
    });
    const atLimit = await app.inject({
      method: 'GET',
      url: '/things',
      payload: 'x'.repeat(BODY_LIMIT_BYTES),
      headers: { 'content-type': 'text/plain' },
    });
    expect({ status: atLimit.statusCode, body: atLimit.json() }).toEqual({ status: 200, body: { things: [] } });
  });
});
