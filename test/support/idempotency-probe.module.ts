import { Body, Controller, Delete, Get, HttpCode, Module, Param, Patch, Post, Put } from '@nestjs/common';
import { IsInt, IsString } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { DomainException, ErrorCode } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth, Permission } from '@app/auth';

/**
 * Test-only operator routes for Idempotency-Key (D12b), with nothing idempotency-specific in them:
 * the global mechanism must cover them by itself. Each counts its calls per route and `:tag`, so a
 * test can prove how many times a handler ran. Mounted only by tests.
 */
const calls = new Map<string, number>();

function called(route: string, tag: string): number {
  const count = (calls.get(`${route}/${tag}`) ?? 0) + 1;
  calls.set(`${route}/${tag}`, count);
  return count;
}

/** How many times the handler of `route` ran for `tag`. */
export function probeCalls(route: string, tag: string): number {
  return calls.get(`${route}/${tag}`) ?? 0;
}

export const SLOW_PROBE_MS = 500;

class ValidatedProbeDto {
  @IsString() name: string;
  @IsInt() seats: number;
}

@Controller('api/idempotency-probe')
@Auth({ permission: Permission.TournamentsWrite })
class IdempotencyProbeController {
  /** A write with a fresh id in every answer: a replay must return the very same id. */
  @Post('create/:tag')
  create(@Param('tag') tag: string, @Body() body: Record<string, unknown>, @CurrentOperator() auth: OperatorAuth) {
    return { id: randomUUID(), call: called('create', tag), operator_id: auth.operatorId, body };
  }

  @Post('validated/:tag')
  validated(@Param('tag') tag: string, @Body() body: ValidatedProbeDto) {
    return { call: called('validated', tag), name: body.name };
  }

  @Post('full/:tag')
  full(@Param('tag') tag: string) {
    called('full', tag);
    throw new DomainException(ErrorCode.TournamentFull, 'The tournament is full');
  }

  @Post('broken/:tag')
  broken(@Param('tag') tag: string) {
    called('broken', tag);
    throw new Error('probe failure');
  }

  @Post('slow/:tag')
  async slow(@Param('tag') tag: string) {
    const call = called('slow', tag);
    await new Promise((resolve) => setTimeout(resolve, SLOW_PROBE_MS));
    return { id: randomUUID(), call };
  }

  @Put('items/:tag')
  put(@Param('tag') tag: string, @Body() body: Record<string, unknown>) {
    return { id: randomUUID(), call: called('put', tag), body };
  }

  @Patch('items/:tag')
  patch(@Param('tag') tag: string, @Body() body: Record<string, unknown>) {
    return { id: randomUUID(), call: called('patch', tag), body };
  }

  @Delete('items/:tag')
  @HttpCode(204)
  remove(@Param('tag') tag: string) {
    called('delete', tag);
  }

  @Get('items/:tag')
  read(@Param('tag') tag: string) {
    return { id: randomUUID(), call: called('get', tag) };
  }
}

@Module({ controllers: [IdempotencyProbeController] })
export class IdempotencyProbeModule {}
