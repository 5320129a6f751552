import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { PresetResponse } from '@app/common';

/**
 * What the Idempotency-Key mechanism (D12b) offers the last guard of an operator route. It is
 * provided globally by the application (apps/api, IdempotencyModule), which owns its storage.
 */
export abstract class IdempotencyGate {
  /**
   * Before the handler, with the operator known: undefined when the handler should run; the
   * stored response to send instead for a replay. Throws the D3 errors of a refused key.
   */
  abstract begin(request: FastifyRequest): Promise<PresetResponse | undefined>;
}

/**
 * The last guard of every operator route (after key, permission and rate limit): claims the
 * Idempotency-Key of a write or answers its replay. A guard rather than a global interceptor,
 * because it runs on exactly the routes that need it, and reads (most of the traffic) pay
 * nothing for it: Nest wraps every interceptor call of every route in AsyncResource.bind, which
 * cost about a tenth of a request's CPU. Guards run before the pipes, so a 422 of body
 * validation is a stored response too.
 */
@Injectable()
export class IdempotencyGuard implements CanActivate {
  constructor(private readonly gate: IdempotencyGate) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const replay = await this.gate.begin(context.switchToHttp().getRequest<FastifyRequest>());
    if (replay) throw replay;
    return true;
  }
}
