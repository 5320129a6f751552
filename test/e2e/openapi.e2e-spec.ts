import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { AUTH_ERROR_STATUS, ERROR_STATUS } from '@app/common';
import { CREATE_TOURNAMENT_EXAMPLE } from '@app/tournaments/dto/tournament-request.dto';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { createTournamentId, tournamentBody } from '../support/tournament-fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { importEsm } from '../support/import-esm';

// D1: the OpenAPI 3 document at GET /api/docs-json and Swagger UI at GET /api/docs, both public.
// The document is part of the contract: it must validate, list every route, and describe each
// one's success schema, error responses and security.

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const PUBLIC_PATHS = /^\/(health\/(live|ready)|metrics|api\/internal\/\.well-known\/jwks\.json)$/;
const SECURITY_SCHEMES = ['operator-api-key', 'internal-api-key', 'internal-api-key-bearer', 'admin-api-key', 'player-token'];
const ROUTE_SECURITY = ['operator-api-key', 'internal-api-key', 'admin-api-key'];

interface Operation {
  method: string;
  path: string;
  op: any;
}

interface ServedRoute {
  route: string;
  /** The status of a success, as Nest sends it (@HttpCode, else 201 for POST, else 200). */
  successStatus: number;
}

/** Every route that the Nest controllers of the running app serve, as `METHOD /openapi/{path}`. */
function controllerRoutes(t: TestApp): ServedRoute[] {
  const routes = new Map<string, number>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: any[]) => unknown) | undefined;
      if (!controller?.prototype) continue;
      const prefixes = asArray(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
        const paths = Reflect.getMetadata(PATH_METADATA, handler);
        if (method === undefined || paths === undefined) continue;
        for (const prefix of prefixes) {
          for (const path of asArray(paths)) {
            const status = Reflect.getMetadata(HTTP_CODE_METADATA, handler) ?? (method === RequestMethod.POST ? 201 : 200);
            routes.set(`${RequestMethod[method]} ${toOpenApiPath(prefix, path)}`, status);
          }
        }
      }
    }
  }
  return [...routes].map(([route, successStatus]) => ({ route, successStatus })).sort((a, b) => a.route.localeCompare(b.route));
}

function asArray(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value];
}

