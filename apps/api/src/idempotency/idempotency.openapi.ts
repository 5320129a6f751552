import { OpenAPIObject } from '@nestjs/swagger';
import { addErrorCodes, ErrorCode } from '@app/common';
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
 * the document, and the codes it can cause (400 invalid_request, 409 idempotency_conflict and
 * idempotency_key_in_use) in the operation's error enums, so that later endpoints get them
 * without doing anything.
 */
export function documentIdempotencyKey(document: OpenAPIObject, operatorScheme: string): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of WRITE_METHODS) {
      const operation = item[method];
      if (!operation || !isOperatorOperation(operation, operatorScheme)) continue;
      const parameters = (operation.parameters ??= []);
      const declared = parameters.some(
        (p) => 'name' in p && p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase(),
      );
      if (!declared) {
        parameters.push({
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description: IDEMPOTENCY_KEY_DESCRIPTION,
          schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: '^[\\x21-\\x7E]+$' },
        });
      }
      // A malformed key is 400 invalid_request; a reused or busy key is 409.
      addErrorCodes(operation.responses, [ErrorCode.InvalidRequest, ErrorCode.IdempotencyConflict, ErrorCode.IdempotencyKeyInUse]);
    }
  }
  return document;
}
