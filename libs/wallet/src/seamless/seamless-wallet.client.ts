import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { AppConfig } from '@app/common';
import { createGuardedLookup, GuardedLookup, WalletHostResolver } from './wallet-dns';
import { postWalletRequest } from './wallet-http';
import {
  buildWalletBody,
  parseWalletResponse,
  WalletCallOutcome,
  SeamlessOperation,
  walletEndpoint,
  walletRequestHeaders,
  WalletRollbackRequest,
  WalletTarget,
  WalletTransferRequest,
} from './wallet-protocol';
import { checkWalletUrl } from './wallet-url';

/** Optional overrides of the seamless wallet client (tests). */
export interface SeamlessWalletOptions {
  /** Host name resolution (default: the system resolver, dns.lookup). */
  resolver?: WalletHostResolver;
  /** Seconds since the epoch for X-Wallet-Timestamp (default: the real time, Date.now()). */
  nowSeconds?: () => number;
  /** Override of config.walletTimeoutMs. */
  timeoutMs?: number;
  /** Override of config.walletAllowLocalhost. */
  allowLocalhost?: boolean;
}

export const SEAMLESS_WALLET_OPTIONS = Symbol('SEAMLESS_WALLET_OPTIONS');

/** Prefix of the `error` of an unknown outcome when the wallet URL or its addresses are refused (SSRF). */
export const WALLET_URL_REFUSED = 'wallet URL refused';

/**
 * HTTP client of the operators' seamless wallets (D9, docs/wallet-protocol.md). Each call is
 * signed, carries the caller's transaction id (the operator's idempotency key) and ends in one
 * of three outcomes; it never throws for network or HTTP problems:
 * - `accepted`: the operator applied it (`balance` when the wallet sent one);
 * - `refused`: the operator declined it (`insufficient_funds`); nothing was applied;
 * - `unknown`: timeout, connection error, 5xx, unreadable answer, or a URL refused by the SSRF
 *   checks: the operator may or may not have applied it. A debit then gets a rollback; a credit is
 *   retried with the same transaction id.
 * A malformed request (a bug in the caller) rejects with WalletRequestError.
 *
 * The timestamp is the real time even when the application clock is a test clock: it is what
 * operators compare with their own clock to refuse replays.
 */
@Injectable()
export class SeamlessWalletClient implements OnModuleDestroy {
  private readonly logger = new Logger(SeamlessWalletClient.name);
  private readonly timeoutMs: number;
  private readonly allowLocalhost: boolean;
  private readonly nowSeconds: () => number;
  private readonly lookup: GuardedLookup;
  private readonly agents = {
    http: new HttpAgent({ keepAlive: true, maxSockets: 50 }),
    https: new HttpsAgent({ keepAlive: true, maxSockets: 50 }),
  };

  constructor(config: AppConfig, @Optional() @Inject(SEAMLESS_WALLET_OPTIONS) options: SeamlessWalletOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? config.walletTimeoutMs;
    this.allowLocalhost = options.allowLocalhost ?? config.walletAllowLocalhost;
    this.nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
    this.lookup = createGuardedLookup({ allowLocalhost: this.allowLocalhost, resolver: options.resolver });
  }

  /** Takes money from the player (entry, rebuy). */
  debit(target: WalletTarget, request: WalletTransferRequest): Promise<WalletCallOutcome> {
    return this.call('debit', target, request);
  }

  /** Gives money to the player (refund, prize). */
  credit(target: WalletTarget, request: WalletTransferRequest): Promise<WalletCallOutcome> {
    return this.call('credit', target, request);
  }

  /** Undoes `request.originalTransactionId` (a debit whose outcome was unknown). */
  rollback(target: WalletTarget, request: WalletRollbackRequest): Promise<WalletCallOutcome> {
    return this.call('rollback', target, request);
  }

  onModuleDestroy(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private async call(
    operation: SeamlessOperation,
    target: WalletTarget,
    request: WalletTransferRequest | WalletRollbackRequest,
  ): Promise<WalletCallOutcome> {
    const body = buildWalletBody(operation, request);
    const outcome = await this.send(operation, target, body, request.transactionId);
    if (outcome.status === 'unknown') {
      this.logger.warn(`wallet ${operation} ${request.transactionId}: outcome unknown (${outcome.error})`);
    }
    return outcome;
  }

  private async send(operation: SeamlessOperation, target: WalletTarget, body: string, transactionId: string): Promise<WalletCallOutcome> {
    if (typeof target?.secret !== 'string' || target.secret === '') {
      return { status: 'unknown', error: 'the operator has no wallet secret' };
    }
    const check = checkWalletUrl(target.url, { allowLocalhost: this.allowLocalhost });
    if (!check.ok) return { status: 'unknown', error: `${WALLET_URL_REFUSED}: ${check.reason}` };
    const headers = walletRequestHeaders(target.secret, this.nowSeconds(), body, transactionId);
    const result = await postWalletRequest(walletEndpoint(target.url, operation), headers, body, {
      timeoutMs: this.timeoutMs,
      lookup: this.lookup,
      agents: this.agents,
    });
    if (!result.ok) {
      return { status: 'unknown', error: result.blocked ? `${WALLET_URL_REFUSED}: ${result.error}` : result.error };
    }
    return parseWalletResponse(result.status, result.body);
  }
}
