import { Module } from '@nestjs/common';
import { PlatformNotificationsAdminController } from './platform-notifications-admin.controller';
import { PlatformNotificationsRepository } from './platform-notifications.repository';
import { PlatformNotifier } from './platform-notifier';
import { PlatformReplayService } from './platform-replay.service';

/** Delivery of the game-platform notifications (D12) and their replay by the admin API. */
@Module({
  controllers: [PlatformNotificationsAdminController],
  providers: [PlatformNotificationsRepository, PlatformNotifier, PlatformReplayService],
  exports: [PlatformNotifier],
})
export class PlatformNotificationsModule {}
