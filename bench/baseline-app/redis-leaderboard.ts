/**
 * Baseline R: the leaderboard read a team would build by hand, to put scenario 1 beside a peer.
 * A bare NestJS 11 application on the Fastify adapter with one GET route that checks the bearer
 * key (its SHA-256 against a precomputed hash, compared in constant time) and answers the top 50
 * of a Redis sorted set (`ZREVRANGE <key> 0 49 WITHSCORES`) as a small JSON list — no database,
 * validation, logging, rate limits or audit. Run as its own process by bench/run.ts, like H:
 * `node -r ts-node/register/transpile-only bench/baseline-app/redis-leaderboard.ts` with PORT,
 * REDIS_URL, R_KEY (the sorted set) and R_KEY_SHA256 (hex SHA-256 of the accepted bearer key).
 */
import 'reflect-metadata';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Module, UnauthorizedException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: false });
const setKey = process.env.R_KEY ?? 'bench:r:leaderboard';
const keyHash = Buffer.from(process.env.R_KEY_SHA256 ?? '', 'hex');

interface Row {
  position: number;
  player_id: string;
  points: number;
}

@Controller()
class LeaderboardController {
  @Get('leaderboard')
  async leaderboard(@Headers('authorization') authorization: string | undefined): Promise<{ data: Row[] }> {
    const key = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    const hash = createHash('sha256').update(key).digest();
    if (keyHash.length !== hash.length || !timingSafeEqual(hash, keyHash)) throw new UnauthorizedException();
    const flat = await redis.zrevrange(setKey, 0, 49, 'WITHSCORES');
    const data: Row[] = [];
    for (let i = 0; i < flat.length; i += 2) data.push({ position: i / 2 + 1, player_id: flat[i], points: Number(flat[i + 1]) });
    return { data };
  }
}

@Module({ controllers: [LeaderboardController] })
class RedisBaselineModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(RedisBaselineModule, new FastifyAdapter(), { logger: ['error', 'warn'] });
  await app.listen({ port: Number(process.env.PORT ?? 3101), host: '127.0.0.1' });
  process.stdout.write(`redis baseline listening on ${process.env.PORT}\n`);
  const stop = () =>
    void app
      .close()
      .then(() => redis.quit())
      .then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

void main();
