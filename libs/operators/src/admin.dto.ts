import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Length,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { DateTimeField, isIsoCurrency, PaginationDto, Text } from '@app/common';
import { Role } from '@app/auth';

const IsCurrency = () =>
  ValidateBy({
    name: 'isCurrency',
    validator: {
      validate: (value: unknown) => isIsoCurrency(value),
      defaultMessage: (args) => `${args?.property} must be an ISO 4217 currency code such as EUR`,
    },
  });

const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/**
 * One override: calls allowed per window, or null to go back to the service's setting. An explicit
 * type: TypeScript reports `number | null` as Object, which the document would call an object.
 */
const override = (what: string, setting: string, example: number | null = null) =>
  ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 1_000_000,
    example,
    description: `${what}; null restores the service's setting (${setting})`,
  });

export class RateLimitOverridesDto {
  @override('Tournament creations per window', 'RATE_LIMIT_CREATION, 10 by default', 20)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  creation?: number | null;
  @override(
    'Registrations, rebuys, withdrawals, player tokens and wallet transfers per window',
    'RATE_LIMIT_REGISTRATION, 200 by default',
    400,
  )
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  registration?: number | null;
  @override('Leaderboard and results reads per window', 'RATE_LIMIT_RESULTS, 500 by default')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  results?: number | null;
  @override('Other calls under /api/tournaments per window', 'RATE_LIMIT_TOURNAMENT_OPS, 100 by default')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  tournament_ops?: number | null;
  @override('All calls per window', 'RATE_LIMIT_GENERAL, 1000 by default')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  general?: number | null;
  @override('All calls per burst window', 'RATE_LIMIT_BURST, 100 by default')
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  burst?: number | null;
}

/** Settings shared by create and update; `name` differs (required on create), so it is not here. */
class OperatorSettingsDto {
  @ApiPropertyOptional({ example: 'EUR', description: 'Default currency (ISO 4217); EUR when absent on create' })
  @IsOptional()
  @IsCurrency()
  currency?: string;

  // No `default` keyword on request fields: generated clients would make the field required.
  @ApiPropertyOptional({ enum: ['transfer', 'seamless'], example: 'transfer', description: 'transfer when absent on create' })
  @IsOptional()
  @IsIn(['transfer', 'seamless'])
  wallet_mode?: 'transfer' | 'seamless';

