import { Module } from '@nestjs/common';
import { OperatorsModule } from '@app/operators';
import { LiveModule } from '@app/live';
import { PlayersModule } from '@app/players';
import { ResultsModule } from '@app/results';
import { TournamentsModule } from '@app/tournaments';
import { DashboardUsersAdminController } from './users/dashboard-users.admin.controller';
import { AssetsController } from './pages/assets.controller';
import { LoginController, LogoutController } from './pages/login.controller';
import { AuditPagesController } from './pages/audit.controller';
import { KeysPagesController } from './pages/keys.controller';
import { MoneyRepository } from './money/money.repository';
import { MoneyService } from './money/money.service';
import { OverviewPagesController } from './pages/overview.controller';
import { NotFoundPagesController } from './pages/not-found.controller';
import { SeriesActionsController } from './pages/series-actions.controller';
import { SeriesPagesController } from './pages/series.controller';
import { SettingsPagesController } from './pages/settings.controller';
import { TournamentActionsController } from './pages/tournament-actions.controller';
import { TournamentsPagesController } from './pages/tournaments.controller';
import { UsersPagesController } from './pages/users.controller';
import { DashboardSessionsService } from './sessions/dashboard-sessions.service';
import { ExpiredSessionSweeper } from './sessions/expired-session-sweeper';
import { DashboardUsersModule } from './users/dashboard-users.module';
import { SeriesActionsService } from './tournaments/series-actions.service';
import { SeriesPagesService } from './tournaments/series-pages.service';
import { TournamentActionsService } from './tournaments/tournament-actions.service';
import { TournamentPagesService } from './tournaments/tournament-pages.service';
import { TournamentStreamService } from './tournaments/tournament-stream.service';
import { DashboardSessionGuard } from './web/dashboard-session.guard';
import { OneTimeTickets } from './web/one-time-tickets';
import { AuditKeyNamesRepository } from './audit/audit-key-names.repository';

/**
 * The operator dashboard (D13): server-rendered pages at /dashboard for an operator's own users,
 * over the same services as the API, plus the admin API for its users.
 */
@Module({
  imports: [DashboardUsersModule, OperatorsModule, TournamentsModule, PlayersModule, ResultsModule, LiveModule],
  controllers: [
    AssetsController,
    LoginController,
    LogoutController,
    KeysPagesController,
    TournamentActionsController,
    TournamentsPagesController,
    SeriesActionsController,
    SeriesPagesController,
    AuditPagesController,
    SettingsPagesController,
    UsersPagesController,
    DashboardUsersAdminController,
    OverviewPagesController,
    // Last: the 404 page of every other path under /dashboard.
    NotFoundPagesController,
  ],
  providers: [
    DashboardSessionsService,
    DashboardSessionGuard,
    TournamentPagesService,
    TournamentActionsService,
    SeriesPagesService,
    SeriesActionsService,
    TournamentStreamService,
    ExpiredSessionSweeper,
    MoneyRepository,
    MoneyService,
    OneTimeTickets,
    AuditKeyNamesRepository,
  ],
  exports: [DashboardUsersModule],
})
export class DashboardModule {}
