import { Foundation1795377468086 } from './1795377468086-Foundation';
import { Tournaments1795380141312 } from './1795380141312-Tournaments';
import { Players1795430487299 } from './1795430487299-Players';
import { GamePlay1795436051083 } from './1795436051083-GamePlay';
import { OutboundDelivery1795440146581 } from './1795440146581-OutboundDelivery';
import { Dashboard1795446852511 } from './1795446852511-Dashboard';
import { FinalPositionOrder1795460000000 } from './1795460000000-FinalPositionOrder';
import { EntryStatusIndexPartial1795470000000 } from './1795470000000-EntryStatusIndexPartial';
import { WalletBalanceRange1795704837105 } from './1795704837105-WalletBalanceRange';
import { TournamentChangeNotifications1796000000000 } from './1796000000000-TournamentChangeNotifications';
import { HopOnOffTournaments1796100000000 } from './1796100000000-HopOnOffTournaments';
import { TournamentSeries1796200000000 } from './1796200000000-TournamentSeries';
import { DashboardUserRoles1796700000000 } from './1796700000000-DashboardUserRoles';
import { SeriesLastFailure1796800000000 } from './1796800000000-SeriesLastFailure';
import { RegisterPlayerEntry1796900000000 } from './1796900000000-RegisterPlayerEntry';
import { EntryStandings1797000000000 } from './1797000000000-EntryStandings';
import { ChangesAnnouncedByWriter1797300000000 } from './1797300000000-ChangesAnnouncedByWriter';
import { HotSeatUpdates1797400000000 } from './1797400000000-HotSeatUpdates';
import { DeferredEntryTournamentKey1797500000000 } from './1797500000000-DeferredEntryTournamentKey';
import { RebuyEntriesIndex1797600000000 } from './1797600000000-RebuyEntriesIndex';
import { TournamentResultTotals1797700000000 } from './1797700000000-TournamentResultTotals';

/**
 * Every migration, in order. Both databases (embedded and PostgreSQL) run exactly these.
 * New ones come from `npm run migration:generate` against a PostgreSQL server, are reviewed by
 * hand, and are added here.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const MIGRATIONS: Function[] = [
  Foundation1795377468086,
  Tournaments1795380141312,
  Players1795430487299,
  GamePlay1795436051083,
  OutboundDelivery1795440146581,
  Dashboard1795446852511,
  FinalPositionOrder1795460000000,
  EntryStatusIndexPartial1795470000000,
  WalletBalanceRange1795704837105,
  TournamentChangeNotifications1796000000000,
  HopOnOffTournaments1796100000000,
  TournamentSeries1796200000000,
  DashboardUserRoles1796700000000,
  SeriesLastFailure1796800000000,
  RegisterPlayerEntry1796900000000,
  EntryStandings1797000000000,
  ChangesAnnouncedByWriter1797300000000,
  HotSeatUpdates1797400000000,
  DeferredEntryTournamentKey1797500000000,
  RebuyEntriesIndex1797600000000,
  TournamentResultTotals1797700000000,
];
