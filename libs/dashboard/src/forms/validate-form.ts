import { Type } from '@nestjs/common';
import { RequestValidationPipe } from '@app/common';

/**
 * Validates a form's values with the API's own request DTO and rules (the same pipe, as a body:
 * unknown fields refused, ValidationFailedException with per-field messages), so a page accepts
 * exactly what the API accepts.
 */
export function validateForm<T>(dto: Type<T>, body: Record<string, unknown>): T {
  return new RequestValidationPipe().transform(body, { type: 'body', metatype: dto }) as T;
}

/** `?page=N` of a paged table: a positive integer, anything else is the first page. */
export function pageNumber(value: unknown, maxPage = 1_000_000): number {
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : 1;
}
