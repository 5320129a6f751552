import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IdempotencyService } from './idempotency.service';

/**
 * Switches D12b on: IdempotencyGuard (the last guard of every operator route) claims keys and
 * answers replays and conflicts; the onSend hook stores the final status and body before the
 * response leaves (for successes and for errors sent by the global filter alike), so a retry
 * that follows the response always finds it.
 */
export function registerIdempotency(app: NestFastifyApplication): void {
  const service = app.get(IdempotencyService);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply, payload) => {
      await service.finish(request, reply.statusCode, payload);
      return payload;
    });
}
