import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardSessionEntity, DashboardUserEntity } from '@app/database';
import { DashboardSessionRepository } from '../sessions/dashboard-session.repository';
import { DashboardUserRepository } from './dashboard-user.repository';
import { DashboardUsersService } from './dashboard-users.service';

/**
 * Dashboard users alone, without the pages: what the CLI needs to create, list and disable them
 * (the same DashboardUsersService as the admin API), without mounting the page controllers and
 * the services they read from.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DashboardUserEntity, DashboardSessionEntity])],
  providers: [DashboardUserRepository, DashboardSessionRepository, DashboardUsersService],
  exports: [DashboardUsersService, DashboardUserRepository, DashboardSessionRepository],
})
export class DashboardUsersModule {}