  @ApiPropertyOptional({
    type: String,
    example: 'https://wallet.acme.example/tournaments',
    nullable: true,
    description:
      'Base URL of the seamless wallet (the protocol is in docs/wallet-protocol.md): https, a public host name (no IP address, ' +
      'no private or local host), no port other than 443, no credentials, query, fragment, spaces or backslashes. Stored and ' +
      'returned in its canonical spelling (trimmed, lower-case host, no trailing dot, default port or trailing slash). ' +
      'Required with wallet_mode seamless.',
  })
  // The URL rules (SSRF) depend on WALLET_ALLOW_LOCALHOST, so AdminService checks them.
  @IsOptional()
  @IsString()
  @Length(1, 2048)
  wallet_url?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    minLength: 16,
    maxLength: 256,
    description: 'HMAC-SHA256 secret for seamless wallet requests (required with wallet_mode seamless); never returned',
    writeOnly: true,
  })
  @IsOptional()
  @IsString()
  @Length(16, 256)
  wallet_secret?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: 'https://sqs.eu-west-1.amazonaws.com/123456789012/acme-events.fifo',
    nullable: true,
    description:
      "Amazon SQS queue of this operator's events: https://sqs.<region>.amazonaws.com/<account>/<queue> " +
      '(also <region>.queue.amazonaws.com and the .amazonaws.com.cn forms); no IP address, other host, ' +
      'credentials, query or fragment. With SQS_ENDPOINT set, queues of that endpoint are accepted too. The account ' +
      'must be one the service allows: SQS_ALLOWED_ACCOUNT_IDS, else the account of SQS_QUEUE_URL, else none (every ' +
      'queue is refused); with SQS_OPERATOR_QUEUE_PREFIX, the queue name must start with it. Only the platform ' +
      'administrator sets it (this API or the CLI), never the operator dashboard.',
  })
  // The host rules (SSRF) depend on SQS_ENDPOINT, so AdminService checks them (events-queue-url.ts).
  @IsOptional()
  @IsString()
  @Length(1, 2048)
  @IsUrl(HTTP_URL, { message: 'events_queue_url must be an http(s) URL' })
  events_queue_url?: string | null;

  @ApiPropertyOptional({
    enum: ['platform', 'cloudevents'],
    example: 'platform',
    description: 'Envelope of the SQS messages; platform when absent on create',
  })
  @IsOptional()
  @IsIn(['platform', 'cloudevents'])
  events_format?: 'platform' | 'cloudevents';

  @ApiPropertyOptional({
    type: RateLimitOverridesDto,
    description:
      'Per-operator rate limits. A window is RATE_LIMIT_WINDOW_SECONDS (60 s by default), the burst window ' +
      'RATE_LIMIT_BURST_WINDOW_SECONDS (10 s by default). On update, the limits named here change and the others stay.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => RateLimitOverridesDto)
  rate_limits?: RateLimitOverridesDto;
}

export class UpdateOperatorDto extends OperatorSettingsDto {
  @ApiPropertyOptional({ example: 'Acme Casino', minLength: 1, maxLength: 200 })
  @IsOptional()
  @Text({ max: 200 })
  name?: string;
}

export class CreateOperatorDto extends OperatorSettingsDto {
  @ApiProperty({ example: 'Acme Casino', minLength: 1, maxLength: 200 })
  @Text({ max: 200 })
  name: string;

  @ApiPropertyOptional({
    enum: ['live', 'test'],
    example: 'live',
    description: 'live when absent; test operators get pk_test_/sk_test_ keys',
  })
  @IsOptional()
  @IsIn(['live', 'test'])
  environment?: 'live' | 'test';
}

export class OperatorResponseDto {
  @ApiProperty({ format: 'uuid' }) operator_id: string;
  @ApiProperty({ example: 'Acme Casino' }) name: string;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ enum: ['live', 'test'] }) environment: string;
  @ApiProperty({ enum: ['transfer', 'seamless'] }) wallet_mode: string;
  @ApiProperty({ nullable: true, type: String }) wallet_url: string | null;
  @ApiProperty({ description: 'Whether a wallet secret is set (the secret itself is never returned)' }) wallet_secret_set: boolean;
  @ApiProperty({ nullable: true, type: String }) events_queue_url: string | null;
  @ApiProperty({ enum: ['platform', 'cloudevents'] }) events_format: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: {} }) rate_limits: Record<string, number>;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class OperatorListResponseDto {
  @ApiProperty({ type: [OperatorResponseDto] }) operators: OperatorResponseDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class CreateApiKeyDto {
  @ApiProperty({ example: 'Production backend', minLength: 1, maxLength: 200 })
  @Text({ max: 200 })
  name: string;

  @ApiProperty({ enum: Role, example: Role.FullAccess })
  @IsIn(Object.values(Role), { message: `role must be one of: ${Object.values(Role).join(', ')}` })
  role: Role;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2099-12-31T23:59:59Z',
    description: 'Optional expiry (RFC 3339 with offset); must be in the future; absent or null: never expires',
  })
  @DateTimeField({ optional: true })
  expires_at?: Date | null;
}

export class ApiKeyResponseDto {
  @ApiProperty({ format: 'uuid' }) key_id: string;
  @ApiProperty({ format: 'uuid' }) operator_id: string;
  @ApiProperty({ example: 'Production backend' }) name: string;
  @ApiProperty({ enum: Role }) role: string;
  @ApiProperty({ type: [String], example: ['tournaments.read'] }) permissions: string[];
  @ApiProperty({ example: 'pk_live_Xz81Qp0c7LmN2bVt5RwYa9Ke', description: 'Public half of the key; safe to show' }) key_prefix: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expires_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_used_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revoked_at: string | null;
}

export class CreatedApiKeyResponseDto extends ApiKeyResponseDto {
  @ApiProperty({
    example: 'pk_live_Xz81Qp0c7LmN2bVt5RwYa9Ke:sk_live_q2b8...',
    description: 'The whole key for `Authorization: Bearer <api_key>`. Shown only in this response.',
  })
  api_key: string;
}

export class ApiKeyListResponseDto {
  @ApiProperty({ type: [ApiKeyResponseDto] }) api_keys: ApiKeyResponseDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class CreateInternalKeyDto {
  @ApiProperty({ example: 'Game platform', minLength: 1, maxLength: 200 })
  @Text({ max: 200 })
  name: string;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    nullable: true,
    maxItems: 1000,
    description: 'Operators this key may see; omitted or null means all',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true })
  operator_ids?: string[] | null;
}

export class InternalKeyResponseDto {
  @ApiProperty({ format: 'uuid' }) key_id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: [String], nullable: true, description: 'null: every operator' }) operator_ids: string[] | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_used_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revoked_at: string | null;
}

export class CreatedInternalKeyResponseDto extends InternalKeyResponseDto {
  @ApiProperty({ example: 'internal_Vb3...', description: 'Shown only in this response' }) api_key: string;
}

export class InternalKeyListResponseDto {
  @ApiProperty({ type: [InternalKeyResponseDto] }) internal_api_keys: InternalKeyResponseDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
