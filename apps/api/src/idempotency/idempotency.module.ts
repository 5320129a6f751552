import { Module } from '@nestjs/common';
import { IdempotencyRepository } from '@app/database';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyService } from './idempotency.service';

/** Idempotent writes (D12b); switched on for the whole app by registerIdempotency(). */
@Module({
  providers: [IdempotencyRepository, IdempotencyService, IdempotencyInterceptor],
  exports: [IdempotencyService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
