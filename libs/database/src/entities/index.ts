import { ApiKeyEntity } from './api-key.entity';
import { AuditLogEntity } from './audit-log.entity';
import { InternalApiKeyEntity } from './internal-api-key.entity';
import { OperatorEntity } from './operator.entity';
import { TournamentEntity } from './tournament.entity';
import { OutboxEventEntity } from './outbox-event.entity';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { PlayerEntity } from './player.entity';
import { WalletAccountEntity } from './wallet-account.entity';
import { LedgerEntryEntity } from './ledger-entry.entity';
import { TournamentEntryEntity } from './tournament-entry.entity';
import { WalletOperationEntity } from './wallet-operation.entity';
import { RoomEntity, RoomPlayerEntity } from './room.entity';
import { GameEventEntity } from './game-event.entity';
import { PlatformNotificationEntity } from './platform-notification.entity';
import { OutboxLeaseEntity } from './outbox-lease.entity';
import { DashboardUserEntity } from './dashboard-user.entity';
import { DashboardSessionEntity } from './dashboard-session.entity';
import { TournamentSeriesEntity } from './tournament-series.entity';

export * from './api-key.entity';
export * from './audit-log.entity';
export * from './internal-api-key.entity';
export * from './operator.entity';
export * from './tournament.entity';
export * from './outbox-event.entity';
export * from './idempotency-key.entity';
export * from './player.entity';
export * from './wallet-account.entity';
export * from './ledger-entry.entity';
export * from './tournament-entry.entity';
export * from './wallet-operation.entity';
export * from './room.entity';
export * from './game-event.entity';
export * from './platform-notification.entity';
export * from './outbox-lease.entity';
export * from './dashboard-user.entity';
export * from './dashboard-session.entity';
export * from './tournament-series.entity';

/** Every entity of the service; the DataSource and the migration generator both read this. */
export const ENTITIES = [
  OperatorEntity,
  ApiKeyEntity,
  InternalApiKeyEntity,
  AuditLogEntity,
  TournamentEntity,
  OutboxEventEntity,
  IdempotencyKeyEntity,
  PlayerEntity,
  WalletAccountEntity,
  LedgerEntryEntity,
  TournamentEntryEntity,
  WalletOperationEntity,
  RoomEntity,
  RoomPlayerEntity,
  GameEventEntity,
  PlatformNotificationEntity,
  OutboxLeaseEntity,
  DashboardUserEntity,
  DashboardSessionEntity,
  TournamentSeriesEntity,
];