function toOpenApiPath(prefix: string, path: string): string {
  const joined = `/${[prefix, path]
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return joined.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operationsOf(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const method of HTTP_METHODS) {
      if (item[method]) operations.push({ method: method.toUpperCase(), path, op: item[method] });
    }
  }
  return operations;
}

/** The schema of a response or request body, wherever its media type puts it. */
function schemaOf(entry: any): unknown {
  const content = entry?.content ?? {};
  return Object.values<any>(content).find((media) => media?.schema)?.schema;
}

const label = (o: Operation) => `${o.method} ${o.path}`;

describe('OpenAPI document and Swagger UI (D1)', () => {
  let t: TestApp;
  let document: any;
  let operations: Operation[];

  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    document = res.body;
    operations = operationsOf(document);
  });
  afterAll(() => t?.close());

  it('serves Swagger UI as HTML at /api/docs without a key', async () => {
    const res = await t.http.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<html/i);
    expect(res.text).toMatch(/swagger-ui/i);
    expect(res.headers.get('api-version')).toBe('1.0.0');
  });

  it('serves the document as JSON at /api/docs-json without a key', async () => {
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('api-version')).toBe('1.0.0');
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: '1.0.0' });
  });

  it('is a valid OpenAPI 3 document (checked by a schema validator)', async () => {
    const { Validator } = (await importEsm('@seriousme/openapi-schema-validator')) as { Validator: typeof OpenApiValidator };
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toMatch(/^3\./);
  });

  it('the validator is not a rubber stamp: it refuses a broken copy of the document', async () => {
    const { Validator } = (await importEsm('@seriousme/openapi-schema-validator')) as { Validator: typeof OpenApiValidator };
    const broken = structuredClone(document);
    const [first] = operationsOf(broken);
    first.op.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('declares the security schemes', () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(Object.keys(schemes).sort()).toEqual(expect.arrayContaining(SECURITY_SCHEMES));
    expect(schemes['operator-api-key']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes['internal-api-key']).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Internal-Api-Key' });
    expect(schemes['internal-api-key-bearer']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes['admin-api-key']).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Admin-Api-Key' });
    expect(schemes['player-token']).toMatchObject({ type: 'apiKey', in: 'query', name: 'token' });
    expect(schemes['metrics-token']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('METRICS_TOKEN'),
    });
    // The keys are opaque tokens, not JWTs.
    expect(Object.values<any>(schemes).filter((scheme) => 'bearerFormat' in scheme)).toEqual([]);
  });

  it('names a server relative to the host that serves it, and a license', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(document.info.license).toEqual({ name: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
  });

  it('lists its tags in the order an integrator needs them, each described, and every operation under one of them', () => {
    const tags = document.tags.map((tag: { name: string }) => tag.name);
    expect(tags).toEqual([
      'Authentication',
      'Tournaments',
      'Tournament series',
      'Players',
      'Leaderboard',
      'Results',
      'Events',
      'Game platform',
      'Audit',
      'Operations',
      'Admin',
    ]);
    expect(document.tags.filter((tag: { description?: string }) => !tag.description).map((tag: { name: string }) => tag.name)).toEqual([]);
    expect(operations.filter(({ op }) => op.tags?.length !== 1 || !tags.includes(op.tags[0])).map(label)).toEqual([]);
    // The paths follow the same order, so the document reads like the UI.
    const firstTags = Object.values<any>(document.paths).map((item) =>
      tags.indexOf(HTTP_METHODS.map((m) => item[m]?.tags?.[0]).find(Boolean)),
    );
    expect(firstTags).toEqual([...firstTags].sort((a, b) => a - b));
  });

  it('declares on each success the headers that the service really sends with it', async () => {
    const operator = await operatorWithKey(t);
    const internal = t.http.with({ 'x-internal-api-key': (await createInternalKey(t)).apiKey });
    const tournamentId = await createTournamentId(operator.client);
    const calls: Array<[string, string, () => Promise<{ status: number; headers: Headers }>]> = [
      ['get', '/health/live', () => t.http.get('/health/live')],
      ['get', '/metrics', () => t.http.get('/metrics')],
      ['get', '/api/internal/.well-known/jwks.json', () => t.http.get('/api/internal/.well-known/jwks.json')],
      ['get', '/api/tournaments', () => operator.client.get('/api/tournaments')],
      ['post', '/api/tournaments', () => operator.client.post('/api/tournaments', tournamentBody())],
      ['get', '/api/tournaments/{tournamentId}/leaderboard', () => operator.client.get(`/api/tournaments/${tournamentId}/leaderboard`)],
      ['get', '/api/internal/tournaments/{tournamentId}/config', () => internal.get(`/api/internal/tournaments/${tournamentId}/config`)],
      ['get', '/api/admin/operators', () => t.admin.get('/api/admin/operators')],
    ];
    const checked = ['api-version', 'x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
    for (const [method, path, call] of calls) {
      const res = await call();
      const declared = Object.keys(document.paths[path][method].responses[String(res.status)]?.headers ?? {}).map((name) =>
        name.toLowerCase(),
      );
      const sent = checked.filter((name) => res.headers.get(name) !== null);
      expect({ route: `${method} ${path}`, status: res.status, declared: checked.filter((name) => declared.includes(name)) }).toEqual({
        route: `${method} ${path}`,
        status: method === 'post' ? 201 : 200,
        declared: sent,
      });
    }
    // Each kind of route was seen: public and admin without X-RateLimit-*, operator and internal with them.
    expect(document.paths['/api/admin/operators'].get.responses['200'].headers['X-RateLimit-Limit']).toBeUndefined();
    expect(document.paths['/api/tournaments'].get.responses['200'].headers['X-RateLimit-Limit']).toBeDefined();
  });

  it('lists every route that the app serves (and no docs routes, no dashboard pages)', () => {
    // The dashboard's HTML pages (D13) are for people in a browser, not part of the API.
    const isDashboardPage = (route: string) => / \/dashboard(\/|$)/.test(route);
    const all = controllerRoutes(t).map(({ route }) => route);
    expect(all).toEqual(expect.arrayContaining(['GET /dashboard/login', 'POST /dashboard/keys']));
    const served = all.filter((route) => !isDashboardPage(route));
    // Sanity: the enumeration found the routes we know exist.
    expect(served).toEqual(
      expect.arrayContaining([
        'GET /api/auth/permissions',
        'GET /health/live',
        'GET /health/ready',
        'GET /metrics',
        'POST /api/admin/operators',
      ]),
    );
    const documented = operations.map(label).sort();
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
    expect(documented.some((route) => route.includes('/api/docs'))).toBe(false);
    expect(documented.some(isDashboardPage)).toBe(false);
  });

  it('gives every operation a 2xx response with a schema', () => {
    const missing = operations
      .filter(
        ({ op }) => !Object.entries<any>(op.responses ?? {}).some(([status, response]) => /^2\d\d$/.test(status) && schemaOf(response)),
      )
      .map(label);
    expect(missing).toEqual([]);
  });

  it('documents the success status that each route really answers with', () => {
    const problems: string[] = [];
    for (const { route, successStatus } of controllerRoutes(t)) {
      const operation = operations.find((o) => label(o) === route);
      if (!operation) continue; // reported by the route list test
      const documented = Object.keys(operation.op.responses ?? {}).filter((status) => /^2\d\d$/.test(status));
      if (!documented.includes(String(successStatus))) {
        problems.push(`${route} answers ${successStatus} but documents [${documented.join(', ')}]`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every operation an id and a summary', () => {
    expect(operations.filter(({ op }) => !op.operationId || !op.summary).map(label)).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares error responses, each with a JSON schema', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const { op } = operation;
      const responses: Record<string, any> = op.responses ?? {};
      const errorStatuses = Object.keys(responses).filter((status) => /^[45]\d\d$/.test(status));
      const need = (status: string, why: string) => {
        if (!responses[status]) problems.push(`${label(operation)} lacks ${status} (${why})`);
      };
      if (!PUBLIC_PATHS.test(operation.path)) {
        if (errorStatuses.length === 0) problems.push(`${label(operation)} declares no error response`);
        need('401', 'it needs a key');
      }
      if (op.requestBody) {
        need('400', 'it takes a body');
        need('422', 'it takes a body');
      }
      const queryParams = (op.parameters ?? []).filter((p: any) => p.in === 'query');
      if (queryParams.length > 0) need('400', 'it takes query parameters');
      if (/\{[^}]+\}/.test(operation.path)) need('404', 'it addresses a resource by id');
      for (const status of errorStatuses) {
        const schema = responses[status]?.content?.['application/json']?.schema;
        if (!schema) problems.push(`${label(operation)} ${status} has no application/json schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents the readiness failure as 503', () => {
    expect(document.paths['/health/ready']?.get?.responses?.['503']).toBeDefined();
  });

  it('describes request bodies as JSON objects', () => {
    const problems = operations
      .filter(({ op }) => op.requestBody)
      .filter(({ op }) => !op.requestBody.content?.['application/json']?.schema)
      .map(label);
    expect(problems).toEqual([]);
  });

  it('declares security on every route except /health/*, the JWKS and /metrics (whose token is optional)', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const names = (operation.op.security ?? []).flatMap((requirement: Record<string, unknown>) => Object.keys(requirement));
      if (operation.path === '/metrics') {
        // No key, or `Bearer <METRICS_TOKEN>` when the service sets it: both alternatives declared.
        if (JSON.stringify(operation.op.security) !== JSON.stringify([{}, { 'metrics-token': [] }])) {
          problems.push(`${label(operation)} declares ${JSON.stringify(operation.op.security)}, not [{}, {"metrics-token":[]}]`);
        }
        continue;
      }
      if (PUBLIC_PATHS.test(operation.path)) {
        // `security: []` says so explicitly: no key needed.
        if (!Array.isArray(operation.op.security) || names.length > 0)
          problems.push(`${label(operation)} is public but declares ${JSON.stringify(operation.op.security)}`);
        continue;
      }
      if (!names.some((name: string) => ROUTE_SECURITY.includes(name))) {
        problems.push(`${label(operation)} declares no operator, internal or admin security`);
      }
      for (const name of names) {
        if (!SECURITY_SCHEMES.includes(name)) problems.push(`${label(operation)} names unknown scheme ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses the scheme that matches each path family', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      if (PUBLIC_PATHS.test(operation.path)) continue;
      const names: string[] = (operation.op.security ?? []).flatMap((requirement: Record<string, unknown>) => Object.keys(requirement));
      const expected = operation.path.startsWith('/api/admin/')
        ? 'admin-api-key'
        : operation.path.startsWith('/api/internal/')
          ? 'internal-api-key'
          : operation.path.startsWith('/api/')
            ? 'operator-api-key'
            : undefined;
      if (expected && !names.includes(expected)) problems.push(`${label(operation)} should declare ${expected}, has [${names.join(', ')}]`);
    }
    expect(problems).toEqual([]);
  });

  it('documents the API-Version header and the doubled /api/api prefix', () => {
    expect(document.info.description).toContain('/api/api/');
    const withoutHeader = operations.filter(
      ({ op }) => !(op.parameters ?? []).some((p: any) => p.in === 'header' && p.name === 'API-Version'),
    );
    expect(withoutHeader.map(label)).toEqual([]);
  });

  it('every $ref points at a schema that exists', () => {
    const refs = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.add(value);
          else walk(value);
        }
      }
    };
    walk(document);
    const dangling = [...refs].filter((ref) => {
      const parts = ref.replace(/^#\//, '').split('/');
      return parts.reduce<any>((node, part) => node?.[part], document) === undefined;
    });
    expect(dangling).toEqual([]);
  });
  describe('error responses: the codes of each operation', () => {
    const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
    const statusOf = (code: string): number | undefined =>
      (ERROR_STATUS as Record<string, number>)[code] ?? (AUTH_ERROR_STATUS as Record<string, number>)[code];
    const errorResponses = (op: any) => Object.entries<any>(op.responses ?? {}).filter(([status]) => /^[45]\d\d$/.test(status));
    const bodySchema = (response: any) => response?.content?.['application/json']?.schema;
    /** The codes an operation declares under a status (`error`, or the 401/403 `code`). */
    const codesOf = (method: string, path: string, status: string, field = 'error'): string[] =>
      bodySchema(document.paths[path]?.[method.toLowerCase()]?.responses?.[status])?.properties?.[field]?.enum ?? [];

    it('every error response has a non-empty enum of codes sent with its status, and an example of each', () => {
      const problems: string[] = [];
      for (const operation of operations) {
        for (const [status, response] of errorResponses(operation.op)) {
          const schema = bodySchema(response);
          const errors: string[] = schema?.properties?.error?.enum ?? [];
          if (errors.length === 0) problems.push(`${label(operation)} ${status}: error has no enum`);
          for (const code of errors) {
            if (statusOf(code) !== Number(status)) problems.push(`${label(operation)} ${status}: ${code} is sent with ${statusOf(code)}`);
          }
          if (status === '401' || status === '403') {
            const codes: string[] = schema?.properties?.code?.enum ?? [];
            if (codes.length === 0) problems.push(`${label(operation)} ${status}: code has no enum`);
            for (const code of codes)
              if (statusOf(code) !== Number(status))
                problems.push(`${label(operation)} ${status}: code ${code} belongs to ${statusOf(code)}`);
          }
          const examples = response.content['application/json'].examples ?? {};
          const exampled = Object.values<any>(examples).map((example) => example.value?.code ?? example.value?.error);
          const declared = status === '401' || status === '403' ? schema.properties.code.enum : errors;
          if ([...exampled].sort().join() !== [...declared].sort().join())
            problems.push(`${label(operation)} ${status}: examples [${exampled.join()}] for [${declared.join()}]`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('declares what any request can get: 400 unsupported_api_version and 500, plus 400 invalid_request and 413 on writes and 503 where the database is read', () => {
      const problems: string[] = [];
      for (const operation of operations) {
        const has = (status: string, code: string) => codesOf(operation.method, operation.path, status).includes(code);
        const need = (status: string, code: string, why: string) => {
          if (!has(status, code)) problems.push(`${label(operation)} lacks ${status} ${code} (${why})`);
        };
        need('400', 'unsupported_api_version', 'every route checks API-Version');
        need('500', 'internal_error', 'every route');
        if (WRITES.includes(operation.method)) {
          need('400', 'invalid_request', 'a body that cannot be read');
          need('413', 'payload_too_large', 'a body over 1 MiB');
        }
        if (!PUBLIC_PATHS.test(operation.path)) need('503', 'service_unavailable', 'keys are looked up in the database');
        if ((operation.op.parameters ?? []).some((p: any) => p.in === 'query'))
          need('400', 'invalid_request', 'a query parameter that cannot be read');
        if (/\{[^}]+\}/.test(operation.path)) need('404', 'not_found', 'a path parameter over 256 characters');
        if (operation.op.requestBody) need('422', 'validation_error', 'it validates a body');
        const isOperatorWrite =
          WRITES.includes(operation.method) && (operation.op.security ?? []).some((s: any) => 'operator-api-key' in s);
        if (isOperatorWrite) {
          need('409', 'idempotency_conflict', 'Idempotency-Key');
          need('409', 'idempotency_key_in_use', 'Idempotency-Key');
        }
      }
      expect(problems).toEqual([]);
      expect(codesOf('GET', '/health/ready', '503')).toEqual(['service_unavailable']);
    });

    it('names the conflicts each route can produce', () => {
      const registration = [
        'idempotency_conflict',
        'idempotency_key_in_use',
        'insufficient_balance',
        'player_already_registered',
        'registration_closed',
        'tournament_full',
      ];
      expect(codesOf('POST', '/api/tournaments/{tournamentId}/players', '409')).toEqual(registration);
      expect(codesOf('POST', '/api/tournaments', '409')).toEqual([
        'duplicate_external_id',
        'idempotency_conflict',
        'idempotency_key_in_use',
      ]);
      expect(codesOf('POST', '/api/tournaments/{tournamentId}/players/{playerId}/rebuy', '409')).toEqual([
        'idempotency_conflict',
        'idempotency_key_in_use',
        'insufficient_balance',
        'rebuy_not_allowed',
      ]);
      expect(codesOf('POST', '/api/tournaments/{tournamentId}/complete', '409')).toEqual(
        expect.arrayContaining(['tournament_not_started', 'tournament_cancelled', 'tournament_completed']),
      );
      expect(codesOf('GET', '/api/tournaments/{tournamentId}/results', '409')).toEqual(['tournament_not_completed']);
      expect(codesOf('PATCH', '/api/internal/tournaments/{tournamentId}/rooms/{roomId}', '409')).toEqual([
        'invalid_room_transition',
        'room_closed',
        'tournament_cancelled',
        'tournament_completed',
      ]);
      expect(codesOf('POST', '/api/admin/operators/{operatorId}/dashboard-users', '409')).toEqual(['conflict']);
      // A read has nothing to conflict with.
      expect(document.paths['/api/tournaments/{tournamentId}'].get.responses['409']).toBeUndefined();
    });

    it('names the missing resource and the forbidden one', () => {
      expect(codesOf('GET', '/api/tournaments/{tournamentId}', '404')).toEqual(['not_found', 'tournament_not_found']);
      expect(codesOf('GET', '/api/tournaments/{tournamentId}/players/{playerId}', '404')).toEqual([
        'not_found',
        'player_not_found',
        'tournament_not_found',
      ]);
      expect(codesOf('GET', '/api/internal/tournaments/{tournamentId}/rooms/{roomId}', '404')).toEqual([
        'not_found',
        'room_not_found',
        'tournament_not_found',
      ]);
      expect(codesOf('GET', '/api/tournaments/{tournamentId}', '403', 'code')).toEqual(['INSUFFICIENT_PERMISSIONS', 'RESOURCE_FORBIDDEN']);
      expect(codesOf('POST', '/api/internal/auth/validate-token', '403', 'code')).toEqual(['RESOURCE_FORBIDDEN']);
      expect(codesOf('GET', '/api/auth/permissions', '403')).toEqual([]);
      // Without ADMIN_API_KEY the admin API answers 404 like an unknown route.
      expect(codesOf('GET', '/api/admin/operators', '404')).toEqual(['not_found']);
    });

    it('401 is { error: unauthorized, code: INVALID_API_KEY } on every route that needs a key', () => {
      const problems = operations
        .filter((operation) => !PUBLIC_PATHS.test(operation.path))
        .filter(
          (o) =>
            codesOf(o.method, o.path, '401').join() !== 'unauthorized' ||
            codesOf(o.method, o.path, '401', 'code').join() !== 'INVALID_API_KEY',
        )
        .map(label);
      expect(problems).toEqual([]);
    });

    it('the 429 body declares its details, with the limits of the route kind', () => {
      const details = (method: string, path: string) => bodySchema(document.paths[path][method].responses['429']).properties.details;
      const operator = details('post', '/api/tournaments');
      expect(operator.required).toEqual(['limit', 'window_seconds', 'retry_after', 'category']);
      expect(operator.properties).toMatchObject({
        limit: { type: 'integer' },
        window_seconds: { type: 'integer' },
        retry_after: { type: 'integer' },
      });
      expect(operator.properties.category.enum).toEqual(expect.arrayContaining(['creation', 'general', 'burst', 'failed_auth']));
      expect(details('post', '/api/internal/tournaments/{tournamentId}/events').properties.category.enum).toEqual([
        'internal',
        'internal_burst',
        'failed_auth',
      ]);
      expect(details('get', '/api/admin/operators').properties.category.enum).toEqual(['failed_auth']);
      expect(Object.keys(document.paths['/api/tournaments'].post.responses['429'].headers).sort()).toEqual([
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ]);
    });

    it('an error the server really sends is one the route declares', async () => {
      const res = await t.http.get('/api/auth/permissions', { headers: { 'api-version': '2' } });
      expect(res.status).toBe(400);
      expect(codesOf('GET', '/api/auth/permissions', '400')).toContain(res.body.error);
      const missing = await t.http.get('/api/auth/permissions');
      expect(missing.status).toBe(401);
      expect(codesOf('GET', '/api/auth/permissions', '401', 'code')).toContain(missing.body.code);
    });
  });

  it('no summary or description cites an internal label', () => {
    const LABEL = /\bD\d{1,2}b?\b|spec endpoint|\(spec \d|seed-spec|decisions\.md/;
    const found: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${where}/${i}`));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if ((key === 'description' || key === 'summary' || key === 'title') && typeof value === 'string' && LABEL.test(value)) {
            found.push(`${where}/${key}: ${value.match(LABEL)![0]}`);
          } else walk(value, `${where}/${key}`);
        }
      }
    };
    walk(document, '#');
    expect(found).toEqual([]);
  });
  describe('tournament objects (seed-spec Tournament, PrizePool, CreateTournamentRequest)', () => {
    /** A schema with its $ref (or single allOf wrapper, as Nest writes described refs) resolved. */
    const resolve = (schema: any): any => {
      if (schema?.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()]);
      if (schema?.allOf?.length === 1) return resolve(schema.allOf[0]);
      return schema;
    };
    const schemaOf = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });
    const bodyOf = (method: string, path: string) => resolve(document.paths[path][method].requestBody.content['application/json'].schema);
    const responseOf = (method: string, path: string, status: string) =>
      resolve(document.paths[path][method].responses[status].content['application/json'].schema);
    /** Properties without an example of their own; objects given by $ref carry theirs inside. */
    const withoutExample = (schema: any) =>
      Object.entries<any>(schema.properties)
        .filter(([, p]) => !('example' in p) && !p.$ref && !p.allOf && !(p.type === 'array' && p.items?.$ref))
        .map(([name]) => name);

    it('Tournament: every spec field, always present, with the spec type and an example', () => {
      const tournament = responseOf('post', '/api/tournaments', '201').properties.tournament;
      const schema = resolve(tournament);
      const expected: Record<string, [string, string?]> = {
        tournamentId: ['string', 'uuid'],
        name: ['string'],
        gameSlug: ['string'],
        status: ['string'],
        scheduledStart: ['string', 'date-time'],
        actualStartTime: ['string', 'date-time'],
        completedAt: ['string', 'date-time'],
        maxPlayers: ['integer'],
        currentPlayers: ['integer'],
        entryFee: ['number'],
        currency: ['string'],
        gameConfig: ['object'],
        createdAt: ['string', 'date-time'],
      };
      for (const [field, [type, format]] of Object.entries(expected)) {
        expect({ field, type: schema.properties[field]?.type, format: schema.properties[field]?.format }).toEqual({ field, type, format });
        expect(schema.required).toContain(field);
      }
      expect(schema.properties.status.enum).toEqual(['scheduled', 'in_progress', 'completed', 'cancelled']);
      expect(schema.properties.actualStartTime.nullable).toBe(true);
      expect(schema.properties.maxPlayers.nullable).toBe(true);
      expect(resolve(schema.properties.prizePool)).toEqual(schemaOf('PrizePoolDto'));
      expect(schema.required).toContain('prizePool');
      expect(withoutExample(schema)).toEqual([]);
    });

    it('PrizePool: totalAmount, currency, guaranteedPrize and the distribution map, with examples', () => {
      const schema = schemaOf('PrizePoolDto');
      expect(schema.properties.totalAmount.type).toBe('number');
      expect(schema.properties.currency.type).toBe('string');
      expect(schema.properties.guaranteedPrize.type).toBe('number');
      expect(schema.properties.distribution).toMatchObject({ type: 'object', additionalProperties: { type: 'number' } });
      expect(schema.required.sort()).toEqual(['currency', 'distribution', 'guaranteedPrize', 'totalAmount']);
      expect(withoutExample(schema)).toEqual([]);
    });

    it('CreateTournamentRequest: required fields, types, bounds and examples', () => {
      const schema = bodyOf('post', '/api/tournaments');
      expect(schema.required.sort()).toEqual(['entry_fee', 'external_id', 'game', 'name', 'scheduled_start']);
      const p = schema.properties;
      expect(p.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });
      expect(p.external_id).toMatchObject({ type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:@-]{1,128}$' });
      expect(p.game).toMatchObject({ type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' });
      expect(p.scheduled_start).toMatchObject({ type: 'string', format: 'date-time' });
      expect(p.entry_fee).toMatchObject({ type: 'number', minimum: 0 });
      expect(p.max_players).toMatchObject({ type: 'integer', minimum: 1, nullable: true });
      expect(p.min_players).toMatchObject({ type: 'integer', minimum: 1 });
      expect(p.config).toMatchObject({ type: 'object' });
      expect(p.config.description).toContain('tournament_type');
      const prizePool = resolve(p.prize_pool);
      expect(prizePool.required).toEqual(['total']);
      expect(prizePool.properties.total).toMatchObject({ type: 'number', minimum: 0 });
      expect(prizePool.properties.distribution).toMatchObject({ type: 'object', additionalProperties: { type: 'number' } });
      expect(withoutExample(schema)).toEqual([]);
      expect(withoutExample(prizePool)).toEqual([]);
    });

    it('create example: valid on any day (a start far ahead) and the one that Swagger UI sends', () => {
      const p = bodyOf('post', '/api/tournaments').properties;
      expect(p.external_id.example).toBe(CREATE_TOURNAMENT_EXAMPLE.external_id);
      expect(p.scheduled_start.example).toBe(CREATE_TOURNAMENT_EXAMPLE.scheduled_start);
      expect(Date.parse(p.scheduled_start.example)).toBeGreaterThan(Date.now() + 50 * 365 * 86_400_000);
      expect(Date.parse(bodyOf('put', '/api/tournaments/{tournamentId}').properties.scheduled_start.example)).toBeGreaterThan(
        Date.now() + 50 * 365 * 86_400_000,
      );
    });

    it('request bodies carry no default keyword (a generated client would make the field required); the default is in the description', () => {
      const found: string[] = [];
      const walk = (schema: any, where: string, seen: Set<string>) => {
        if (!schema || typeof schema !== 'object') return;
        if (schema.$ref) {
          const name = schema.$ref.split('/').pop();
          if (seen.has(name)) return;
          seen.add(name);
          return walk(document.components.schemas[name], name, seen);
        }
        if ('default' in schema) found.push(where);
        for (const [key, value] of Object.entries<any>(schema.properties ?? {})) walk(value, `${where}.${key}`, seen);
        for (const key of ['items', 'additionalProperties']) walk(schema[key], `${where}.${key}`, seen);
        for (const key of ['allOf', 'oneOf', 'anyOf']) (schema[key] ?? []).forEach((s: any) => walk(s, where, seen));
      };
      for (const operation of operations) {
        const body = operation.op.requestBody?.content?.['application/json']?.schema;
        if (body) walk(body, label(operation), new Set());
      }
      expect(found).toEqual([]);
      const operator = resolve(bodyOf('post', '/api/admin/operators'));
      expect(operator.required).toEqual(['name']);
      expect(operator.properties.wallet_mode.description).toMatch(/transfer when absent/);
      expect(bodyOf('post', '/api/tournaments').properties.min_players.description).toMatch(/^1 when absent/);
    });

    it("registration response: the game-slug property has a real example (not Swagger UI's additionalProp1)", () => {
      const schema = document.paths['/api/tournaments/{tournamentId}/players'].post.responses['201'].content['application/json'].schema;
      const launch = resolve(schema.additionalProperties);
      expect(Object.keys(launch.properties).sort()).toEqual(['game_url', 'jwt']);
      const example = schema.example;
      expect(example['book-of-gold']).toEqual({ jwt: expect.any(String), game_url: expect.stringContaining('book-of-gold') });
      // Every documented field is in the example, with its own example value.
      const registration = schemaOf('RegistrationDto');
      for (const field of Object.keys(registration.properties))
        expect({ field, present: field in example }).toEqual({ field, present: true });
      expect(example.user_id).toBe(registration.properties.user_id.example);
    });

    it('update and cancel bodies: every D5 field with bounds; reason required, 1-500 characters', () => {
      const update = bodyOf('put', '/api/tournaments/{tournamentId}');
      expect(update.required ?? []).toEqual([]);
      expect(Object.keys(update.properties).sort()).toEqual([
        'config',
        'entry_fee',
        'max_players',
        'min_players',
        'name',
        'prize_pool',
        'scheduled_start',
      ]);
      expect(update.properties.max_players).toMatchObject({ type: 'integer', minimum: 1, nullable: true });
      expect(withoutExample(update)).toEqual([]);
      const cancel = bodyOf('delete', '/api/tournaments/{tournamentId}');
      expect(cancel.required).toEqual(['reason']);
      expect(cancel.properties.reason).toMatchObject({ type: 'string', minLength: 1, maxLength: 500 });
    });

    it('responses of endpoints 1-5 and 11 carry the documented fields', () => {
      const keys = (schema: any) => Object.keys(schema.properties).sort();
      expect(keys(responseOf('post', '/api/tournaments', '201'))).toEqual([
        'estimated_prize_pool',
        'status',
        'tournament',
        'tournament_id',
      ]);
      expect(keys(responseOf('put', '/api/tournaments/{tournamentId}', '200'))).toEqual(['tournament']);
      expect(keys(responseOf('delete', '/api/tournaments/{tournamentId}', '200'))).toEqual(['cancelled', 'reason', 'refunds']);
      expect(keys(responseOf('get', '/api/tournaments/{tournamentId}', '200'))).toEqual([
        'leaderboard_preview',
        'participation_stats',
        'player_count',
        'prize_pool',
        'tournament',
      ]);
      expect(keys(responseOf('get', '/api/tournaments/{tournamentId}/status', '200'))).toEqual([
        'active_games',
        'current_phase',
        'player_counts',
        'registration_closes_at',
        'registration_open',
        'status',
        'tournament_id',
      ]);
      const list = document.paths['/api/tournaments'].get.responses['200'].content['application/json'].schema.oneOf.map(resolve);
      expect(list.map(keys)).toEqual([
        ['pagination', 'tournaments'],
        ['current_page', 'data', 'per_page', 'total'],
      ]);
    });

    it('list parameters: typed, bounded and with examples (D7)', () => {
      const parameters = Object.fromEntries(document.paths['/api/tournaments'].get.parameters.map((p: any) => [p.name, p.schema]));
      expect(parameters.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
      expect(parameters.offset).toMatchObject({ type: 'integer', minimum: 0 });
      expect(parameters.sort).toMatchObject({ type: 'string', default: 'createdAt:desc' });
      for (const name of ['status', 'gameSlug', 'startDate', 'endDate', 'minPlayers', 'maxPlayers', 'page', 'per_page']) {
        expect({ name, example: parameters[name]?.example !== undefined }).toEqual({ name, example: true });
      }
      expect(parameters.status).toMatchObject({ type: 'string' });
      expect(parameters.page).toMatchObject({ type: 'integer' });
      expect(parameters.per_page).toMatchObject({ type: 'integer' });
    });

    it('other query parameters: booleans are booleans, status lists are one string, paging is in integers', () => {
      const query = (path: string) =>
        Object.fromEntries(document.paths[path].get.parameters.filter((p: any) => p.in === 'query').map((p: any) => [p.name, p]));
      const leaderboard = query('/api/tournaments/{tournamentId}/leaderboard');
      expect(leaderboard.includeEliminated.schema).toEqual({ type: 'boolean', default: false });
      expect(leaderboard.include_eliminated.schema).toEqual({ type: 'boolean' });
      for (const path of [
        '/api/tournaments/{tournamentId}/players',
        '/api/internal/tournaments/{tournamentId}/players',
        '/api/internal/tournaments/{tournamentId}/rooms',
      ]) {
        expect(query(path).status.schema).toMatchObject({ type: 'string' });
        expect(query(path).status.description).toMatch(/comma-separated/);
      }
      const paging = operations.flatMap(({ op }) =>
        (op.parameters ?? []).filter((p: any) => p.in === 'query' && ['limit', 'offset', 'page', 'per_page'].includes(p.name)),
      );
      expect(paging.length).toBeGreaterThan(20);
      expect(paging.filter((p: any) => p.schema.type !== 'integer')).toEqual([]);
    });
  });
});
