import fc from 'fast-check';
import {
  gameConfigOf,
  isPlainObject,
  MAX_CONFIG_BYTES,
  mergeConfig,
  rankingType,
  settingsOf,
  tournamentTypeOf,
  validateTournamentConfig,
  type ConfigContext,
  type ConfigResult,
  type TournamentSettings,
} from './tournament-config';

// D5: the config keys, their types, ranges and defaults; other keys become gameConfig. D2: 16 KiB.

const EUR: ConfigContext = { currency: 'EUR', digits: 2, entryFeeMinor: 1000n };
const JPY: ConfigContext = { currency: 'JPY', digits: 0, entryFeeMinor: 500n };

const DEFAULTS: TournamentSettings = {
  tournamentType: 'points_based',
  rankingType: 'points_based',
  startWhenFull: false,
  durationMinutes: null,
  lateRegistrationMinutes: 0,
  maxEntriesPerPlayer: 1,
  rebuyEnabled: false,
  rebuyFeeMinor: 1000n,
  rakePercent: 0,
  rakeUnits: 0,
  tieBreak: 'earliest',
  gameUrl: null,
};

function valid(result: ConfigResult): Extract<ConfigResult, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

function errors(result: ConfigResult): Record<string, string[]> {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.config)}`);
  return result.errors;
}

describe('validateTournamentConfig: defaults (D5)', () => {
  it.each([undefined, null, {}])('%p gives an empty config and the defaults', (raw) => {
    expect(validateTournamentConfig(raw, EUR)).toEqual({ ok: true, config: {}, settings: DEFAULTS });
  });

  it('rebuy_fee defaults to the entry fee of the context', () => {
    expect(valid(validateTournamentConfig({}, JPY)).settings.rebuyFeeMinor).toBe(500n);
  });

  it('a D5 key set to null means its default and is not stored', () => {
    const result = valid(validateTournamentConfig({ rake_percent: null, tie_break: null, game_url: null, duration_minutes: null }, EUR));
    expect(result.config).toEqual({});
    expect(result.settings).toEqual(DEFAULTS);
  });
});

describe('validateTournamentConfig: every D5 key set', () => {
  it('types every value', () => {
    const raw = {
      tournament_type: 'elimination',
      start_when_full: true,
      duration_minutes: 90,
      late_registration_minutes: 15,
      max_entries_per_player: 3,
      rebuy_enabled: true,
      rebuy_fee: 2.5,
      rake_percent: 7.25,
      tie_break: 'share',
      game_url: 'https://games.example.com/{game}?jwt={token}&t={tournament_id}&p={player_id}',
      difficulty: 'hard',
    };
    const result = valid(validateTournamentConfig(raw, EUR));
    expect(result.config).toEqual(raw);
    expect(result.settings).toEqual({
      tournamentType: 'elimination',
      rankingType: 'elimination',
      startWhenFull: true,
      durationMinutes: 90,
      lateRegistrationMinutes: 15,
      maxEntriesPerPlayer: 3,
      rebuyEnabled: true,
      rebuyFeeMinor: 250n,
      rakePercent: 7.25,
      rakeUnits: 72_500,
      tieBreak: 'share',
      gameUrl: raw.game_url,
    });
  });

  it.each<[string, unknown, Partial<TournamentSettings>]>([
    ['tournament_type', 'points_based', { tournamentType: 'points_based', rankingType: 'points_based' }],
    ['tournament_type', 'leaderboard', { tournamentType: 'leaderboard', rankingType: 'points_based' }],
    ['tournament_type', 'elimination', { tournamentType: 'elimination', rankingType: 'elimination' }],
    ['start_when_full', false, { startWhenFull: false }],
    ['duration_minutes', 1, { durationMinutes: 1 }],
    ['duration_minutes', 43_200, { durationMinutes: 43_200 }],
    ['late_registration_minutes', 0, { lateRegistrationMinutes: 0 }],
    ['late_registration_minutes', 1_440, { lateRegistrationMinutes: 1_440 }],
    ['max_entries_per_player', 1, { maxEntriesPerPlayer: 1 }],
    ['max_entries_per_player', 100, { maxEntriesPerPlayer: 100 }],
    ['rebuy_enabled', true, { rebuyEnabled: true }],
    ['rebuy_fee', 0, { rebuyFeeMinor: 0n }],
    ['rebuy_fee', 10.5, { rebuyFeeMinor: 1050n }],
    ['rebuy_fee', 0.01, { rebuyFeeMinor: 1n }],
    ['rebuy_fee', 1e15, { rebuyFeeMinor: 10n ** 17n }],
    ['rake_percent', 0, { rakePercent: 0, rakeUnits: 0 }],
    ['rake_percent', 0.01, { rakePercent: 0.01, rakeUnits: 100 }],
    ['rake_percent', 2.55, { rakePercent: 2.55, rakeUnits: 25_500 }],
    ['rake_percent', 50, { rakePercent: 50, rakeUnits: 500_000 }],
    ['tie_break', 'earliest', { tieBreak: 'earliest' }],
    ['tie_break', 'share', { tieBreak: 'share' }],
    ['game_url', 'http://localhost:8080/play', { gameUrl: 'http://localhost:8080/play' }],
    ['game_url', 'https://{game}.games.example.com/launch#{token}', { gameUrl: 'https://{game}.games.example.com/launch#{token}' }],
    [
      'game_url',
      'https://games.example.com/?jwt={token}&again={token}',
      { gameUrl: 'https://games.example.com/?jwt={token}&again={token}' },
    ],
  ])('%s = %p', (key, value, settings) => {
    const result = valid(validateTournamentConfig({ [key]: value }, EUR));
    expect(result.config).toEqual({ [key]: value });
    expect(result.settings).toEqual({ ...DEFAULTS, ...settings });
  });

  it.each<[string, unknown, unknown]>([
    ['tournament_type', ' elimination ', 'elimination'],
    ['tie_break', 'share\n', 'share'],
    ['game_url', '  https://games.example.com/{game}  ', 'https://games.example.com/{game}'],
  ])('trims the string %s = %p', (key, value, stored) => {
    expect(valid(validateTournamentConfig({ [key]: value }, EUR)).config).toEqual({ [key]: stored });
  });

  it('reads rebuy_fee in the digits of the tournament currency', () => {
    expect(valid(validateTournamentConfig({ rebuy_fee: 500 }, JPY)).settings.rebuyFeeMinor).toBe(500n);
    expect(
      valid(validateTournamentConfig({ rebuy_fee: 1.234 }, { currency: 'BHD', digits: 3, entryFeeMinor: 0n })).settings.rebuyFeeMinor,
    ).toBe(1234n);
  });
});

describe('validateTournamentConfig: refused values (422 under config.<key>)', () => {
  const INT = (min: number, max: number) => `must be an integer from ${min} to ${max}`;
  it.each<[string, unknown, string]>([
    ['tournament_type', 'knockout', 'must be one of: points_based, leaderboard, elimination'],
    ['tournament_type', 'Elimination', 'must be one of: points_based, leaderboard, elimination'],
    ['tournament_type', 1, 'must be one of: points_based, leaderboard, elimination'],
    ['start_when_full', 'true', 'must be true or false'],
    ['start_when_full', 1, 'must be true or false'],
    ['duration_minutes', 0, INT(1, 43_200)],
    ['duration_minutes', 43_201, INT(1, 43_200)],
    ['duration_minutes', 1.5, INT(1, 43_200)],
    ['duration_minutes', '60', INT(1, 43_200)],
    ['duration_minutes', true, INT(1, 43_200)],
    ['late_registration_minutes', -1, INT(0, 1_440)],
    ['late_registration_minutes', 1_441, INT(0, 1_440)],
    ['late_registration_minutes', 0.5, INT(0, 1_440)],
    ['max_entries_per_player', 0, INT(1, 100)],
    ['max_entries_per_player', 101, INT(1, 100)],
    ['max_entries_per_player', 2.5, INT(1, 100)],
    ['max_entries_per_player', '2', INT(1, 100)],
    ['rebuy_enabled', 'yes', 'must be true or false'],
    ['rebuy_enabled', 0, 'must be true or false'],
    ['rebuy_fee', -1, 'must not be negative'],
    ['rebuy_fee', 10.555, 'has more than 2 decimal places for EUR'],
    ['rebuy_fee', '10', 'must be a number'],
    ['rebuy_fee', 1e16, 'must be at most 1000000000000000 in absolute value'],
    ['rake_percent', 50.01, 'must be a number from 0 to 50'],
    ['rake_percent', 51, 'must be a number from 0 to 50'],
    ['rake_percent', 101, 'must be a number from 0 to 50'],
    ['rake_percent', -1, 'must be a number from 0 to 50'],
    ['rake_percent', 2.555, 'has more than 2 decimal places'],
    ['rake_percent', '2', 'must be a number from 0 to 50'],
    ['tie_break', 'random', 'must be one of: earliest, share'],
    ['game_url', 42, 'must be a string'],
    ['game_url', '', 'must be 1 to 2048 characters'],
    ['game_url', '   ', 'must be 1 to 2048 characters'],
    ['game_url', `https://example.com/${'x'.repeat(2_048)}`, 'must be 1 to 2048 characters'],
    ['game_url', 'ftp://example.com/game', 'must be an absolute http(s) URL'],
    ['game_url', 'javascript:alert(1)', 'must be an absolute http(s) URL'],
    ['game_url', 'mailto:games@example.com', 'must be an absolute http(s) URL'],
    ['game_url', '/play/{game}', 'must be an absolute http(s) URL'],
    ['game_url', 'https://', 'must be an absolute http(s) URL'],
    ['game_url', 'https://example.com/a b', 'must not contain spaces or control characters'],
    ['game_url', 'https://example.com/a\tb', 'must not contain spaces or control characters'],
    ['game_url', 'https://example.com/\u007f', 'must not contain spaces or control characters'],
    ['game_url', 'https://example.com/{token', 'has an unbalanced { or }'],
    ['game_url', 'https://example.com/token}', 'has an unbalanced { or }'],
    [
      'game_url',
      'https://example.com/{playerId}',
      'has unknown placeholder(s) {playerId}; allowed: {token}, {tournament_id}, {player_id}, {game}',
    ],
    [
      'game_url',
      'https://example.com/{}?a={jwt}',
      'has unknown placeholder(s) {}, {jwt}; allowed: {token}, {tournament_id}, {player_id}, {game}',
    ],
  ])('%s = %p → %p', (key, value, message) => {
    expect(errors(validateTournamentConfig({ [key]: value }, EUR))).toEqual({ [`config.${key}`]: [message] });
  });

  it('names the currency of the tournament', () => {
    expect(errors(validateTournamentConfig({ rebuy_fee: 0.5 }, JPY))).toEqual({
      'config.rebuy_fee': ['has more than 0 decimal places for JPY'],
    });
  });

  it('reports every bad key at once', () => {
    expect(errors(validateTournamentConfig({ rake_percent: 60, tie_break: 'x', max_entries_per_player: 0, other: 1 }, EUR))).toEqual({
      'config.rake_percent': ['must be a number from 0 to 50'],
      'config.tie_break': ['must be one of: earliest, share'],
      'config.max_entries_per_player': ['must be an integer from 1 to 100'],
    });
  });

  it.each([[[]], ['x'], [5], [true], [new Date()], [new (class Config {})()], [new Map()]])('refuses %p as a whole', (raw) => {
    expect(errors(validateTournamentConfig(raw, EUR))).toEqual({ config: ['must be a JSON object'] });
  });

  it('accepts an object without a prototype', () => {
    const raw = Object.assign(Object.create(null), { difficulty: 'hard' });
    expect(valid(validateTournamentConfig(raw, EUR)).config).toEqual({ difficulty: 'hard' });
  });
});

