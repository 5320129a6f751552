import { DataSource } from 'typeorm';
import { TournamentChange, TournamentChanges } from '@app/tournaments';
import { operatorWithKey } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { createTournamentId, seatPlayers } from '../support/tournament-fixtures';
import { until } from '../support/until';

// Every committed change of a tournament reaches every instance on the same database (the
// trigger's notification), and the instance that made it at once (its own commit).

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
});
