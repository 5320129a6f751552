import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyEntity, AuditLogEntity, InternalApiKeyEntity, OperatorEntity } from '@app/database';
import { AuditLogController } from './audit/audit-log.controller';
import { AuditLogRepository } from './audit/audit-log.repository';
import { AuditLogWriter } from './audit/audit-log.writer';
import { RefusedCredentials } from './audit/refused-credentials';
import { AdminKeyGuard } from './guards/admin-key.guard';
import { InternalKeyGuard } from './guards/internal-key.guard';
import { OperatorKeyGuard } from './guards/operator-key.guard';
import { PermissionGuard } from './guards/permission.guard';
import { ApiKeyAuthenticator } from './keys/api-key.authenticator';
import { ApiKeyCache } from './keys/api-key.cache';
import { KeyRevocations } from './keys/key-revocations';
import { ApiKeyRepository, InternalKeyRepository, OperatorRepository } from './keys/key.repositories';
import { PermissionsController } from './permissions.controller';
import { CallLimits } from './rate-limit/call-limits';
import { FailedAuthLimiter } from './rate-limit/failed-auth.limiter';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimitStoreModule, RateLimitThrottlerModule } from './rate-limit/rate-limit.module';

/** Keys, guards, permissions, rate limits and the audit log. Global: every feature module's routes use its guards. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([OperatorEntity, ApiKeyEntity, InternalApiKeyEntity, AuditLogEntity]),
    RateLimitStoreModule,
    RateLimitThrottlerModule,
  ],
  controllers: [PermissionsController, AuditLogController],
  providers: [
    ApiKeyAuthenticator,
    ApiKeyCache,
    KeyRevocations,
    AuditLogWriter,
    RefusedCredentials,
    AuditLogRepository,
    OperatorRepository,
    ApiKeyRepository,
    InternalKeyRepository,
    OperatorKeyGuard,
    PermissionGuard,
    InternalKeyGuard,
    AdminKeyGuard,
    FailedAuthLimiter,
    CallLimits,
    RateLimitGuard,
  ],
  exports: [
    ApiKeyAuthenticator,
    KeyRevocations,
    InternalKeyRepository,
    AuditLogWriter,
    RefusedCredentials,
    AuditLogRepository,
    OperatorRepository,
    ApiKeyRepository,
    OperatorKeyGuard,
    PermissionGuard,
    InternalKeyGuard,
    AdminKeyGuard,
    FailedAuthLimiter,
    CallLimits,
    RateLimitStoreModule,
    RateLimitGuard,
  ],
})
export class AuthModule {}
