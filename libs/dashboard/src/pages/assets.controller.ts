import { Controller, Get, Param, Res } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { FastifyReply } from 'fastify';
import { DomainException, ErrorCode } from '@app/common';
import { DASHBOARD_CSS } from '../assets/dashboard.css';
import { DASHBOARD_JS } from '../assets/dashboard.js';
import { OVERVIEW_CHARTS_JS } from '../assets/js/overview-charts.js';
import { UPLOT_CSS, UPLOT_JS } from '../assets/uplot';
import { DASHBOARD_FAVICON_SVG } from '../assets/favicon.svg';
import { DashboardPublicPages } from '../web/dashboard-page.decorator';

interface Asset {
  type: string;
  body: string;
  etag: string;
}

const asset = (type: string, body: string): Asset => ({
  type,
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`,
});

const ASSETS: Record<string, Asset> = {
  'dashboard.css': asset('text/css; charset=utf-8', DASHBOARD_CSS),
  'dashboard.js': asset('text/javascript; charset=utf-8', DASHBOARD_JS),
  // The overview's charts: uPlot and the script that draws them, loaded by that page only.
  'uplot.js': asset('text/javascript; charset=utf-8', UPLOT_JS),
  'uplot.css': asset('text/css; charset=utf-8', UPLOT_CSS),
  'overview.js': asset('text/javascript; charset=utf-8', OVERVIEW_CHARTS_JS),
  'favicon.svg': asset('image/svg+xml', DASHBOARD_FAVICON_SVG),
};

/** The stylesheet, the script and the icon, built into the service: `npm start` serves them with no build step. */
@DashboardPublicPages()
@Controller('dashboard/assets')
export class AssetsController {
  @Get(':name')
  serve(@Param('name') name: string, @Res() reply: FastifyReply) {
    const found = Object.prototype.hasOwnProperty.call(ASSETS, name) ? ASSETS[name] : undefined;
    if (!found) throw new DomainException(ErrorCode.NotFound, `No asset named ${name}`);
    return reply.header('cache-control', 'no-cache').header('etag', found.etag).type(found.type).send(found.body);
  }
}
