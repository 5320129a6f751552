import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  amountReasonFor,
  AppConfig,
  balanceLimitReason,
  limitInMinor,
  MAX_BALANCE_MAJOR,
  EXTERNAL_ID_PATTERN,
  Clock,
  currencyDigits,
  decimalToMinor,
  DomainException,
  ErrorCode,
  formatAmount,
  amountToNumber,
  parseAmount,
  ValidationFailedException,
} from '@app/common';
import { OperatorAuth } from '@app/auth';
import { LedgerEntryEntity } from '@app/database';
import { transactionIds } from '@app/wallet';
import { WalletTransferDto } from '../dto/player-request.dto';
import { TransferResultDto, WalletDto } from '../dto/player-response.dto';
import { PlayersRepository } from '../registration/players.repository';
import { isUniqueViolation } from '../registration/db-errors';
import { LedgerRepository } from '@app/wallet';
import { PaymentsRepository } from './payments.repository';

interface Transfer {
  operatorId: string;
  userId: string;
  transferId: string;
  direction: 'in' | 'out';
  minor: bigint;
  digits: number;
  currency: string;
}

/**
 * The transfer wallet (D9): the operator moves money into and out of the balances the service
 * keeps. Each transfer is one ledger row and one conditional balance update in one transaction,
 * idempotent by transfer_id: the same transfer again returns the first result, another body
 * under the same id is 409 idempotency_conflict.
 */
@Injectable()
export class WalletTransfersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly players: PlayersRepository,
    private readonly ledger: LedgerRepository,
    private readonly payments: PaymentsRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async transfer(auth: OperatorAuth, userId: string, input: WalletTransferDto): Promise<TransferResultDto> {
    const operator = await this.payments.getOperator(auth.operatorId);
    if (operator.walletMode === 'seamless') {
      throw new DomainException(
        ErrorCode.Conflict,
        'This operator uses a seamless wallet: balances are kept by the operator, not transferred',
      );
    }
    const transfer = this.validate(auth.operatorId, userId, input, operator.currency);
    try {
      return await this.dataSource.transaction((manager) => this.apply(manager, transfer));
    } catch (error) {
      if (!isUniqueViolation(error, 'uq_ledger_operator_transaction')) throw error;
      return this.dataSource.transaction(async (manager) => {
        const replay = await this.replayOf(manager, transfer);
        if (!replay) throw error;
        return replay;
      });
    }
  }

  async balances(auth: OperatorAuth, userId: string): Promise<WalletDto> {
    const player = await this.players.findPlayer(auth.operatorId, userId);
    if (!player) throw new DomainException(ErrorCode.PlayerNotFound, 'No player with this user_id');
    const accounts = await this.ledger.balances(auth.operatorId, player.id);
    return {
      user_id: player.externalId,
      balances: accounts.map((a) => {
        const digits = currencyDigits(a.currency, this.config.extraCurrencies) ?? 8;
        return { currency: a.currency, amount: amountToNumber(decimalToMinor(a.balance, digits), digits) };
      }),
    };
  }

  private validate(operatorId: string, userId: string, input: WalletTransferDto, defaultCurrency: string): Transfer {
    if (!EXTERNAL_ID_PATTERN.test(userId)) throw new DomainException(ErrorCode.PlayerNotFound, 'No player with this user_id');
    const currency = input.currency ?? defaultCurrency;
    const digits = currencyDigits(currency, this.config.extraCurrencies);
    if (digits === undefined) throw ValidationFailedException.forField('currency', `unknown currency '${currency}'`);
    const parsed = parseAmount(input.amount, digits);
    if (!parsed.ok) throw ValidationFailedException.forField('amount', `amount ${amountReasonFor(parsed.reason, currency)}`);
    if (parsed.minor <= 0n) throw ValidationFailedException.forField('amount', 'amount must be above 0');
    return { operatorId, userId, transferId: input.transfer_id, direction: input.direction, minor: parsed.minor, digits, currency };
  }

  private async apply(manager: EntityManager, t: Transfer): Promise<TransferResultDto> {
    const replay = await this.replayOf(manager, t);
    if (replay) return replay;
    const player =
      t.direction === 'in'
        ? await this.players.upsertPlayer(manager, t.operatorId, t.userId, t.userId)
        : await this.players.findPlayer(t.operatorId, t.userId, manager);
    const amount = formatAmount(t.minor, t.digits);
    let balance: string | null;
    if (t.direction === 'in') {
      balance = await this.ledger.creditUpTo(
        manager,
        t.operatorId,
        player!.id,
        t.currency,
        amount,
        formatAmount(limitInMinor(MAX_BALANCE_MAJOR, t.digits), t.digits),
      );
      // The conditional credit refused it: nothing written, the transaction rolls back.
      if (balance === null) throw new DomainException(ErrorCode.Conflict, balanceLimitReason(t.currency));
    } else balance = player ? await this.ledger.debit(manager, t.operatorId, player.id, t.currency, amount) : null;
    if (balance === null || !player) {
      throw new DomainException(ErrorCode.InsufficientBalance, `The player's ${t.currency} balance does not cover ${amount}`);
    }
    const row = await this.ledger.append(manager, {
      operatorId: t.operatorId,
      playerId: player.id,
      tournamentId: null,
      entryId: null,
      kind: t.direction === 'in' ? 'transfer_in' : 'transfer_out',
      amount: formatAmount(t.direction === 'in' ? t.minor : -t.minor, t.digits),
      currency: t.currency,
      transactionId: transactionIds.transfer(t.transferId),
      walletMode: 'transfer',
      createdAt: this.clock.now(),
    });
    return this.result(t, row, balance);
  }

  /** The stored result of a transfer_id: the same transfer again, or 409 for a different one. */
  private async replayOf(manager: EntityManager, t: Transfer): Promise<TransferResultDto | null> {
    const row = await this.ledger.findByTransaction(t.operatorId, transactionIds.transfer(t.transferId), manager);
    if (!row) return null;
    const player = await this.players.findPlayerById(t.operatorId, row.playerId, manager);
    const signed = t.direction === 'in' ? t.minor : -t.minor;
    const same = player?.externalId === t.userId && row.currency === t.currency && decimalToMinor(row.amount, t.digits) === signed;
    if (!same) throw new DomainException(ErrorCode.IdempotencyConflict, 'This transfer_id was already used for a different transfer');
    const balance = await this.payments.transferBalanceAfter(manager, row);
    return this.result(t, row, balance);
  }

  private result(t: Transfer, row: LedgerEntryEntity, balance: string): TransferResultDto {
    return {
      transfer_id: t.transferId,
      user_id: t.userId,
      direction: t.direction,
      amount: amountToNumber(t.minor, t.digits),
      currency: t.currency,
      balance: amountToNumber(decimalToMinor(balance, t.digits), t.digits),
      created_at: row.createdAt.toISOString(),
    };
  }
}
