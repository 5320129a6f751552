import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Balances get room beyond any amount the service accepts: a transfer in may take a balance to
 * 10^15 at most, but prizes and refunds are never refused, so a balance could otherwise reach
 * NUMERIC(24,8)'s 10^16 through prizes alone and block a completion. 38 digits (30 before the
 * point) hold more prizes than could ever be paid. Widening the precision keeps the scale, so
 * PostgreSQL changes the type without rewriting the table.
 */
export class WalletBalanceRange1795704837105 implements MigrationInterface {
  name = 'WalletBalanceRange1795704837105';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wallet_accounts" ALTER COLUMN "balance" TYPE numeric(38,8)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wallet_accounts" ALTER COLUMN "balance" TYPE numeric(24,8)`);
  }
}
