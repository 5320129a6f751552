import { Global, Module } from '@nestjs/common';
import { IdempotencyGate } from '@app/auth';
import { IdempotencyRepository } from '@app/database';
import { IdempotencyService } from './idempotency.service';

/**
 * Idempotent writes (D12b). Global, because the gate is used by IdempotencyGuard, which every
 * operator route of every feature module applies through `@Auth`; registerIdempotency() adds
 * the hook that stores responses.
 */
@Global()
@Module({
  providers: [IdempotencyRepository, IdempotencyService, { provide: IdempotencyGate, useExisting: IdempotencyService }],
  exports: [IdempotencyService, IdempotencyGate],
})
export class IdempotencyModule {}
