import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { PresetResponse } from '@app/common';
import { IDEMPOTENCY_REPLAYED_HEADER } from './idempotency-key-header';
import { IdempotencyService } from './idempotency.service';

/**
 * Global: gives every operator POST, PUT, PATCH and DELETE the Idempotency-Key behaviour of D12b
 * without the route doing anything. Interceptors run after the guards, so the operator of the key
 * is known; they run before the pipes, so a 422 of body validation is a stored response too.
 * A replay is thrown as a PresetResponse, which the global filter sends as stored.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const replay = await this.idempotency.begin(context.switchToHttp().getRequest<FastifyRequest>());
    if (replay) {
      const headers: Record<string, string> = { [IDEMPOTENCY_REPLAYED_HEADER.toLowerCase()]: 'true' };
      if (replay.body !== '') headers['content-type'] = 'application/json; charset=utf-8';
      throw new PresetResponse(replay.status, replay.body, headers);
    }
    return next.handle();
  }
}
