import { DataSource } from 'typeorm';
import { ANNOUNCED_BY_WRITER_SQL } from '@app/database';
import { TournamentChange, TournamentChanges } from '@app/tournaments';
import { operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';
import { until } from '../support/until';

// Every committed change of a tournament reaches every instance on the same database (the
// trigger's notification, or the writer's announcement after the commit for seats and scores),
// and the instance that made it at once (its own commit).

function collect(t: TestApp): TournamentChange[] {
  const seen: TournamentChange[] = [];
  t.app.get(TournamentChanges).onChange((change) => seen.push(change));
  return seen;
}

describe('tournament changes', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(40);
    a = await startTestApp({}, [], { database });
    b = await startTestApp({}, [], { database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.stop();
  });

  it('are listening on both instances', () => {
    expect(a.app.get(TournamentChanges).isLive).toBe(true);
    expect(b.app.get(TournamentChanges).isLive).toBe(true);
  });

  it('a seat taken through one instance reaches the other with owner, status and the new standings version', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const seenByA = collect(a);
    const seenByB = collect(b);
    await seatPlayers(a, tid, 1);
    const [row] = await a.app.get(DataSource).query('SELECT standings_updated_at FROM tournaments WHERE id = $1', [tid]);
    const version = new Date(row.standings_updated_at).getTime();
    const remote = await until(() => seenByB.find((c) => c.tournamentId === tid && c.details?.version === version), 'the change on B');
    expect(remote.details).toEqual({
      operatorId: op.operatorId,
      status: 'scheduled',
      currentRound: null,
      version,
      writtenAt: expect.any(Number),
    });
    // The instance that made the change knew before its reply: its own commit, announced by id.
    expect(seenByA.some((c) => c.tournamentId === tid && c.details === undefined)).toBe(true);
  });

  it('a rolled-back change is never announced', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const seen = collect(b);
    const source = a.app.get(DataSource);
    await source
      .transaction(async (manager) => {
        await manager.query(`UPDATE tournaments SET current_players = current_players + 1 WHERE id = $1`, [tid]);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await source.query(`UPDATE tournaments SET status = 'cancelled' WHERE id = $1`, [tid]);
    await until(() => seen.find((c) => c.tournamentId === tid), 'the change on B');
    expect(seen.filter((c) => c.tournamentId === tid).map((c) => c.details?.status)).toEqual(['cancelled']);
  });

  it('a transaction that takes announcing on itself notifies nobody from the trigger; any other still does', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client);
    const seen = collect(b);
    const source = a.app.get(DataSource);
    await source.transaction(async (manager) => {
      await manager.query(`UPDATE tournaments SET current_players = current_players + 1 WHERE id = $1 AND ${ANNOUNCED_BY_WRITER_SQL}`, [
        tid,
      ]);
      await manager.query(`UPDATE tournaments SET status = 'in_progress' WHERE id = $1`, [tid]);
    });
    // Same session, next transaction: the setting was the transaction's alone.
    await source.query(`UPDATE tournaments SET status = 'cancelled' WHERE id = $1`, [tid]);
    await until(() => seen.find((c) => c.tournamentId === tid), 'the change on B');
    expect(seen.filter((c) => c.tournamentId === tid).map((c) => c.details?.status)).toEqual(['cancelled']);
  });

  it('seats taken at once through one instance reach the other, the last announcement with the final version', async () => {
    const op = await operatorWithKey(a);
    const tid = await createTournamentId(op.client, { max_players: 100 });
    const seenByB = collect(b);
    await Promise.all(Array.from({ length: 5 }, () => seatPlayers(a, tid, 4)));
    const [row] = await a.app.get(DataSource).query('SELECT current_players, standings_updated_at FROM tournaments WHERE id = $1', [tid]);
    expect(row.current_players).toBe(20);
    const version = new Date(row.standings_updated_at).getTime();
    await until(() => seenByB.find((c) => c.tournamentId === tid && c.details?.version === version), 'the final version on B');
    const versions = seenByB.filter((c) => c.tournamentId === tid).map((c) => c.details!.version);
    // In commit order, never going back; several seats may share one announcement.
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(versions.length).toBeLessThanOrEqual(20);
  });
});
