import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ANY_REQUEST_ERRORS, ApiErrors, DATABASE_ERRORS } from '@app/common';
import { migrationsApplied } from '@app/database';

@ApiTags('Operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process is up' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', example: 'ok' } }, required: ['status'] } })
  @ApiErrors(ANY_REQUEST_ERRORS)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  // Above @HealthCheck(): its 503 is terminus's own body, which the error filter replaces.
  @ApiErrors(ANY_REQUEST_ERRORS, DATABASE_ERRORS)
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: database reachable and every migration applied' })
  ready() {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 3000 }),
      () => this.migrationsCheck(),
    ]);
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
