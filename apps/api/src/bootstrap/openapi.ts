import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SECURITY } from '@app/auth';
import { documentIdempotencyKey } from '../idempotency/idempotency.openapi';
import { API_VERSION } from './http-hooks';

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

/** The OpenAPI 3 document, generated from the controllers and DTOs. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Tournament Service API')
    .setDescription(DESCRIPTION)
    .setVersion(API_VERSION)
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'Operator API key: `pk_live_<id>:sk_live_<secret>` or `sk_live_<secret>`' },
      SECURITY.operator,
    )
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Internal-Api-Key', description: 'Game-platform key (`internal_...`)' }, SECURITY.internal)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Game-platform key sent as `Bearer internal_...`' }, SECURITY.internalBearer)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Admin-Api-Key', description: 'Platform administration (ADMIN_API_KEY)' }, SECURITY.admin)
    .addGlobalParameters({
      name: 'API-Version',
      in: 'header',
      required: false,
      description: 'Optional; `1` or `1.0.0`',
      schema: { type: 'string', enum: ['1', '1.0.0'] },
    })
    .build();
  return documentIdempotencyKey(SwaggerModule.createDocument(app, config), SECURITY.operator);
}

export function setupOpenApi(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Tournament Service API',
  });
}
