import {
  BadRequestException,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import fc from 'fast-check';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import {
  DomainException,
  ForbiddenException,
  ServiceUnavailableException,
  UnauthorizedException,
  ValidationFailedException,
} from './domain.exception';
import { AuthErrorCode, ERROR_STATUS, ErrorCode } from './error-code';
import { internalError, numericOverflowException, toErrorResponse } from './error-response';

// D3: error bodies, statuses and the mapping of unexpected errors.

const REQUEST_ID = 'req-123';

describe('toErrorResponse', () => {
  describe('DomainException', () => {
    it.each(Object.values(ErrorCode))('code %s gets the status of ERROR_STATUS', (code) => {
      const response = toErrorResponse(new DomainException(code, 'Something'), REQUEST_ID);
      expect(response.status).toBe(ERROR_STATUS[code]);
      expect(response.body.error).toBe(code);
      expect(response.body.message).toBe('Something');
    });

    it('every error code has a 4xx or 5xx status', () => {
      for (const code of Object.values(ErrorCode)) {
        expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
        expect(ERROR_STATUS[code]).toBeLessThan(600);
      }
    });

    it.each([
      [ErrorCode.InvalidRequest, 400],
      [ErrorCode.UnsupportedApiVersion, 400],
      [ErrorCode.ValidationError, 422],
      [ErrorCode.Unauthorized, 401],
      [ErrorCode.Forbidden, 403],
      [ErrorCode.NotFound, 404],
      [ErrorCode.TournamentNotFound, 404],
      [ErrorCode.PlayerNotFound, 404],
      [ErrorCode.RoomNotFound, 404],
      [ErrorCode.PayloadTooLarge, 413],
      [ErrorCode.PlayerAlreadyRegistered, 409],
      [ErrorCode.TournamentFull, 409],
      [ErrorCode.InsufficientBalance, 409],
      [ErrorCode.TournamentStarted, 409],
      [ErrorCode.TournamentCancelled, 409],
      [ErrorCode.TournamentCompleted, 409],
      [ErrorCode.RegistrationClosed, 409],
      [ErrorCode.TournamentNotCompleted, 409],
      [ErrorCode.TournamentNotStarted, 409],
      [ErrorCode.DuplicateExternalId, 409],
      [ErrorCode.RebuyNotAllowed, 409],
      [ErrorCode.IdempotencyConflict, 409],
      [ErrorCode.IdempotencyKeyInUse, 409],
      [ErrorCode.RateLimitExceeded, 429],
      [ErrorCode.InternalError, 500],
      [ErrorCode.ServiceUnavailable, 503],
    ])('D3 puts %s at %i', (code, status) => {
      expect(ERROR_STATUS[code]).toBe(status);
      expect(code).toMatch(/^[a-z_]+$/);
    });

    it('a 4xx body is exactly { error, message } with no request id', () => {
      const response = toErrorResponse(new DomainException(ErrorCode.TournamentNotFound, 'Tournament not found'), REQUEST_ID);
      expect(response).toEqual({
        status: 404,
        body: { error: 'tournament_not_found', message: 'Tournament not found' },
        headers: {},
      });
    });

    it('passes details through, as a copy', () => {
      const details = { limit: 100, window_seconds: 60, retry_after: 7 };
      const response = toErrorResponse(new DomainException(ErrorCode.RateLimitExceeded, 'Slow down', details), REQUEST_ID);
      expect(response.status).toBe(429);
      expect(response.body.details).toEqual(details);
      expect(response.body.details).not.toBe(details);
      expect(response.body.details).not.toHaveProperty('request_id');
    });

    it('adds request_id to the details of a 5xx DomainException, keeping its own details', () => {
      const response = toErrorResponse(new DomainException(ErrorCode.InternalError, 'Oops', { step: 'payout' }), REQUEST_ID);
      expect(response.status).toBe(500);
      expect(response.body.details).toEqual({ step: 'payout', request_id: REQUEST_ID });
    });
  });

  describe('401 UnauthorizedException', () => {
    it('has exactly { error: "unauthorized", code: "INVALID_API_KEY", message }', () => {
      const response = toErrorResponse(new UnauthorizedException('API key expired'), REQUEST_ID);
      expect(response.status).toBe(401);
      expect(response.body).toStrictEqual({
        error: 'unauthorized',
        code: 'INVALID_API_KEY',
        message: 'API key expired',
      });
      expect(response.headers).toEqual({});
    });

    it('has a default message', () => {
      const response = toErrorResponse(new UnauthorizedException(), REQUEST_ID);
      expect(response.body).toStrictEqual({
        error: 'unauthorized',
        code: AuthErrorCode.InvalidApiKey,
        message: expect.any(String),
      });
      expect(response.body.message.length).toBeGreaterThan(0);
    });
  });

  describe('403 ForbiddenException', () => {
    it('missingPermission: INSUFFICIENT_PERMISSIONS with required_permission', () => {
      const response = toErrorResponse(ForbiddenException.missingPermission('tournaments.delete'), REQUEST_ID);
      expect(response.status).toBe(403);
      expect(response.body).toStrictEqual({
        error: 'forbidden',
        code: 'INSUFFICIENT_PERMISSIONS',
        required_permission: 'tournaments.delete',
        message: expect.stringContaining('tournaments.delete'),
      });
    });

    it('otherOperator: RESOURCE_FORBIDDEN without required_permission', () => {
      const response = toErrorResponse(ForbiddenException.otherOperator('tournament'), REQUEST_ID);
      expect(response.status).toBe(403);
      expect(response.body).toStrictEqual({
        error: 'forbidden',
        code: 'RESOURCE_FORBIDDEN',
        message: expect.stringContaining('tournament'),
      });
    });
  });

  describe('422 ValidationFailedException', () => {
    it('has { error: "validation_error", message, errors }', () => {
      const errors = { name: ['name must be shorter'], 'prize_pool.total': ['must be >= 0'] };
      const response = toErrorResponse(new ValidationFailedException(errors), REQUEST_ID);
      expect(response.status).toBe(422);
      expect(response.body).toStrictEqual({
        error: 'validation_error',
        message: expect.any(String),
        errors,
      });
    });

    it('forField builds a one-field errors map', () => {
      const response = toErrorResponse(ValidationFailedException.forField('max_players', 'below registered count', 'second'), REQUEST_ID);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ max_players: ['below registered count', 'second'] });
    });
  });

  describe('503 ServiceUnavailableException', () => {
    it('has a retry-after header and the request id', () => {
      const response = toErrorResponse(new ServiceUnavailableException('down', 12), REQUEST_ID);
      expect(response.status).toBe(503);
      expect(response.headers).toEqual({ 'retry-after': '12' });
      expect(response.body).toEqual({
        error: 'service_unavailable',
        message: 'down',
        details: { request_id: REQUEST_ID },
      });
    });
  });

  describe('unexpected errors', () => {
    const secretText = 'SELECT * FROM api_keys WHERE secret_hash = $1 -- at Repository.find (/app/x.ts:12)';

    it.each([
      ['an Error', new Error(secretText)],
      ['a TypeError', new TypeError(secretText)],
      ['a string', secretText],
      ['undefined', undefined],
      ['null', null],
      ['a number', 42],
      ['a plain object', { message: secretText }],
      ['an error with a 5xx statusCode', Object.assign(new Error(secretText), { statusCode: 502 })],
      ['an error with an unknown code', Object.assign(new Error(secretText), { code: '42P01' })],
    ])('%s becomes a bare 500 internal_error with the request id', (_label, error) => {
      const response = toErrorResponse(error, REQUEST_ID);
      expect(response.status).toBe(500);
      expect(response.body).toStrictEqual({
        error: 'internal_error',
        message: expect.any(String),
        details: { request_id: REQUEST_ID },
      });
      expect(response.headers).toEqual({});
      const text = JSON.stringify(response.body);
      expect(text).not.toContain('SELECT');
      expect(text).not.toContain('api_keys');
      expect(text).not.toContain('Repository.find');
    });

    it('internalError is the same shape', () => {
      expect(internalError('abc')).toEqual({
        status: 500,
        body: { error: 'internal_error', message: expect.any(String), details: { request_id: 'abc' } },
        headers: {},
      });
    });

    it('never throws and never leaks the message of an arbitrary Error', () => {
      fc.assert(
        fc.property(fc.string({ minLength: 12 }), fc.string({ minLength: 1, maxLength: 20 }), (text, id) => {
          const marker = `LEAK<${text}>`;
          const response = toErrorResponse(new Error(marker), id);
          expect(response.status).toBe(500);
          expect(response.body.message).not.toContain(marker);
          expect(response.body.details).toEqual({ request_id: id });
        }),
      );
    });
  });

  describe('database down → 503 with Retry-After', () => {
    const pgError = (props: Record<string, unknown>, message = 'db failure detail') => Object.assign(new Error(message), props);

    it.each([
      ['ECONNREFUSED', pgError({ code: 'ECONNREFUSED' }, 'connect ECONNREFUSED 127.0.0.1:5432')],
      ['ECONNRESET', pgError({ code: 'ECONNRESET' })],
      ['ETIMEDOUT', pgError({ code: 'ETIMEDOUT' })],
      ['57P01 admin shutdown', pgError({ code: '57P01' }, 'terminating connection due to administrator command')],
      ['57P03 cannot connect now', pgError({ code: '57P03' })],
      ['53300 too many connections', pgError({ code: '53300' })],
      ['08006 connection failure', pgError({ code: '08006' })],
      ['driverError.code 57P01 (TypeORM QueryFailedError)', pgError({ driverError: { code: '57P01' } })],
      ['driverError.code ECONNREFUSED', pgError({ driverError: pgError({ code: 'ECONNREFUSED' }) })],
      ['message "Connection terminated"', new Error('Connection terminated unexpectedly')],
      ['message "timeout exceeded when trying to connect"', new Error('timeout exceeded when trying to connect')],
      ['a driverError message', pgError({ driverError: new Error('Connection terminated') })],
      // A transaction whose connection dropped under it (PostgreSQL restarted mid-request).
      ['TypeORM QueryRunnerAlreadyReleasedError', new QueryRunnerAlreadyReleasedError()],
      ['TypeORM QueryRunnerProviderAlreadyReleasedError', new QueryRunnerProviderAlreadyReleasedError()],
    ])('%s', (_label, error) => {
      const response = toErrorResponse(error, REQUEST_ID);
      expect(response.status).toBe(503);
      expect(response.body.error).toBe('service_unavailable');
      expect(response.body.details).toEqual({ request_id: REQUEST_ID });
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.stringify(response.body)).not.toContain('127.0.0.1');
      expect(JSON.stringify(response.body)).not.toContain('administrator command');
    });
  });

  describe('unique violation → 409', () => {
    it.each([
      ['code 23505', Object.assign(new Error('duplicate key value violates unique constraint "uq_secret"'), { code: '23505' })],
      [
        'driverError.code 23505',
        Object.assign(new Error('duplicate key value violates unique constraint "uq_secret"'), {
          driverError: { code: '23505', detail: 'Key (secret_hash)=(abc) already exists.' },
        }),
      ],
    ])('%s gives 409 conflict without the SQL text', (_label, error) => {
      const response = toErrorResponse(error, REQUEST_ID);
      expect(response.status).toBe(409);
      expect(response.body.error).toBe('conflict');
      expect(response.body).not.toHaveProperty('details');
      expect(JSON.stringify(response.body)).not.toContain('uq_secret');
      expect(JSON.stringify(response.body)).not.toContain('secret_hash');
    });
  });

  describe('numeric overflow (22003) → 409 naming the limit', () => {
    it.each([
      ['code 22003', Object.assign(new Error('numeric field overflow'), { code: '22003' })],
      [
        'driverError.code 22003',
        Object.assign(new Error('numeric field overflow'), {
          driverError: { code: '22003', detail: 'A field with precision 24, scale 8 must round to an absolute value less than 10^16.' },
        }),
      ],
    ])('%s gives 409 conflict without the SQL text', (_label, error) => {
      const response = toErrorResponse(error, REQUEST_ID);
      expect(response.status).toBe(409);
      expect(response.body.error).toBe('conflict');
      expect(response.body.message).toContain('10000000000000000');
      expect(response.body).not.toHaveProperty('details');
      expect(JSON.stringify(response.body)).not.toContain('precision');
    });

    it('numericOverflowException leaves every other error alone', () => {
      expect(numericOverflowException(Object.assign(new Error('x'), { code: '22001' }))).toBeUndefined();
      expect(numericOverflowException(null)).toBeUndefined();
      expect(numericOverflowException(new Error('numeric field overflow'))).toBeUndefined();
    });
  });

  describe('Fastify errors', () => {
    const fastifyError = (statusCode: number, code: string, message = 'fastify says no') =>
      Object.assign(new Error(message), { statusCode, code });

    it.each([
      [fastifyError(400, 'FST_ERR_CTP_INVALID_JSON_BODY', 'Unexpected token } in JSON at position 9'), 400, 'invalid_request'],
      [fastifyError(400, 'FST_ERR_CTP_EMPTY_JSON_BODY'), 400, 'invalid_request'],
      [fastifyError(400, 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'), 400, 'invalid_request'],
      [fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE'), 413, 'payload_too_large'],
      [fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'), 400, 'invalid_request'],
      [fastifyError(404, 'FST_ERR_NOT_FOUND'), 404, 'not_found'],
      [Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 }), 400, 'invalid_request'],
      [{ statusCode: 400 }, 400, 'invalid_request'],
      [{ statusCode: 413 }, 413, 'payload_too_large'],
      [{ statusCode: 415 }, 400, 'invalid_request'],
    ])('%o → %i %s', (error, status, code) => {
      const response = toErrorResponse(error, REQUEST_ID);
      expect(response.status).toBe(status);
      expect(response.body.error).toBe(code);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(0);
      expect(response.body.message).not.toContain('fastify says no');
      expect(response.body.message).not.toContain('position 9');
      expect(response.body).not.toHaveProperty('details');
    });

    it('explains a malformed JSON body and an empty JSON body differently', () => {
      const invalid = toErrorResponse(fastifyError(400, 'FST_ERR_CTP_INVALID_JSON_BODY'), REQUEST_ID);
      const empty = toErrorResponse(fastifyError(400, 'FST_ERR_CTP_EMPTY_JSON_BODY'), REQUEST_ID);
      expect(invalid.body.message).toMatch(/json/i);
      expect(empty.body.message).toMatch(/empty/i);
    });

    it('415 says which Content-Type is expected', () => {
      const response = toErrorResponse(fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'), REQUEST_ID);
      expect(response.body.message).toContain('application/json');
    });
  });

  describe('Nest HttpExceptions', () => {
    it.each([
      [new NotFoundException('Cannot GET /api/nope'), 404, 'not_found'],
      [new HttpException('gone', 404), 404, 'not_found'],
      [new PayloadTooLargeException(), 413, 'payload_too_large'],
      [new BadRequestException('bad'), 400, 'invalid_request'],
      [new UnsupportedMediaTypeException(), 400, 'invalid_request'],
      [new HttpException('method', 405), 405, 'not_found'],
    ])('%s → %i %s', (error, status, code) => {
      const response = toErrorResponse(error, REQUEST_ID);
      expect(response.status).toBe(status);
      expect(response.body.error).toBe(code);
      expect(response.headers).toEqual({});
    });

    it('does not echo the route of a Nest 404 (no reflection of client input)', () => {
      const response = toErrorResponse(new NotFoundException('Cannot GET /api/<script>'), REQUEST_ID);
      expect(response.body.message).not.toContain('<script>');
    });
  });
});
