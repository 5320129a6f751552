import { DomainException, ErrorCode } from '@app/common';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** 1-255 visible ASCII characters (0x21-0x7E): no spaces, no control characters, no non-ASCII. */
const VALID_KEY = /^[\x21-\x7E]{1,255}$/;

/**
 * The `Idempotency-Key` of a request (D12b): undefined when the header is absent, the key when it
 * is well-formed, else 400 `invalid_request` naming the header. A header sent twice reaches Node
 * joined with ", " and is refused (it contains a space).
 */
export function readIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value.join(', ') : value;
  if (VALID_KEY.test(key)) return key;
  const problem = `must be 1-${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (0x21-0x7E)`;
  throw new DomainException(ErrorCode.InvalidRequest, `Invalid ${IDEMPOTENCY_KEY_HEADER} header: it ${problem}`, {
    errors: { [IDEMPOTENCY_KEY_HEADER]: [`${IDEMPOTENCY_KEY_HEADER} ${problem}`] },
  });
}
