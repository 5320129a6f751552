import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The seamless wallet protocol (D9, docs/wallet-protocol.md) as plain functions: request bodies,
 * signatures and the reading of responses. No I/O; the HTTP call is in wallet-http.ts.
 */

export type SeamlessOperation = 'debit' | 'credit' | 'rollback';
export type WalletReason = 'entry' | 'rebuy' | 'refund' | 'prize';

/** Where an operator's wallet lives: its base URL and the HMAC secret (OperatorEntity.walletUrl/walletSecret). */
export interface WalletTarget {
  url: string;
  secret: string;
}

/** A debit or credit. */
export interface WalletTransferRequest {
  /** Unique id of this movement and the operator's idempotency key (the `payment_id` for entries and rebuys). */
  transactionId: string;
  /** The operator's user id. */
  userId: string;
  /**
   * Amount in major units as exact decimal text, e.g. `formatAmount(minor, digits)` → "10.50".
   * Written into the JSON body verbatim as a number (no binary floating point on the way).
   */
  amount: string;
  currency: string;
  tournamentId: string;
  reason: WalletReason;
}

/** Undoes an earlier debit (or credit) whose outcome was unknown; same fields as the original. */
export interface WalletRollbackRequest extends WalletTransferRequest {
  /** The transaction id of the movement to undo. */
  originalTransactionId: string;
}

export type WalletCallOutcome =
  { status: 'accepted'; balance: number | null } | { status: 'refused'; reason: string } | { status: 'unknown'; error: string };

export const WALLET_REASONS: readonly WalletReason[] = ['entry', 'rebuy', 'refund', 'prize'];

/** Header names (lower case, as Node delivers them). */
export const WALLET_HEADERS = {
  timestamp: 'x-wallet-timestamp',
  signature: 'x-wallet-signature',
  transactionId: 'x-wallet-transaction-id',
} as const;

/** Operators should refuse requests whose timestamp is further than this from their clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A JSON number as exact decimal text: no sign, no leading zeros, no exponent. */
const AMOUNT_TEXT = /^(?:0|[1-9]\d{0,17})(?:\.\d{1,8})?$/;
const ID_TEXT = /^[\x21-\x7e]{1,255}$/;
const CURRENCY_TEXT = /^[A-Z0-9]{3,10}$/;

/** Refuses a malformed request: a bug in the caller, never a wallet problem. */
export class WalletRequestError extends TypeError {
  constructor(message: string) {
    super(`Invalid wallet request: ${message}`);
    this.name = 'WalletRequestError';
  }
}

function requireText(value: unknown, field: string, pattern: RegExp, hint: string): string {
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new WalletRequestError(`${field} must be ${hint}, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * The raw JSON body of a wallet call, fields in a fixed order. `amount` is the caller's exact
 * decimal text written as a JSON number. Throws WalletRequestError for a malformed request.
 */
export function buildWalletBody(operation: SeamlessOperation, request: WalletTransferRequest | WalletRollbackRequest): string {
  const transactionId = requireText(request.transactionId, 'transactionId', ID_TEXT, '1-255 printable ASCII characters');
  const userId = requireText(request.userId, 'userId', /^\P{Cc}{1,255}$/u, '1-255 characters without control characters');
  const amount = requireText(request.amount, 'amount', AMOUNT_TEXT, 'decimal text such as "10.50"');
  if (!/[1-9]/.test(amount)) throw new WalletRequestError('amount must be above zero');
  const currency = requireText(request.currency, 'currency', CURRENCY_TEXT, 'a currency code such as EUR');
  const tournamentId = requireText(request.tournamentId, 'tournamentId', ID_TEXT, 'a tournament id');
  if (!WALLET_REASONS.includes(request.reason)) {
    throw new WalletRequestError(`reason must be one of ${WALLET_REASONS.join(', ')}, got ${JSON.stringify(request.reason)}`);
  }
  const fields: Array<[string, string]> = [
    ['transaction_id', JSON.stringify(transactionId)],
    ['user_id', JSON.stringify(userId)],
    ['amount', amount],
    ['currency', JSON.stringify(currency)],
    ['tournament_id', JSON.stringify(tournamentId)],
    ['reason', JSON.stringify(request.reason)],
  ];
  if (operation === 'rollback') {
    const original = requireText(
      (request as WalletRollbackRequest).originalTransactionId,
      'originalTransactionId',
      ID_TEXT,
      'the transaction id of the movement to undo',
    );
    if (original === transactionId) throw new WalletRequestError('a rollback needs its own transactionId');
    fields.push(['original_transaction_id', JSON.stringify(original)]);
  }
  return `{${fields.map(([key, value]) => `"${key}":${value}`).join(',')}}`;
}

/** `sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>` */
export function signWalletRequest(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** The headers of a signed wallet call. */
export function walletRequestHeaders(secret: string, timestamp: number, rawBody: string, transactionId: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    [WALLET_HEADERS.timestamp]: String(timestamp),
    [WALLET_HEADERS.signature]: signWalletRequest(secret, timestamp, rawBody),
    [WALLET_HEADERS.transactionId]: transactionId,
  };
}

/**
 * What an operator does with a request (documented in docs/wallet-protocol.md): the signature
 * must match and the timestamp be within the tolerance of `nowSeconds`. Constant-time compare.
 */
export function verifyWalletSignature(
  secret: string,
  timestampHeader: string | undefined,
  rawBody: string,
  signatureHeader: string | undefined,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!timestampHeader || !/^\d{1,12}$/.test(timestampHeader) || !signatureHeader) return false;
  if (Math.abs(nowSeconds - Number(timestampHeader)) > toleranceSeconds) return false;
  const expected = Buffer.from(signWalletRequest(secret, Number(timestampHeader), rawBody));
  const given = Buffer.from(signatureHeader);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `{wallet_url}/debit` etc.: the base URL's trailing slashes are dropped. */
export function walletEndpoint(baseUrl: string, operation: SeamlessOperation): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${operation}`;
  return url;
}

function readBalance(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,18}(?:\.\d{1,18})?$/.test(value)) return Number(value);
  return null;
}

/**
 * Reads the wallet's answer. 200 `{"status":"ok"}` → accepted (with `balance` when it is a
 * number); 200, 402 or 409 `{"status":"insufficient_funds"}` → refused; anything else (other
 * statuses, bodies that are not such JSON) → unknown: the operator may or may not have applied it.
 */
export function parseWalletResponse(httpStatus: number, bodyText: string): WalletCallOutcome {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { status: 'unknown', error: `HTTP ${httpStatus} with a body that is not JSON` };
  }
  const status = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).status : undefined;
  if (httpStatus === 200 && status === 'ok') {
    return { status: 'accepted', balance: readBalance((body as Record<string, unknown>).balance) };
  }
  if ((httpStatus === 200 || httpStatus === 402 || httpStatus === 409) && status === 'insufficient_funds') {
    return { status: 'refused', reason: 'insufficient_funds' };
  }
  const said = typeof status === 'string' ? ` status '${status.slice(0, 50)}'` : ' an unexpected body';
  return { status: 'unknown', error: `HTTP ${httpStatus} with${said}` };
}
