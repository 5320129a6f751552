import { EventEmitter } from 'node:events';
import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  EventSubscriber,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

type LocalChanges = EventEmitter<{ change: [tournamentId: string] }>;

const byDataSource = new WeakMap<DataSource, LocalChanges>();
const NOTED = 'changedTournaments';

/**
 * Tournaments changed by this process, announced the moment their transaction commits. The
 * database's notification reaches every instance a little later; this lets the instance that
 * made a change answer its own next read with it (read-your-writes), with no race.
 */
export function localTournamentChanges(dataSource: DataSource): LocalChanges {
  let changes = byDataSource.get(dataSource);
  if (!changes) {
    changes = new EventEmitter();
    changes.setMaxListeners(0);
    byDataSource.set(dataSource, changes);
  }
  return changes;
}

/**
 * Records that the statement just run through `manager` changed what readers of the tournament
 * see: announced at commit (dropped on rollback), or at once outside a transaction.
 */
export function noteTournamentChange(manager: EntityManager, tournamentId: string): void {
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive) {
    const noted = (runner.data[NOTED] ??= new Set<string>()) as Set<string>;
    noted.add(tournamentId);
    return;
  }
  localTournamentChanges(manager.connection).emit('change', tournamentId);
}

@EventSubscriber()
export class TournamentChangeSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const runner = event.queryRunner;
    // A released savepoint: the outer transaction has not committed yet.
    if (runner.isTransactionActive) return;
    const noted = runner.data?.[NOTED] as Set<string> | undefined;
    if (!noted) return;
    delete runner.data[NOTED];
    const changes = localTournamentChanges(runner.connection);
    for (const id of noted) changes.emit('change', id);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive && event.queryRunner.data) delete event.queryRunner.data[NOTED];
  }
}
