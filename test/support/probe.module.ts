import { Controller, Get, Module, Post, Query } from '@nestjs/common';
import { Auth, CurrentInternalKey, CurrentOperator, InternalAuth, InternalKeyAuth, OperatorAuth, Permission } from '@app/auth';

/** How many `GET /api/probe/slow` requests have reached their handler (shutdown tests wait for it). */
export const probeCounters = { slowStarted: 0 };

/**
 * Test-only routes that use the real guards and decorators, for checks whose real routes arrive
 * with later features (every permission, internal keys). Mounted only by tests.
 */
@Controller('api/probe')
class ProbeController {
  @Post('write')
  @Auth({ permission: Permission.TournamentsWrite })
  write(@CurrentOperator() auth: OperatorAuth) {
    return { operator_id: auth.operatorId };
  }

  @Get('delete')
  @Auth({ permission: Permission.TournamentsDelete })
  delete(@CurrentOperator() auth: OperatorAuth) {
    return { operator_id: auth.operatorId };
  }

  /** Answers after `ms` milliseconds: an in-flight request for shutdown tests. */
  @Get('slow')
  async slow(@Query('ms') ms = '500') {
    probeCounters.slowStarted++;
    await new Promise((resolve) => setTimeout(resolve, Number(ms)));
    return { done: true };
  }

  @Get('internal')
  @InternalAuth()
  internal(@CurrentInternalKey() auth: InternalKeyAuth) {
    return { key_id: auth.keyId, operator_ids: auth.operatorIds };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
