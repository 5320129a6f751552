import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from './error-code';
import { ErrorResponse, toErrorResponse } from './error-response';

/**
 * Not an error: a complete response decided before the handler ran, sent exactly as given (status,
 * headers, JSON text), e.g. an idempotent replay (D12b). Thrown so that it skips the handler.
 */
export class PresetResponse extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`Preset response ${status}`);
    this.name = 'PresetResponse';
  }
}

/**
 * The edge where every error becomes a D3 response: thrown by a handler, a guard, a pipe, the
 * router (unknown route) or Fastify (body parsing, size limit).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.send(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  /** The response of `exception`, for code that serves a route past Nest (the leaderboard's cached reads). */
  send(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    if (exception instanceof PresetResponse) {
      void reply
        .status(exception.status)
        .headers(exception.headers)
        .send(exception.body === '' ? undefined : exception.body);
      return;
    }
    const response = this.toResponse(exception, String(request.id));
    if (response.status >= 500) {
      this.logger.error({ err: exception, requestId: request.id }, `Request failed with ${response.status}`);
    }
    void reply.status(response.status).headers(response.headers).send(response.body);
  }

  private toResponse(exception: unknown, requestId: string): ErrorResponse {
    // Terminus answers "not ready" with a 503 HttpException that carries the check results.
    if (exception instanceof HttpException && exception.getStatus() === 503) {
      return {
        status: 503,
        body: {
          error: ErrorCode.ServiceUnavailable,
          message: 'The service is not ready',
          details: { checks: exception.getResponse() as Record<string, unknown>, request_id: requestId },
        },
        headers: { 'retry-after': '5' },
      };
    }
    return toErrorResponse(exception, requestId);
  }
}
