import { EventEmitter } from 'node:events';
import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  EventSubscriber,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

/**
 * `announced`: the transaction told the database it announces its changes itself
 * (`tournament_changes.announced_by = writer`), so no trigger notified the other instances and
 * this process must, now that the change has committed.
 */
type LocalChanges = EventEmitter<{ change: [tournamentId: string, announced: boolean] }>;

const byDataSource = new WeakMap<DataSource, LocalChanges>();
const NOTED = 'changedTournaments';
const ANNOUNCED = 'announcedTournaments';

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
 * `announcedByWriter`: the statement set `tournament_changes.announced_by` (see
 * {@link ANNOUNCED_BY_WRITER_SQL}), so this process sends the notification after the commit.
 */
export function noteTournamentChange(manager: EntityManager, tournamentId: string, announcedByWriter = false): void {
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive) {
    const key = announcedByWriter ? ANNOUNCED : NOTED;
    const noted = (runner.data[key] ??= new Set<string>()) as Set<string>;
    noted.add(tournamentId);
    return;
  }
  localTournamentChanges(manager.connection).emit('change', tournamentId, announcedByWriter);
}

/**
 * A condition that is always true and, as it is evaluated, makes the rest of the transaction's
 * changes of `tournaments` send no notification from the trigger: the writer announces them after
 * the commit ({@link noteTournamentChange} with `announcedByWriter`). For statements changing a
 * tournament many times a second (scores), so that their commits do not queue on the lock every
 * notifying commit takes.
 */
export const ANNOUNCED_BY_WRITER_SQL = `set_config('tournament_changes.announced_by', 'writer', true) = 'writer'`;

@EventSubscriber()
export class TournamentChangeSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const runner = event.queryRunner;
    // A released savepoint: the outer transaction has not committed yet.
    if (runner.isTransactionActive) return;
    const data = runner.data as Record<string, unknown> | undefined;
    const noted = data?.[NOTED] as Set<string> | undefined;
    const announced = data?.[ANNOUNCED] as Set<string> | undefined;
    if (!noted && !announced) return;
    delete data![NOTED];
    delete data![ANNOUNCED];
    const changes = localTournamentChanges(runner.connection);
    // The setting covers the whole transaction: every tournament it changed is the writer's to announce.
    const byWriter = announced !== undefined;
    for (const id of new Set([...(noted ?? []), ...(announced ?? [])])) changes.emit('change', id, byWriter);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const data = event.queryRunner.data as Record<string, unknown> | undefined;
    if (!event.queryRunner.isTransactionActive && data) {
      delete data[NOTED];
      delete data[ANNOUNCED];
    }
  }
}
