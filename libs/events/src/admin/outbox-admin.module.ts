import { Module } from '@nestjs/common';
import { OutboxAdminRepository } from './outbox-admin.repository';
import { OutboxAdminService } from './outbox-admin.service';

/** The outbox administration use cases, without routes: the CLI imports this module alone. */
@Module({ providers: [OutboxAdminRepository, OutboxAdminService], exports: [OutboxAdminService] })
export class OutboxAdminModule {}
