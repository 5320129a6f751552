import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { DomainException, ERROR_STATUS, ValidationFailedException } from '@app/common';
import { errorPage } from '../views/error.view';
import { DashboardCsrfRefused, DashboardRoleRefused, DashboardSignInRequired } from './dashboard-errors';
import { redirectTo, sendPage } from './render';

/**
 * Requests a script makes (the leaderboard JSON, the live stream) get JSON errors, never a
 * sign-in redirect; page loads get HTML. EventSource cannot read an error body, but the page's
 * script asks the JSON route why a stream was refused.
 */
function wantsJson(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  const accept = String(request.headers.accept ?? '');
  return (
    path.endsWith('.json') || path.endsWith('/live') || accept.startsWith('application/json') || accept.startsWith('text/event-stream')
  );
}

/**
 * Errors of dashboard pages, as pages: a missing or ended session goes back to sign-in with the
 * reason, a refused CSRF token and domain errors get a page with the message, anything else a
 * generic page (logged, details never shown).
 */
@Catch()
export class DashboardErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(DashboardErrorFilter.name);

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, title, message } = this.describe(error, request);
    if (error instanceof DashboardSignInRequired && !wantsJson(request)) {
      const next = request.method === 'GET' ? `&next=${encodeURIComponent(request.url)}` : '';
      redirectTo(reply, `/dashboard/login?reason=${error.reason}${next}`);
      return;
    }
    if (status === 429 && error instanceof DomainException) {
      void reply.header('retry-after', String(error.details?.retry_after ?? 1));
    }
    if (wantsJson(request)) {
      void reply
        .status(status)
        .header('cache-control', 'no-store')
        .send({ error: title.toLowerCase().replace(/\s+/g, '_'), message });
      return;
    }
    sendPage(reply, errorPage(status, title, message), status);
  }

  private describe(error: unknown, request: FastifyRequest): { status: number; title: string; message: string } {
    if (error instanceof DashboardSignInRequired) return { status: 401, title: 'Sign in required', message: error.message };
    if (error instanceof DashboardCsrfRefused) return { status: 403, title: 'Request refused', message: error.message };
    if (error instanceof DashboardRoleRefused) return { status: 403, title: 'Not allowed', message: error.message };
    if (error instanceof ValidationFailedException) {
      const details = Object.entries(error.errors)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ');
      return { status: 422, title: 'Invalid input', message: details || error.message };
    }
    if (error instanceof DomainException) {
      const status = ERROR_STATUS[error.code];
      return {
        status,
        title: status === 404 ? 'Not found' : status === 429 ? 'Too many requests' : 'Request refused',
        message: error.message,
      };
    }
    if (error instanceof HttpException && error.getStatus() < 500) {
      return { status: error.getStatus(), title: error.getStatus() === 404 ? 'Not found' : 'Request refused', message: error.message };
    }
    this.logger.error({ err: error, requestId: request.id }, 'Dashboard request failed');
    return { status: 500, title: 'Something went wrong', message: `The request could not be completed. Reference: ${String(request.id)}` };
  }
}