describe('validateTournamentConfig: size (D2, 16 KiB of JSON)', () => {
  const overhead = JSON.stringify({ blob: '' }).length;

  it('accepts exactly 16384 bytes and refuses one more', () => {
    expect(valid(validateTournamentConfig({ blob: 'x'.repeat(MAX_CONFIG_BYTES - overhead) }, EUR)).config.blob).toHaveLength(
      MAX_CONFIG_BYTES - overhead,
    );
    expect(errors(validateTournamentConfig({ blob: 'x'.repeat(MAX_CONFIG_BYTES - overhead + 1) }, EUR))).toEqual({
      config: ['must be at most 16384 bytes of JSON (16 KiB); it is 16385'],
    });
  });

  it('counts UTF-8 bytes, not characters', () => {
    const half = (MAX_CONFIG_BYTES - overhead) / 2;
    expect(validateTournamentConfig({ blob: 'é'.repeat(half) }, EUR).ok).toBe(true);
    expect(validateTournamentConfig({ blob: 'é'.repeat(half + 1) }, EUR).ok).toBe(false);
  });

  it('reports the size together with bad keys', () => {
    expect(Object.keys(errors(validateTournamentConfig({ rake_percent: 99, blob: 'x'.repeat(MAX_CONFIG_BYTES) }, EUR)))).toEqual([
      'config.rake_percent',
      'config',
    ]);
  });
});

