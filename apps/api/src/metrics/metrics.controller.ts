import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ANY_REQUEST_ERRORS, ApiErrors, MetricsService } from '@app/common';

@ApiTags('Operations')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiOperation({ summary: 'Prometheus metrics (public, for the scraper)' })
  @ApiOkResponse({ description: 'Prometheus text exposition format', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiErrors(ANY_REQUEST_ERRORS)
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
