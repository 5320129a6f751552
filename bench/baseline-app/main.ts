/**
 * Baseline H of issue 10: a bare NestJS 11 application on the Fastify adapter with one JSON GET
 * route returning a small object — no auth, database, validation, logging or rate limiting.
 * Its requests/s under the same autocannon load (connections, duration, warm-up) as the
 * scenarios is what the HTTP targets are ratios of. Run as its own process by bench/run.ts:
 * `node -r ts-node/register/transpile-only bench/baseline-app/main.ts` with PORT set.
 */
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';

@Controller()
class PingController {
  @Get('ping')
  ping(): { ok: boolean; service: string; time: number } {
    return { ok: true, service: 'baseline', time: Date.now() };
  }
}

@Module({ controllers: [PingController] })
class BaselineModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(BaselineModule, new FastifyAdapter(), { logger: ['error', 'warn'] });
  await app.listen({ port: Number(process.env.PORT ?? 3100), host: '127.0.0.1' });
  process.stdout.write(`baseline listening on ${process.env.PORT}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

void main();
