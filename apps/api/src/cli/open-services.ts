import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AdminService } from '@app/operators';
import { AuditLogWriter } from '@app/auth';
import { AppConfig } from '@app/common';
import { runMigrations } from '@app/database';
import { OutboxAdminService } from '@app/events';
import { DashboardUsersService } from '@app/dashboard';
import { CliModule } from './cli.module';
import { CliServices } from './commands';

/**
 * The application context of a database command: the CLI module on `databaseUrl`, with pending
 * migrations applied. Loaded by run.ts only when such a command runs.
 */
export async function openServices(config: AppConfig, databaseUrl: string): Promise<{ services: CliServices; close(): Promise<void> }> {
  const context = await NestFactory.createApplicationContext(CliModule.forRoot(config, databaseUrl), { logger: ['error'] });
  try {
    const applied = await runMigrations(context.get(DataSource));
    return {
      services: {
        admin: context.get(AdminService),
        outbox: context.get(OutboxAdminService),
        dashboardUsers: context.get(DashboardUsersService),
        migrate: async () => applied.map((m) => m.name),
      },
      async close() {
        await context.get(AuditLogWriter).flush();
        await context.close();
      },
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
