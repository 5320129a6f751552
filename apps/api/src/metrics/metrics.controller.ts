import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ANY_REQUEST_ERRORS, ApiErrors, AuthErrorCode, MetricsService } from '@app/common';
import { MetricsTokenGuard } from './metrics-token.guard';

/** The optional bearer scheme of /metrics (declared in the document builder). */
export const METRICS_SECURITY = 'metrics-token';

@ApiTags('Operations')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @UseGuards(MetricsTokenGuard)
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiOperation({
    summary: 'Prometheus metrics (for the scraper)',
    description:
      'Public unless the service is started with METRICS_TOKEN: then the scraper sends `Authorization: Bearer <METRICS_TOKEN>`, ' +
      'and a missing or wrong token gets 401 `unauthorized` (`code: INVALID_API_KEY`).',
  })
  // `security: [{}, { metrics-token: [] }]`: no key, or the metrics token (when METRICS_TOKEN is set).
  // The document is the same whatever the setting, so both are declared (applied bottom-up).
  @ApiSecurity(METRICS_SECURITY)
  @ApiSecurity({})
  @ApiOkResponse({ description: 'Prometheus text exposition format', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiErrors(ANY_REQUEST_ERRORS, { 401: [AuthErrorCode.InvalidApiKey] })
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
