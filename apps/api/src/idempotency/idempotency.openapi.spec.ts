import { OpenAPIObject } from '@nestjs/swagger';
import { errorResponse, ErrorCode } from '@app/common';
import { documentIdempotencyKey } from './idempotency.openapi';

// Idempotency-Key (D12b) in the OpenAPI document: every operator write declares the optional Idempotency-Key.

const OPERATOR = 'operator-api-key';

function operation(security: string[], responses: Record<string, unknown> = { '200': { description: 'ok' } }) {
  return { security: security.map((name) => ({ [name]: [] })), responses, parameters: [] as unknown[] };
}

function documentWith(
  paths: Record<string, Record<string, unknown>>,
  schemas: Record<string, unknown> = { ErrorResponseDto: { type: 'object' } },
): OpenAPIObject {
  return { openapi: '3.0.0', info: { title: 't', version: '1' }, paths, components: { schemas } } as unknown as OpenAPIObject;
}

const headerOf = (op: any) => (op.parameters ?? []).filter((p: any) => p.in === 'header' && p.name === 'Idempotency-Key');

describe('documentIdempotencyKey', () => {
  it('adds the optional header to operator POST, PUT, PATCH and DELETE only', () => {
    const document = documentWith({
      '/api/things': { get: operation([OPERATOR]), post: operation([OPERATOR]) },
      '/api/things/{id}': { put: operation([OPERATOR]), patch: operation([OPERATOR]), delete: operation([OPERATOR]) },
      '/api/admin/x': { post: operation(['admin-api-key']) },
      '/api/internal/x': { post: operation(['internal-api-key', 'internal-api-key-bearer']) },
      '/health/live': { get: operation([]) },
    });
    const paths = documentIdempotencyKey(document, OPERATOR).paths as any;
    for (const op of [
      paths['/api/things'].post,
      paths['/api/things/{id}'].put,
      paths['/api/things/{id}'].patch,
      paths['/api/things/{id}'].delete,
    ]) {
      expect(headerOf(op)).toEqual([
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: expect.stringMatching(/idempotency_conflict.*idempotency_key_in_use/s),
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
        },
      ]);
      expect(op.responses['409'].content['application/json'].schema.properties.error.enum).toEqual([
        'idempotency_conflict',
        'idempotency_key_in_use',
      ]);
      expect(op.responses['400'].content['application/json'].schema.properties.error.enum).toEqual(['invalid_request']);
    }
    for (const op of [paths['/api/things'].get, paths['/api/admin/x'].post, paths['/api/internal/x'].post, paths['/health/live'].get]) {
      expect(headerOf(op)).toEqual([]);
      expect(op.responses['409']).toBeUndefined();
    }
  });

  it('keeps the codes an existing 409 declares and adds the idempotency codes to its enum', () => {
    const existing = errorResponse(409, [ErrorCode.TournamentFull]);
    const document = documentWith({ '/api/t': { post: operation([OPERATOR], { '201': { description: 'ok' }, '409': existing }) } });
    const op = (documentIdempotencyKey(document, OPERATOR).paths as any)['/api/t'].post;
    expect(op.responses['409'].content['application/json'].schema.properties.error.enum).toEqual([
      'idempotency_conflict',
      'idempotency_key_in_use',
      'tournament_full',
    ]);
    expect(Object.keys(op.responses['409'].content['application/json'].examples).sort()).toEqual([
      'idempotency_conflict',
      'idempotency_key_in_use',
      'tournament_full',
    ]);
  });

  it('is idempotent itself: applying it twice changes nothing more', () => {
    const document = documentWith({ '/api/t': { post: operation([OPERATOR]) } });
    const once = structuredClone(documentIdempotencyKey(document, OPERATOR));
    expect(documentIdempotencyKey(document, OPERATOR)).toEqual(once);
  });

  it('leaves a $ref response alone', () => {
    const document = documentWith(
      { '/api/t': { post: operation([OPERATOR], { '201': { description: 'ok' }, '409': { $ref: '#/components/responses/C' } }) } },
      {},
    );
    const op = (documentIdempotencyKey(document, OPERATOR).paths as any)['/api/t'].post;
    expect(op.responses['409']).toEqual({ $ref: '#/components/responses/C' });
    expect(op.responses['400'].content['application/json'].schema).toMatchObject({ type: 'object', required: ['error', 'message'] });
  });
});