describe('other keys (gameConfig)', () => {
  it('are kept exactly as sent, nulls included', () => {
    const raw = { difficulty: 'hard', nested: { a: [1, 2, { b: null }] }, empty: null, ' spaced ': ' kept ', rakePercent: 'not ours' };
    const result = valid(validateTournamentConfig(raw, EUR));
    expect(result.config).toEqual(raw);
    expect(gameConfigOf(result.config)).toEqual(raw);
    expect(result.settings).toEqual(DEFAULTS);
  });

  it('keeps a "__proto__" key as plain data', () => {
    const raw = JSON.parse('{"__proto__": {"polluted": true}, "rake_percent": 5}');
    const result = valid(validateTournamentConfig(raw, EUR));
    expect(Object.getPrototypeOf(result.config)).toBe(Object.prototype);
    expect(JSON.stringify(result.config)).toBe('{"__proto__":{"polluted":true},"rake_percent":5}');
    expect(Object.keys(gameConfigOf(result.config))).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gameConfigOf drops the D5 keys only', () => {
    expect(gameConfigOf({ tournament_type: 'elimination', rake_percent: 5, game_url: 'https://x.io', mode: 'turbo', seats: 6 })).toEqual({
      mode: 'turbo',
      seats: 6,
    });
    expect(gameConfigOf(null)).toEqual({});
    expect(gameConfigOf(undefined)).toEqual({});
  });
});

