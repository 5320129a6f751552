import { countersOf, leaderboardRows, LEADERBOARD_SHOWN, LeaderboardPage, playersNote, prizeText } from './live-standings';

function page(statuses: string[], total = statuses.length): LeaderboardPage {
  return {
    tournament_id: 't',
    leaderboard: {
      data: statuses.map((status, i) => ({ position: i + 1, player_id: `p${i}`, display_name: `P${i}`, points: String(100 - i), status })),
      pagination: { total },
    },
    last_updated: '2026-11-26T10:00:00.123Z',
  };
}

describe('live standings of the tournament page', () => {
  it('counts the players of a page that holds them all from its rows, with the version of the page', () => {
    expect(
      countersOf(page(['active', 'active', 'registered', 'eliminated']), { prizePool: '9.00 EUR', prizes: { p0: '9.00 EUR' } }),
    ).toEqual({
      version: Date.parse('2026-11-26T10:00:00.123Z'),
      players: 4,
      active: 2,
      eliminated: 1,
      prize_pool: '9.00 EUR',
      prizes: { p0: '9.00 EUR' },
    });
  });

  it('takes the counts read next to a page that holds only the first players, and refuses to guess without them', () => {
    const partial = page(['active', 'active'], 5);
    expect(countersOf(partial, { prizePool: '1.00 EUR', prizes: null, counts: { activePlayers: 3, eliminatedPlayers: 2 } })).toMatchObject({
      players: 5,
      active: 3,
      eliminated: 2,
    });
    expect(() => countersOf(partial, { prizePool: '1.00 EUR', prizes: null })).toThrow(/partial page/);
  });

  it('shows on the leaderboard the players still in play, at most LEADERBOARD_SHOWN, with their positions', () => {
    const rows = leaderboardRows(page(['active', 'eliminated', 'finished', 'eliminated']));
    expect(rows.map((r) => [r.position, r.status])).toEqual([
      [1, 'active'],
      [3, 'finished'],
    ]);
    expect(leaderboardRows(page(Array(LEADERBOARD_SHOWN + 5).fill('active')))).toHaveLength(LEADERBOARD_SHOWN);
  });

  it('says how many players the table shows', () => {
    expect(playersNote(page([]))).toBe('No players yet.');
    expect(playersNote(page(['active']))).toBe('1 player.');
    expect(playersNote(page(['active', 'eliminated']))).toBe('2 players.');
    expect(playersNote(page(['active', 'active'], 300))).toBe('The first 2 of 300 players.');
  });

  it('writes a prize, a dash for no prize, and a dash when the prizes cannot be said', () => {
    expect(prizeText({ p0: '5.00 EUR' }, 'p0')).toBe('5.00 EUR');
    expect(prizeText({ p0: '5.00 EUR' }, 'p1')).toBe('—');
    expect(prizeText(null, 'p0')).toBe('—');
  });
});
