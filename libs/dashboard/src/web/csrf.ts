import { createHash, timingSafeEqual } from 'node:crypto';
import { FastifyRequest } from 'fastify';

export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** The token a form (hidden field) or a script (header) sent back. */
export function submittedCsrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string' && header) return header;
  const body = request.body as Record<string, unknown> | undefined;
  const field = body && typeof body === 'object' ? body[CSRF_FIELD] : undefined;
  return typeof field === 'string' && field ? field : undefined;
}

/** Constant-time equality of two tokens (hashed first so their lengths never leak). */
export function csrfTokensMatch(expected: string, submitted: string | undefined): boolean {
  if (!submitted) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(submitted).digest();
  return timingSafeEqual(a, b);
}