describe('rankingType and tournamentTypeOf (D5)', () => {
  it.each<[Record<string, unknown> | null | undefined, string, string]>([
    [{}, 'points_based', 'points_based'],
    [null, 'points_based', 'points_based'],
    [undefined, 'points_based', 'points_based'],
    [{ tournament_type: 'points_based' }, 'points_based', 'points_based'],
    [{ tournament_type: 'leaderboard' }, 'points_based', 'leaderboard'],
    [{ tournament_type: 'elimination' }, 'elimination', 'elimination'],
    [{ tournament_type: 'other' }, 'points_based', 'points_based'],
  ])('%p → ranking %s, echoed %s', (config, ranking, echoed) => {
    expect(rankingType(config)).toBe(ranking);
    expect(tournamentTypeOf(config)).toBe(echoed);
  });
});

describe('mergeConfig (PUT, D5)', () => {
  const current = { tournament_type: 'elimination', rake_percent: 5, difficulty: 'hard', layout: { seats: 6, speed: 'fast' } };

  it('merges key by key; null removes a key; values replace whole', () => {
    const result = valid(mergeConfig(current, { rake_percent: null, difficulty: null, tie_break: 'share', layout: { seats: 9 } }, EUR));
    expect(result.config).toEqual({ tournament_type: 'elimination', tie_break: 'share', layout: { seats: 9 } });
    expect(result.settings).toEqual({ ...DEFAULTS, tournamentType: 'elimination', rankingType: 'elimination', tieBreak: 'share' });
  });

  it('does not change the current object', () => {
    const copy = structuredClone(current);
    mergeConfig(current, { rake_percent: 10, difficulty: null }, EUR);
    expect(current).toEqual(copy);
  });

  it.each([undefined, null, {}])('an absent or empty patch keeps the config (%p)', (patch) => {
    expect(valid(mergeConfig(current, patch, EUR)).config).toEqual(current);
  });

  it('re-validates the merged result', () => {
    expect(errors(mergeConfig(current, { rake_percent: 75 }, EUR))).toEqual({ 'config.rake_percent': ['must be a number from 0 to 50'] });
    expect(errors(mergeConfig(current, { blob: 'x'.repeat(MAX_CONFIG_BYTES) }, EUR))).toEqual({
      config: [expect.stringMatching(/^must be at most 16384 bytes of JSON/)],
    });
  });

  it('re-reads the default rebuy fee from the (new) entry fee', () => {
    expect(valid(mergeConfig({ rebuy_enabled: true }, {}, { ...EUR, entryFeeMinor: 2500n })).settings.rebuyFeeMinor).toBe(2500n);
    expect(valid(mergeConfig({ rebuy_fee: 1 }, { rebuy_fee: null }, { ...EUR, entryFeeMinor: 2500n })).settings.rebuyFeeMinor).toBe(2500n);
  });

  it.each([[[]], ['x'], [3]])('refuses a patch that is not an object (%p)', (patch) => {
    expect(errors(mergeConfig(current, patch, EUR))).toEqual({ config: ['must be a JSON object'] });
  });
});

