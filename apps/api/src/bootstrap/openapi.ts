import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, HeaderObject, OpenAPIObject, PathItemObject, PathsObject, ReferenceObject, SwaggerModule } from '@nestjs/swagger';
import { SECURITY } from '@app/auth';
import { documentIdempotencyKey } from '../idempotency/idempotency.openapi';
import { METRICS_SECURITY } from '../metrics/metrics.controller';
import { API_VERSION } from './http-hooks';
import { tryItOutRequestInterceptor } from './swagger-try-it-out';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const DESCRIPTION = `
Multi-tenant tournament service: an operator API (Bearer operator key) and a game-platform API
(internal key). Every path also answers under the doubled prefix \`/api/api/...\`. Every response
carries \`API-Version: ${API_VERSION}\`; a request may send \`API-Version: 1\` or \`1.0.0\`, any other
value gets 400 \`unsupported_api_version\`.

Errors are JSON: \`{ "error": "<code>", "message": "...", "details"?: {...} }\`; 401 and 403 add
\`code\` (\`INVALID_API_KEY\`, \`INSUFFICIENT_PERMISSIONS\`, \`RESOURCE_FORBIDDEN\`), 422 adds
\`errors\` (field path → messages). Bodies are strict: unknown fields get 422. Bad query
parameters, malformed JSON, non-object bodies and a Content-Type other than application/json get
400 \`invalid_request\`; bodies over 1 MiB get 413 \`payload_too_large\`. A request that cannot be read
at all (headers over 16 KiB, broken HTTP framing) gets 400 \`invalid_request\` and its connection is
closed; a path that cannot be decoded, or whose id is longer than any id can be, gets 404 \`not_found\`.
`.trim();

/**
 * The tags in the order an integrator meets them (Swagger UI and Redoc list them in this order):
 * the operator API first, then the game platform, then the operations and administration routes.
 */
export const TAGS: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'Authentication',
    description:
      'Operator API keys: send `Authorization: Bearer pk_live_<id>:sk_live_<secret>` (or `Bearer sk_live_<secret>`). ' +
      'A key has a role, which decides its permissions; a call without the permission it needs gets 403.',
  },
  { name: 'Tournaments', description: 'Create, list, read, update, cancel, start and complete tournaments, and read their status.' },
  {
    name: 'Tournament series',
    description:
      'Recurring tournaments: a schedule (RFC 5545 DTSTART and RRULE) and a tournament template; each occurrence gets its tournament a lead time before its start.',
  },
  {
    name: 'Players',
    description:
      "Register players (the entry fee is debited), withdraw, rebuy and reissue game tokens; a player's tournaments, wallet and transfers.",
  },
  { name: 'Leaderboard', description: 'The live standings of a tournament, paged or centred on one player.' },
  { name: 'Results', description: 'Final positions and prizes of a completed tournament.' },
  { name: 'Events', description: "The operator's event feed (tournament, player, prize and leaderboard events), read with a cursor." },
  {
    name: 'Game platform',
    description:
      'The internal API of the game platform, with an internal key (`X-Internal-Api-Key: internal_...` or `Authorization: Bearer internal_...`): ' +
      'token validation, tournament configuration and players, rooms and game events. The JWKS that verifies player tokens is public.',
  },
  { name: 'Audit', description: "The operator's audit log: its API calls and key changes." },
  {
    name: 'Operations',
    description:
      'Liveness, readiness and Prometheus metrics; no key, except `Bearer <METRICS_TOKEN>` on /metrics when the service sets METRICS_TOKEN.',
  },
  {
    name: 'Admin',
    description:
      'Platform administration with `X-Admin-Api-Key`: operators, their API keys and dashboard users, internal keys, event and notification replay. ' +
      'Off unless the service is started with ADMIN_API_KEY.',
  },
];

const LICENSE = {
  name: 'Proprietary (UNLICENSED): all rights reserved',
  url: 'https://docs.npmjs.com/cli/configuring-npm/package-json#license',
};

