import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ANY_REQUEST_ERRORS, ApiErrors, DATABASE_ERRORS, ServiceUnavailableException } from '@app/common';
import { migrationsApplied } from '@app/database';
import { StartupState } from './startup-state';

/** The result of each check, by name (database, migrations). */
const CHECK_RESULTS = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: { status: { type: 'string', enum: ['up', 'down'] }, message: { type: 'string' } },
    required: ['status'],
    additionalProperties: true,
  },
  example: { database: { status: 'up' }, migrations: { status: 'up' } },
};

/** Terminus's report of a successful readiness check. */
const READINESS_REPORT = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok'], example: 'ok' },
    info: { ...CHECK_RESULTS, nullable: true },
    error: { ...CHECK_RESULTS, nullable: true, example: {} },
    details: CHECK_RESULTS,
  },
  required: ['status', 'details'],
};

@ApiTags('Operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly startup: StartupState,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process is up' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', example: 'ok' } }, required: ['status'] } })
  @ApiErrors(ANY_REQUEST_ERRORS)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  // Terminus would document its own report as the 503 body; the error filter answers a failed
  // check with the error body instead (details.checks holds the report).
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({ summary: 'Readiness: start-up finished, database reachable and every migration applied' })
  @ApiOkResponse({ description: 'Every check is up', schema: READINESS_REPORT })
  @ApiErrors(ANY_REQUEST_ERRORS, DATABASE_ERRORS)
  ready() {
    if (!this.startup.complete) throw new ServiceUnavailableException('The service is still starting; retry shortly', 1);
    return this.health.check([() => this.database.pingCheck('database', { timeout: 3000 }), () => this.migrationsCheck()]);
  }

  private async migrationsCheck() {
    const indicator = this.indicators.check('migrations');
    try {
      return (await migrationsApplied(this.dataSource)) ? indicator.up() : indicator.down({ message: 'pending migrations' });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
