import { canonicalHash } from '@app/common';

export { canonicalJson } from '@app/common';

/**
 * D12b: what makes two requests "the same request" for an `Idempotency-Key`. The fingerprint is
 * SHA-256 (hex) over the method, the path as routed (after the `/api/api` rewrite, without the
 * query string), the query parameters and the body, each serialized canonically: object keys
 * sorted at every depth, so the same JSON with its keys in another order is the same request.
 * A request without a body counts as `{}`, as the validation pipe reads it.
 */
export interface FingerprintInput {
  method: string;
  path: string;
  query?: unknown;
  body?: unknown;
}

export function requestFingerprint(input: FingerprintInput): string {
  return canonicalHash([input.method.toUpperCase(), input.path, input.query ?? {}, input.body === undefined ? {} : input.body]);
}