/** The headers of every response, declared once in `components.headers`. */
const ALWAYS_SENT: Record<string, HeaderObject> = {
  'API-Version': {
    description: `The API version that answered: always \`${API_VERSION}\``,
    required: true,
    schema: { type: 'string', example: API_VERSION },
  },
  'X-Request-Id': {
    description:
      "The request's id, also in the service's logs: the caller's X-Request-Id when it is 1-128 characters of letters, digits and `._:-`, else a new UUID",
    required: true,
    schema: { type: 'string', example: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01' },
  },
};

/**
 * X-RateLimit-* of the operator and game-platform routes (their guards set them); the admin and
 * public routes have none. Not required, since a call is served without them when the limit store
 * cannot be reached, so they are written out on each response: a generated client takes a header
 * given by reference as always present.
 */
const RATE_LIMIT_HEADERS: Record<string, HeaderObject> = {
  'X-RateLimit-Limit': {
    description: 'Calls allowed in the window of the most constraining limit that applied to this call',
    schema: { type: 'integer', example: 100 },
  },
  'X-RateLimit-Remaining': { description: 'Calls left in that window', schema: { type: 'integer', example: 99 } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) at which that window ends', schema: { type: 'integer', example: 1795978800 } },
};
const RATE_LIMITED_SCHEMES: readonly string[] = [SECURITY.operator, SECURITY.internal, SECURITY.internalBearer];

/** The OpenAPI 3 document, generated from the controllers and DTOs. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Tournament Service API')
    .setDescription(DESCRIPTION)
    .setVersion(API_VERSION)
    .setLicense(LICENSE.name, LICENSE.url)
    // Relative: Swagger UI's "Try it out" calls the host that served the page, whatever its name.
    .addServer('/', 'This service (the host that serves this document)')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'Operator API key: `pk_live_<id>:sk_live_<secret>` or `sk_live_<secret>`' },
      SECURITY.operator,
    )
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'X-Internal-Api-Key', description: 'Game-platform key (`internal_...`)' },
      SECURITY.internal,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'Game-platform key sent as `Bearer internal_...`' },
      SECURITY.internalBearer,
    )
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'X-Admin-Api-Key', description: 'Platform administration (ADMIN_API_KEY)' },
      SECURITY.admin,
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'query',
        name: 'token',
        description:
          "A player's game token (JWT): the live leaderboard stream of its own tournament only (for browsers, whose EventSource cannot send headers)",
      },
      SECURITY.playerToken,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: 'GET /metrics only, when the service runs with METRICS_TOKEN: `Bearer <METRICS_TOKEN>`',
      },
      METRICS_SECURITY,
    )
    .addGlobalParameters({
      name: 'API-Version',
      in: 'header',
      required: false,
      description: 'Optional; `1` or `1.0.0`',
      schema: { type: 'string', enum: ['1', '1.0.0'] },
    });
  for (const tag of TAGS) builder.addTag(tag.name, tag.description);
  const document = SwaggerModule.createDocument(app, builder.build());
  return finishDocument(documentIdempotencyKey(document, SECURITY.operator));
}

/**
 * What the decorators cannot say, applied once to the generated document: the keys are opaque
 * tokens, not JWTs; the public routes declare that they need no key (`security: []`); every
 * 2xx declares the headers the service sends with it; the paths follow the order of the tags.
 */
export function finishDocument(document: OpenAPIObject): OpenAPIObject {
  for (const scheme of Object.values(document.components?.securitySchemes ?? {})) {
    if ('bearerFormat' in scheme) delete scheme.bearerFormat;
  }
  document.components = { ...document.components, headers: { ...document.components?.headers, ...ALWAYS_SENT } };
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.security ??= [];
      const rateLimited = operation.security.some((requirement) =>
        Object.keys(requirement).some((scheme) => RATE_LIMITED_SCHEMES.includes(scheme)),
      );
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!response || !/^2\d\d$/.test(status) || '$ref' in response) continue;
        const headers: Record<string, HeaderObject | ReferenceObject> = { ...response.headers };
        for (const name of Object.keys(ALWAYS_SENT)) headers[name] ??= { $ref: `#/components/headers/${name}` };
        if (rateLimited) for (const [name, header] of Object.entries(RATE_LIMIT_HEADERS)) headers[name] ??= structuredClone(header);
        response.headers = headers;
      }
    }
  }
  document.paths = orderByTag(document.paths);
  return document;
}

/** The paths sorted by the position of their first operation's tag in TAGS (stable otherwise). */
function orderByTag(paths: PathsObject): PathsObject {
  const rank = (item: PathItemObject) => {
    const tag = HTTP_METHODS.map((method) => item[method]?.tags?.[0]).find(Boolean);
    const index = TAGS.findIndex((t) => t.name === tag);
    return index < 0 ? TAGS.length : index;
  };
  const entries = Object.entries(paths).map(([path, item], position) => ({ path, item, position, rank: rank(item) }));
  entries.sort((a, b) => a.rank - b.rank || a.position - b.position);
  return Object.fromEntries(entries.map(({ path, item }) => [path, item]));
}

export function setupOpenApi(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Tournament Service API',
    swaggerOptions: { requestInterceptor: tryItOutRequestInterceptor() },
  });
}
