import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorResponseDto, ServiceUnavailableException } from '@app/common';
import { migrationsApplied } from '@app/database';
import { StartupState } from './startup-state';

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
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: start-up finished, database reachable and every migration applied' })
  @ApiServiceUnavailableResponse({ description: 'service_unavailable: a check failed', type: ErrorResponseDto })
  ready() {
    if (!this.startup.complete) throw new ServiceUnavailableException('The service is still starting; retry shortly', 1);
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
