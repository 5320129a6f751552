import { BeforeApplicationShutdown, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig, newId } from '@app/common';
import { AuditAction, AuditLogEntity } from '@app/database';
import { AuditLogRepository } from './audit-log.repository';

export interface AuditEntry {
  operatorId: string | null;
  apiKeyId?: string | null;
  action: AuditAction;
  method?: string | null;
  path?: string | null;
  statusCode?: number | null;
  latencyMs?: number | null;
  requestId?: string | null;
  clientIp?: string | null;
  details?: Record<string, unknown> | null;
}

/** More than this many unwritten entries (database down for long) and the oldest are dropped. */
const MAX_BUFFERED = 50_000;
const BATCH_SIZE = 500;

/**
 * Collects audit entries in memory and writes them in batches on a timer, so that a request
 * never waits for its audit row. Entries survive a failed write (they are retried on the next
 * flush) and are flushed on shutdown.
 */
@Injectable()
export class AuditLogWriter implements OnModuleInit, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger(AuditLogWriter.name);
  private buffer: AuditLogEntity[] = [];
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AuditLogRepository,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.auditFlushMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  record(entry: AuditEntry): void {
    const row = new AuditLogEntity();
    Object.assign(row, {
      id: newId(),
      apiKeyId: null,
      method: null,
      path: null,
      statusCode: null,
      latencyMs: null,
      requestId: null,
      clientIp: null,
      details: null,
      ...entry,
      createdAt: new Date(),
    });
    this.buffer.push(row);
    if (this.buffer.length > MAX_BUFFERED) {
      const dropped = this.buffer.length - MAX_BUFFERED;
      this.buffer.splice(0, dropped);
      this.logger.error(`Audit buffer full: dropped ${dropped} oldest entries`);
    }
  }

  /** Writes everything buffered so far; concurrent calls share one write. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0 || !this.dataSource.isInitialized) return;
    this.flushing = this.writeAll().finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.slice(0, BATCH_SIZE);
      try {
        await this.repository.append(batch);
        this.buffer.splice(0, batch.length);
      } catch (error) {
        this.logger.warn(`Audit write failed, will retry: ${(error as Error).message}`);
        return;
      }
    }
  }
}
