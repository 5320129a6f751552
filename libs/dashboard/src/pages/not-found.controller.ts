import { All, Controller, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { errorPage } from '../views/error.view';
import { DashboardPublicPages } from '../web/dashboard-page.decorator';
import { sendPage } from '../web/render';

export const UNKNOWN_PAGE_MESSAGE = 'There is no such page in the dashboard. Check the address, or go back to the dashboard.';

/**
 * Every path under /dashboard that no page answers, in any method: the dashboard's own 404 page
 * (as for an unknown tournament) instead of the API's JSON. The router always prefers a static or
 * parametric route to this wildcard, whatever the order they were registered in, so it never
 * shadows a page. It needs no session: it reads and changes nothing.
 */
@DashboardPublicPages()
@Controller('dashboard')
export class NotFoundPagesController {
  @All('*')
  unknown(@Res() reply: FastifyReply) {
    return sendPage(reply, errorPage(404, 'Not found', UNKNOWN_PAGE_MESSAGE), 404);
  }
}
