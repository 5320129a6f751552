import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

/**
 * Operator administration: operators, their wallet and events-queue settings, rate-limit
 * overrides, API keys and internal keys, for the admin API, the dashboard and the CLI. The keys'
 * storage, guards and audit log come from the (global) auth module.
 */
@Module({
  controllers: [AdminController],
  providers: [AdminService],
  exports: [AdminService],
})
export class OperatorsModule {}