describe('settingsOf', () => {
  it('reads a stored config', () => {
    expect(settingsOf({ rake_percent: 5 }, EUR)).toEqual({ ...DEFAULTS, rakePercent: 5, rakeUnits: 50_000 });
  });
  it('throws on a stored config that is not valid', () => {
    expect(() => settingsOf({ rake_percent: 90 }, EUR)).toThrow(
      'Stored tournament config is invalid: config.rake_percent: must be a number from 0 to 50',
    );
  });
});

describe('isPlainObject', () => {
  it.each([
    [{}, true],
    [Object.create(null), true],
    [JSON.parse('{"a":1}'), true],
    [[], false],
    [null, false],
    [new Date(), false],
    ['x', false],
  ])('%p → %p', (value, expected) => expect(isPlainObject(value)).toBe(expected));
});

describe('properties', () => {
  const validConfig = fc.record(
    {
      tournament_type: fc.constantFrom('points_based', 'leaderboard', 'elimination'),
      start_when_full: fc.boolean(),
      duration_minutes: fc.integer({ min: 1, max: 43_200 }),
      late_registration_minutes: fc.integer({ min: 0, max: 1_440 }),
      max_entries_per_player: fc.integer({ min: 1, max: 100 }),
      rebuy_enabled: fc.boolean(),
      rebuy_fee: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
      rake_percent: fc.integer({ min: 0, max: 5_000 }).map((hundredths) => hundredths / 100),
      tie_break: fc.constantFrom('earliest', 'share'),
      game_url: fc.webUrl({ validSchemes: ['https', 'http'] }).filter((url) => !/[{}]/.test(url) && url.length <= 2048),
    },
    { requiredKeys: [] },
  );
  const otherKeys = fc.dictionary(
    fc
      .string({ minLength: 1, maxLength: 12 })
      .filter(
        (key) =>
          !/^(tournament_type|start_when_full|duration_minutes|late_registration_minutes|max_entries_per_player|rebuy_enabled|rebuy_fee|rake_percent|tie_break|game_url|__proto__)$/.test(
            key,
          ),
      ),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 5 },
  );

  it('any valid config passes, keeps its other keys as gameConfig, and validates again to the same result', () => {
    fc.assert(
      fc.property(validConfig, otherKeys, (known, other) => {
        const raw = { ...other, ...known };
        const result = valid(validateTournamentConfig(raw, EUR));
        expect(gameConfigOf(result.config)).toEqual(other);
        expect(validateTournamentConfig(result.config, EUR)).toEqual(result);
        expect(mergeConfig(result.config, {}, EUR)).toEqual(result);
        expect(result.settings.rakeUnits).toBe(Math.round(result.settings.rakePercent * 10_000));
      }),
    );
  });

  it('merging a patch equals validating the current config with the patch applied key by key', () => {
    fc.assert(
      fc.property(validConfig, otherKeys, validConfig, (current, other, patch) => {
        const base = valid(validateTournamentConfig({ ...other, ...current }, EUR)).config;
        const merged = valid(mergeConfig(base, patch, EUR)).config;
        expect(merged).toEqual({ ...base, ...patch });
      }),
    );
  });
});
