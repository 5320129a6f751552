import 'reflect-metadata';
import { Controller, Get, Post } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { AuthErrorCode, ERROR_STATUS, ErrorCode } from '../errors/error-code';
import { ApiErrors, ApiRateLimited, checkDeclaration, ErrorDeclaration, errorResponse, errorSchema } from './error.dto';

const responsesOf = (handler: unknown) => Reflect.getMetadata(DECORATORS.API_RESPONSE, handler as object) as Record<string, any>;
const enumOf = (response: any, field = 'error') => response.schema.properties[field].enum;

describe('ApiErrors', () => {
  it('refuses a code listed under a status it is not sent with', () => {
    // The type refuses it too; the cast stands for a declaration built at run time.
    expect(() => ApiErrors({ 404: [ErrorCode.TournamentFull] } as unknown as ErrorDeclaration)).toThrow(
      "'tournament_full' is sent with 409, not 404",
    );
    expect(() => ApiErrors({ 403: [AuthErrorCode.InvalidApiKey] } as unknown as ErrorDeclaration)).toThrow(
      "'INVALID_API_KEY' is sent with 401, not 403",
    );
    expect(() => ApiErrors({ 409: ['no_such_code'] } as unknown as ErrorDeclaration)).toThrow("'no_such_code' is not an error code");
    expect(() => ApiErrors({ 409: [] })).toThrow('status 409 lists no error code');
  });

  it('accepts every code under its own status', () => {
    for (const code of Object.values(ErrorCode)) expect(() => checkDeclaration({ [ERROR_STATUS[code]]: [code] })).not.toThrow();
  });

  it('adds declarations up, per status, on a route and from its controller class', () => {
    @ApiErrors({ 404: [ErrorCode.NotFound] })
    @Controller('things')
    class ThingsController {
      @Post(':id')
      @ApiErrors({ 409: [ErrorCode.TournamentFull] })
      @ApiErrors({ 404: [ErrorCode.TournamentNotFound], 409: [ErrorCode.RegistrationClosed] })
      register(): void {}

      @Get()
      @ApiRateLimited(['general'])
      @ApiErrors({ 429: [ErrorCode.RateLimitExceeded] })
      list(): void {}

      helper(): void {}
    }
    const register = responsesOf(ThingsController.prototype.register);
    expect(enumOf(register['409'])).toEqual(['registration_closed', 'tournament_full']);
    expect(enumOf(register['404'])).toEqual(['not_found', 'tournament_not_found']);
    expect(Object.keys(register['409'].examples)).toEqual(['registration_closed', 'tournament_full']);
    const list = responsesOf(ThingsController.prototype.list);
    expect(list['429'].schema.properties.details.properties.category.enum).toEqual(['general']);
    expect(Object.keys(list['429'].headers)).toEqual(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    expect(enumOf(list['404'])).toEqual(['not_found']);
    expect(responsesOf(ThingsController.prototype.helper)).toBeUndefined();
  });
});

describe('error schemas', () => {
  it('401 and 403 carry the auth code as an enum', () => {
    const unauthorized = errorSchema(401, [AuthErrorCode.InvalidApiKey]);
    expect(unauthorized.properties!.error).toMatchObject({ enum: ['unauthorized'] });
    expect(unauthorized.properties!.code).toMatchObject({ enum: ['INVALID_API_KEY'] });
    expect(unauthorized.required).toEqual(['error', 'message', 'code']);
    const forbidden = errorSchema(403, [AuthErrorCode.InsufficientPermissions, AuthErrorCode.ResourceForbidden]);
    expect(forbidden.properties!.error).toMatchObject({ enum: ['forbidden'] });
    expect(forbidden.properties!.code).toMatchObject({ enum: ['INSUFFICIENT_PERMISSIONS', 'RESOURCE_FORBIDDEN'] });
    expect(forbidden.properties!.required_permission).toMatchObject({ type: 'string' });
    expect(errorSchema(403, [AuthErrorCode.ResourceForbidden]).properties!.required_permission).toBeUndefined();
  });

  it('names the permission a route needs in its 403: the required_permission enum, the example and the description', () => {
    const response = errorResponse(403, [AuthErrorCode.InsufficientPermissions], { requiredPermissions: ['players.write'] });
    const media = response.content!['application/json'] as any;
    expect(media.schema.properties.required_permission).toMatchObject({ type: 'string', enum: ['players.write'] });
    expect(media.examples.INSUFFICIENT_PERMISSIONS.value).toMatchObject({
      required_permission: 'players.write',
      message: "This API key lacks the 'players.write' permission",
    });
    expect(response.description).toContain("this route needs 'players.write'");
  });

  it('declares the details each code sends', () => {
    const rateLimited = errorSchema(429, [ErrorCode.RateLimitExceeded], { rateLimitCategories: ['failed_auth'] });
    expect(rateLimited.required).toContain('details');
    expect(rateLimited.properties!.details).toMatchObject({
      required: ['limit', 'window_seconds', 'retry_after', 'category'],
      properties: {
        limit: { type: 'integer' },
        window_seconds: { type: 'integer' },
        retry_after: { type: 'integer' },
        category: { enum: ['failed_auth'] },
      },
    });
    expect(errorSchema(500, [ErrorCode.InternalError]).properties!.details).toMatchObject({ required: ['request_id'] });
    expect(errorSchema(400, [ErrorCode.UnsupportedApiVersion]).properties!.details).toMatchObject({
      properties: { supported_versions: { type: 'array' } },
    });
    expect(errorSchema(409, [ErrorCode.TournamentFull]).properties!.details).toBeUndefined();
    expect(errorSchema(422, [ErrorCode.ValidationError]).required).toEqual(['error', 'message', 'errors']);
  });

  it('gives each code an example that is a body of that code', () => {
    const response = errorResponse(409, [ErrorCode.TournamentFull, ErrorCode.PlayerAlreadyRegistered]);
    const media = response.content!['application/json'] as any;
    expect(media.examples.tournament_full.value).toEqual({ error: 'tournament_full', message: 'The tournament is full' });
    expect(media.examples.player_already_registered.value.error).toBe('player_already_registered');
    expect(response.description).toMatch(/`player_already_registered`: .*\n- `tournament_full`: /);
  });
});
