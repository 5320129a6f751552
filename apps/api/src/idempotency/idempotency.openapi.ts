import { OpenAPIObject, ReferenceObject, ResponsesObject, SchemaObject } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_REPLAYED_HEADER } from './idempotency-key-header';

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

export const IDEMPOTENCY_KEY_DESCRIPTION = `
Optional. 1-${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters; any other value is 400 \`invalid_request\`.
Keys are scoped to the operator. The first request with a key runs and its response (status and
body, 4xx included, 5xx and 429 excepted) is kept for 24 h. A retry with the same key and the same
request (method, path, query and JSON body, key order ignored) gets that response again, with
\`${IDEMPOTENCY_REPLAYED_HEADER}: true\`, without running again. The same key with a different request is
409 \`idempotency_conflict\`; a retry while the first request still runs is 409
\`idempotency_key_in_use\`. After a 5xx the key is free again, so a retry runs.
`
  .trim()
  .replace(/\n/g, ' ');

/** D12b covers the writes secured by an operator key. */
function isOperatorOperation(operation: { security?: Record<string, unknown>[] }, operatorScheme: string): boolean {
  return (operation.security ?? []).some((requirement) => operatorScheme in requirement);
}

/**
 * Declares the optional Idempotency-Key header on every operator POST, PUT, PATCH and DELETE of
 * the document, and the 409 it can cause, so that later endpoints get it without doing anything.
 */
export function documentIdempotencyKey(document: OpenAPIObject, operatorScheme: string): OpenAPIObject {
  const hasErrorSchema = Boolean(document.components?.schemas?.ErrorResponseDto);
  for (const item of Object.values(document.paths)) {
    for (const method of WRITE_METHODS) {
      const operation = item[method];
      if (!operation || !isOperatorOperation(operation, operatorScheme)) continue;
      const parameters = (operation.parameters ??= []);
      const declared = parameters.some((p) => 'name' in p && p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase());
      if (!declared) {
        parameters.push({
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description: IDEMPOTENCY_KEY_DESCRIPTION,
          schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: '^[\\x21-\\x7E]+$' },
        });
      }
      const schema = hasErrorSchema ? { $ref: '#/components/schemas/ErrorResponseDto' } : errorSchema();
      declareError(
        operation.responses,
        '409',
        schema,
        'Conflict with the current state',
        `idempotency_conflict (${IDEMPOTENCY_KEY_HEADER} reused for another request) or idempotency_key_in_use (the first request still runs)`,
      );
      declareError(operation.responses, '400', schema, 'The request cannot be read', `invalid_request for a malformed ${IDEMPOTENCY_KEY_HEADER}`);
    }
  }
  return document;
}

/** Adds the status if the operation lacks it, and the D12b reason to its description. */
function declareError(
  responses: ResponsesObject,
  status: string,
  schema: SchemaObject | ReferenceObject,
  fallback: string,
  reason: string,
): void {
  const existing = responses[status] ?? { description: fallback, content: { 'application/json': { schema } } };
  if ('$ref' in existing) return;
  if (!existing.description.includes(reason)) existing.description = `${existing.description}; ${reason}`;
  responses[status] = existing;
}

function errorSchema(): SchemaObject {
  return {
    type: 'object',
    required: ['error', 'message'],
    properties: { error: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
  };
}
