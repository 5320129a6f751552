import { humanErrors, newTournamentForm, toCreateBody, toUpdateBody, TournamentForm } from './tournament-form';

function form(overrides: Partial<TournamentForm> = {}): TournamentForm {
  return { ...newTournamentForm('EUR', 'ext-1'), name: 'Cup', game: 'book-of-gold', scheduled_start: '2030-01-31T18:00', ...overrides };
}

describe('tournament form', () => {
  it('builds the API create body: numbers as numbers, the start in UTC, blanks left to the defaults', () => {
    const { body, errors } = toCreateBody(
      form({ entry_fee: '5.50', max_players: '', 'prize_pool.distribution': '1: 60\n2-3: 20 %', 'config.rebuy_enabled': true }),
    );
    expect(errors).toEqual({});
    expect(body).toEqual({
      name: 'Cup',
      external_id: 'ext-1',
      game: 'book-of-gold',
      scheduled_start: '2030-01-31T18:00:00Z',
      entry_fee: 5.5,
      currency: 'EUR',
      min_players: 1,
      max_players: null,
      prize_pool: { total: 0, distribution: { '1': 60, '2-3': 20 } },
      config: {
        tournament_type: 'points_based',
        start_when_full: false,
        late_registration_minutes: 0,
        max_entries_per_player: 1,
        rebuy_enabled: true,
        rake_percent: 0,
        tie_break: 'earliest',
      },
    });
  });

  it('passes text that is not a number through, for the API to refuse with its own message', () => {
    expect(toCreateBody(form({ entry_fee: 'ten' })).body.entry_fee).toBe('ten');
  });

  it('refuses distribution lines it cannot read and game configuration that is not an object or sets a field of the form', () => {
    expect(toCreateBody(form({ 'prize_pool.distribution': '1: 100\nall of it' })).errors).toEqual({
      'prize_pool.distribution': ['line 2 ("all of it") must read places: percent, e.g. 1: 50 or 4-10: 5'],
    });
    expect(toCreateBody(form({ game_config: '[1]' })).errors.game_config).toEqual(['must be a JSON object, e.g. {"reels": 5}']);
    expect(toCreateBody(form({ game_config: '{"rake_percent": 5}' })).errors.game_config).toEqual([
      'must not set rake_percent: use the field above',
    ]);
    expect(toCreateBody(form({ game_config: '{"reels": 5}' })).body.config).toMatchObject({ reels: 5 });
  });

  it('sends an update of only what changed: a blanked config key resets it (null), a removed game key too', () => {
    const current = form({ max_players: '50', 'config.duration_minutes': '60', game_config: '{"reels": 5, "lines": 9}' });
    const edited = { ...current, name: 'Cup XL', max_players: '', 'config.duration_minutes': '', game_config: '{"reels": 7}' };
    expect(toUpdateBody(edited, current)).toEqual({
      body: { name: 'Cup XL', max_players: null, config: { duration_minutes: null, lines: null, reels: 7 } },
      errors: {},
    });
    expect(toUpdateBody(current, current).body).toEqual({});
    const distribution = toUpdateBody({ ...current, 'prize_pool.distribution': '1: 100' }, current).body;
    expect(distribution).toEqual({ prize_pool: { total: 0, distribution: { '1': 100 } } });
  });

  it('says the API’s messages in the page’s words, next to the field', () => {
    expect(
      humanErrors({
        entry_fee: ['entry_fee must be a number'],
        min_players: ['must not be greater than max_players (5 > 2)'],
        'config.rake_percent': ['must be a number from 0 to 50'],
        'prize_pool.distribution': ['key "x" must be a position ("3") or a range of positions ("4-10")'],
        config: ['must be at most 16384 bytes of JSON (16 KiB); it is 20000'],
        body: ['send at least one field to change'],
      }),
    ).toEqual({
      entry_fee: ['Entry fee must be a number'],
      min_players: ['Minimum players must not be greater than maximum players (5 > 2)'],
      'config.rake_percent': ['Rake must be a number from 0 to 50'],
      'prize_pool.distribution': ['Prize distribution: key "x" must be a position ("3") or a range of positions ("4-10")'],
      game_config: ['Game configuration must be at most 16384 bytes of JSON (16 KiB); it is 20000'],
      body: ['send at least one field to change'],
    });
  });
});
