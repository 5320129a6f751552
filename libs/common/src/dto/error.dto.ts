import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';

export class ErrorResponseDto {
  @ApiProperty({ example: 'tournament_not_found', description: 'Machine-readable error code (D3)' })
  error: string;

  @ApiProperty({ example: 'Tournament not found' })
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Extra context; 5xx responses carry request_id here',
    example: { request_id: '01936a8e-3c1f-7a2b-9c4d-5e6f7a8b9c0d' },
  })
  details?: Record<string, unknown>;
}

export class ValidationErrorResponseDto {
  @ApiProperty({ example: 'validation_error' }) error: string;
  @ApiProperty({ example: 'Request validation failed' }) message: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { name: ['name must be longer than or equal to 1 characters'] },
  })
  errors: Record<string, string[]>;
}

export class UnauthorizedResponseDto {
  @ApiProperty({ example: 'unauthorized' }) error: string;
  @ApiProperty({ example: 'INVALID_API_KEY' }) code: string;
  @ApiProperty({ example: 'Invalid or missing API key' }) message: string;
}

export class ForbiddenResponseDto {
  @ApiProperty({ example: 'forbidden' }) error: string;
  @ApiProperty({ example: 'INSUFFICIENT_PERMISSIONS', enum: ['INSUFFICIENT_PERMISSIONS', 'RESOURCE_FORBIDDEN'] })
  code: string;
  @ApiPropertyOptional({ example: 'tournaments.write' }) required_permission?: string;
  @ApiProperty({ example: "This API key lacks the 'tournaments.write' permission" }) message: string;
}

/** The limit that refused a call. */
export class RateLimitDetailsDto {
  @ApiProperty({ type: 'integer', example: 10, description: 'Requests (or failed authentications) allowed per window' }) limit: number;
  @ApiProperty({ type: 'integer', example: 60 }) window_seconds: number;
  @ApiProperty({ type: 'integer', example: 12, description: 'Seconds to wait; also sent as Retry-After' }) retry_after: number;
  @ApiProperty({ example: 'creation', description: 'The limit that refused the call' }) category: string;
}

export class RateLimitedResponseDto {
  @ApiProperty({ example: 'rate_limit_exceeded' }) error: string;
  @ApiProperty({ example: 'Rate limit exceeded' }) message: string;
  @ApiProperty({ type: RateLimitDetailsDto }) details: RateLimitDetailsDto;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'invalid_request: the request cannot be read (malformed JSON, non-object body, wrong Content-Type, bad query parameter), or unsupported_api_version',
  404: 'The resource or route does not exist',
  409: 'Conflict with the current state',
  413: 'payload_too_large: the body exceeds 1 MiB',
  422: 'validation_error: a field is missing, wrong, unknown or breaks a business rule',
  429: 'rate_limit_exceeded, with Retry-After',
  500: 'internal_error, with details.request_id',
  503: 'service_unavailable, with Retry-After: a dependency is down',
};

/** Declares the D3 error responses a route can give, with their documented schemas. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Error',
        // A 403 carries `code` (RESOURCE_FORBIDDEN, INSUFFICIENT_PERMISSIONS) besides error and message.
        type: status === 422 ? ValidationErrorResponseDto : status === 429 ? RateLimitedResponseDto : status === 403 ? ForbiddenResponseDto : ErrorResponseDto,
      }),
    ),
  );
}
