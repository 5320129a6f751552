import { EventType } from './event-types';

/**
 * The catalogue of outbound events (D12): for every event type, when it is written and the exact
 * fields of its `data`. It is the single description operators read (docs/events.md renders it)
 * and the tests hold every stored event to it, so the documentation cannot drift from the code.
 */

export interface EventField {
  /** The key in `data` (or in the parent object for nested fields). */
  name: string;
  /** JSON type as documented: `string`, `uuid`, `date-time`, `number`, `integer`, ... plus `| null`. */
  type: string;
  description: string;
  /** The keys of an object with a fixed shape; absent for free-form objects and scalars. */
  fields?: readonly EventField[];
}

export interface EventCatalogueEntry {
  type: EventType;
  /** What happened and what writes it. */
  description: string;
  fields: readonly EventField[];
}

const field = (name: string, type: string, description: string, fields?: readonly EventField[]): EventField =>
  fields ? { name, type, description, fields } : { name, type, description };

const MONEY_NOTE = 'major units of `currency`, exact to its minor unit';

const PRIZE_POOL_FIELDS: readonly EventField[] = [
  field('totalAmount', 'number', `The prize pool now: max(guarantee, fees × (1 − rake)), ${MONEY_NOTE}`),
  field('currency', 'string', 'ISO 4217 code (or a configured extra currency)'),
  field('guaranteedPrize', 'number', `The guaranteed prize, ${MONEY_NOTE}`),
  field('distribution', 'object', 'Position key ("1" or a range "4-10") → percentage of the pool'),
];

const SETTINGS_FIELDS: readonly EventField[] = [
  field('tournament_type', 'string', '`points_based`, `leaderboard` (same as points_based) or `elimination`, as sent'),
  field('start_when_full', 'boolean', 'Starts as soon as the last seat is taken'),
  field('duration_minutes', 'integer | null', 'points_based: completed this long after the start'),
  field('late_registration_minutes', 'integer', 'Registration stays open this long after the start'),
  field('max_entries_per_player', 'integer', 'Entry plus rebuys allowed per player'),
  field('rebuy_enabled', 'boolean', 'Whether rebuys are allowed'),
  field('rebuy_fee', 'number', `Fee of one rebuy, ${MONEY_NOTE}`),
  field('rake_percent', 'number', 'Share of the fees kept by the operator (0-50)'),
  field('tie_break', 'string', '`earliest` or `share`'),
  field('game_url', 'string | null', 'Launch URL template'),
];

/** The Tournament object as the API shows it (GET /api/tournaments/{id}). */
const TOURNAMENT_FIELDS: readonly EventField[] = [
  field('tournamentId', 'uuid', 'The tournament'),
  field('externalId', 'string', '`external_id` of the create request'),
  field('name', 'string', 'Tournament name'),
  field('gameSlug', 'string', 'The game played'),
  field('status', 'string', '`scheduled`, `in_progress`, `completed` or `cancelled`'),
  field('tournamentType', 'string', '`config.tournament_type` as sent'),
  field('scheduledStart', 'date-time', 'Planned start'),
  field('actualStartTime', 'date-time | null', 'When it started'),
  field('completedAt', 'date-time | null', 'When it completed'),
  field('cancelledAt', 'date-time | null', 'When it was cancelled'),
  field('cancellationReason', 'string | null', 'The reason given on cancellation'),
  field('maxPlayers', 'integer | null', 'Seats; null: unlimited'),
  field('minPlayers', 'integer', 'Players needed to start'),
  field('currentPlayers', 'integer', 'Players holding a seat'),
  field('entryFee', 'number', `Entry fee, ${MONEY_NOTE}`),
  field('currency', 'string', 'Currency of every amount of the tournament'),
  field('prizePool', 'object', 'The prize pool', PRIZE_POOL_FIELDS),
  field('gameConfig', 'object', 'The `config` keys the service does not use itself (free-form)'),
  field('settings', 'object', 'Effective values of the service’s `config` keys, defaults applied', SETTINGS_FIELDS),
  field('type', 'string', '`scheduled` (created by the operator) or `hop_on_off` (created by the game platform)'),
  field('lobbyKey', 'string | null', 'The game platform lobby of a `hop_on_off` tournament'),
  field('seriesId', 'uuid | null', 'The tournament series that created it; null when created directly'),
  field('createdAt', 'date-time', 'When it was created'),
  field('updatedAt', 'date-time', 'Last change of the tournament row'),
];

/** The series object as the API shows it (GET /api/tournament-series/{id}, without next_starts and tournaments). */
const SERIES_FIELDS: readonly EventField[] = [
  field('series_id', 'uuid', 'The series'),
  field('external_id', 'string', '`external_id` of the create request'),
  field('name', 'string', 'Series name'),
  field('schedule', 'string', 'DTSTART and RRULE lines'),
  field('time_zone', 'string', 'The TZID of DTSTART, or UTC'),
  field('lead_time_seconds', 'integer', 'How long before each start its tournament is created'),
  field('active', 'boolean', 'false while paused'),
  field('template', 'object', 'The create-tournament fields each tournament of the series gets'),
  field('next_start', 'date-time | null', 'The next start whose tournament is still to be created'),
  field(
    'last_failure',
    'object | null',
    'The last occurrence whose tournament could not be created (kept until a later one is created); null when there is none',
    [
      field('at', 'date-time', 'When the scheduler found it'),
      field('occurrence_start', 'date-time', 'The start of the occurrence'),
      field('code', 'string', '`template_invalid` (the template no longer passes) or `external_id_taken`'),
      field('message', 'string', 'What went wrong, in words'),
    ],
  ),
  field('created_at', 'date-time', 'When the series was created'),
  field('updated_at', 'date-time', 'Last change of the series'),
];

const PLAYER_FIELDS: readonly EventField[] = [
  field('playerId', 'uuid', 'The player (`player_id` of the API, one per operator user)'),
  field('internalPlayerId', 'uuid', 'The player’s entry in this tournament (`internal_player_id`)'),
];

export const EVENT_CATALOGUE: Readonly<Record<EventType, EventCatalogueEntry>> = {
  [EventType.TournamentCreated]: {
    type: EventType.TournamentCreated,
    description: 'A tournament was created (`POST /api/tournaments`). `data` is the Tournament object.',
    fields: TOURNAMENT_FIELDS,
  },
  [EventType.TournamentUpdated]: {
    type: EventType.TournamentUpdated,
    description:
      'A scheduled tournament was changed (`PUT /api/tournaments/{id}`). `data` is the Tournament object after the change, plus the fields that were sent.',
    fields: [...TOURNAMENT_FIELDS, field('changedFields', 'string[]', 'The request fields that were sent, e.g. `["name", "max_players"]`')],
  },
  [EventType.TournamentStarted]: {
    type: EventType.TournamentStarted,
    description:
      'A tournament started: by the operator (`POST .../start`), at its scheduled start, when the last seat was taken (`start_when_full`) or by the game platform.',
    fields: [
      field('tournamentId', 'uuid', 'The tournament'),
      field('tournamentName', 'string', 'Tournament name'),
      field('gameSlug', 'string', 'The game played'),
      field('actualStartTime', 'date-time', 'When it started'),
      field('initialPlayerCount', 'integer', 'Players holding a seat at the start'),
      field('maxPlayers', 'integer | null', 'Seats; null: unlimited'),
      field('prizePool', 'object', 'The prize pool at the start', PRIZE_POOL_FIELDS),
      field(
        'trigger',
        'string',
        'What started it: `operator`, `schedule`, `full`, `min_players` (a hop-on/off tournament reached its minimum) or `game_platform`',
      ),
    ],
  },
  [EventType.TournamentCancelled]: {
    type: EventType.TournamentCancelled,
    description:
      'A tournament was cancelled (`DELETE /api/tournaments/{id}`, or automatically with reason `min_players_not_reached`); every player was refunded (one `player.refunded` each, before this event).',
    fields: [
      field('tournamentId', 'uuid', 'The tournament'),
      field('tournamentName', 'string', 'Tournament name'),
      field('gameSlug', 'string', 'The game played'),
      field('reason', 'string', 'The reason given (or `min_players_not_reached`)'),
      field('cancelledAt', 'date-time', 'When it was cancelled'),
      field('statusBeforeCancellation', 'string', '`scheduled` or `in_progress`'),
      field('playerCount', 'integer', 'Players holding a seat when it was cancelled'),
      field('refunds', 'object', 'What the cancellation refunded', [
        field('totalRefunded', 'number', `Sum of refunded entry and rebuy fees, ${MONEY_NOTE}`),
        field('playersRefunded', 'integer', 'Players who got money back'),
      ]),
    ],
  },
  [EventType.TournamentCompleted]: {
    type: EventType.TournamentCompleted,
    description:
      'A tournament completed (game platform, operator `POST .../complete` or `duration_minutes`); final positions are fixed and prizes paid (one `prize.awarded` per winner, before this event). `data` is the Tournament object.',
    fields: TOURNAMENT_FIELDS,
  },
  [EventType.PlayerRegistered]: {
    type: EventType.PlayerRegistered,
    description: 'A player registered and paid the entry fee (`POST /api/tournaments/{id}/players`).',
    fields: [
      ...PLAYER_FIELDS,
      field('externalUserId', 'string', 'The operator’s own user id (`user_id` of the request)'),
      field('displayName', 'string', 'Name shown on leaderboards'),
      field('entryFee', 'number', `Entry fee paid, ${MONEY_NOTE}`),
      field('currency', 'string', 'Currency of the fee'),
      field('currentPlayers', 'integer', 'Players holding a seat after this registration'),
    ],
  },
  [EventType.PlayerWithdrawn]: {
    type: EventType.PlayerWithdrawn,
    description: 'A player was withdrawn before the start and refunded (`DELETE /api/tournaments/{id}/players/{ref}`).',
    fields: [
      ...PLAYER_FIELDS,
      field('refund', 'object', 'What was refunded', [
        field('amount', 'number', `Entry and rebuy fees refunded, ${MONEY_NOTE}`),
        field('currency', 'string', 'Currency of the refund'),
      ]),
      field('reason', 'string | null', 'The reason sent with the request'),
    ],
  },
  [EventType.PlayerRebought]: {
    type: EventType.PlayerRebought,
    description: 'A player bought more entries (`POST /api/tournaments/{id}/players/{ref}/rebuy`).',
    fields: [
      ...PLAYER_FIELDS,
      field('additionalEntries', 'integer', 'Entries bought by this rebuy'),
      field('newEntryCount', 'integer', 'The player’s entries after it'),
      field('amount', 'number', `Fee charged, ${MONEY_NOTE}`),
      field('currency', 'string', 'Currency of the fee'),
      field('reactivated', 'boolean', 'True when an eliminated player is back in play'),
    ],
  },
  [EventType.PlayerEliminated]: {
    type: EventType.PlayerEliminated,
    description: 'The game platform reported a player eliminated (game event `player.eliminated`); one event per player.',
    fields: [
      field('tournamentId', 'uuid', 'The tournament'),
      ...PLAYER_FIELDS,
      field('displayName', 'string', 'Name shown on leaderboards'),
      field('eliminatedAt', 'date-time', 'When it happened (the game event’s `occurred_at`)'),
      field('eliminationRound', 'integer | null', 'The round it happened in, if rounds are reported'),
      field('points', 'string', 'The player’s points then, as an exact decimal string'),
    ],
  },
  [EventType.PlayerRefunded]: {
    type: EventType.PlayerRefunded,
    description: 'A player’s entry and rebuy fees were refunded because the tournament was cancelled; one per seated player.',
    fields: [
      ...PLAYER_FIELDS,
      field('amount', 'number', `Refunded, ${MONEY_NOTE} (0 for a free entry)`),
      field('currency', 'string', 'Currency of the refund'),
      field('reason', 'string', 'Why: `tournament_cancelled`'),
    ],
  },
  [EventType.PrizeAwarded]: {
    type: EventType.PrizeAwarded,
    description: 'A prize was paid to a player at completion; one per winner.',
    fields: [
      ...PLAYER_FIELDS,
      field('position', 'integer', 'The player’s final position'),
      field('amount', 'number', `Prize paid, ${MONEY_NOTE}`),
      field('currency', 'string', 'Currency of the prize'),
    ],
  },
  [EventType.LeaderboardUpdated]: {
    type: EventType.LeaderboardUpdated,
    description:
      'Scores or eliminations reported by the game platform changed the standings. Delivery coalesces it to at most one per tournament per second: only the newest is sent, so read the leaderboard for the full picture.',
    fields: [
      field('tournamentId', 'uuid', 'The tournament'),
      field('changedPlayers', 'uuid[]', '`playerId`s whose points or status changed in this update'),
      field('lastUpdated', 'date-time', 'When the standings changed'),
    ],
  },
  [EventType.SeriesCreated]: {
    type: EventType.SeriesCreated,
    description:
      'A tournament series was created (`POST /api/tournament-series`). `data` is the series object; the event has no tournament.',
    fields: SERIES_FIELDS,
  },
  [EventType.SeriesUpdated]: {
    type: EventType.SeriesUpdated,
    description:
      'A tournament series was changed, paused or resumed (`PATCH /api/tournament-series/{id}`). `data` is the series object after the change, plus the fields that were sent.',
    fields: [...SERIES_FIELDS, field('changed_fields', 'string[]', 'The request fields that were sent, e.g. `["active"]`')],
  },
  [EventType.SeriesDeleted]: {
    type: EventType.SeriesDeleted,
    description:
      'A tournament series was deleted (`DELETE /api/tournament-series/{id}`); the tournaments it created stay. `data` is the series object as it was.',
    fields: SERIES_FIELDS,
  },
  [EventType.SeriesOccurrenceFailed]: {
    type: EventType.SeriesOccurrenceFailed,
    description:
      'The scheduler could not create the tournament of one occurrence of a series (the template no longer passes, or the occurrence’s external_id is taken); one event per occurrence, and later occurrences are still created. `data` is the series object, whose `last_failure` is this failure.',
    fields: SERIES_FIELDS,
  },
};

/** Every event type with its entry, in the order of the EventType enum. */
export function eventCatalogue(): EventCatalogueEntry[] {
  return Object.values(EventType).map((type) => EVENT_CATALOGUE[type]);
}

/**
 * The field paths of a type's `data`: top-level names and `parent.child` for fixed-shape objects.
 * Given the data of one event, the children of a fixed-shape object that is null there (one of
 * type `object | null`) are left out: it has none.
 */
export function catalogueFieldPaths(fields: readonly EventField[], prefix = '', data?: Record<string, unknown>): string[] {
  return fields.flatMap((f) => {
    const value = data?.[f.name];
    const children = f.fields && !(data && value === null) ? catalogueFieldPaths(f.fields, `${prefix}${f.name}.`, asObject(value)) : [];
    return [`${prefix}${f.name}`, ...children];
  });
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * The field paths an event's `data` actually has, read through the catalogue's shape: every key,
 * and the keys of the objects the catalogue gives a fixed shape. Equal to catalogueFieldPaths
 * exactly when the data matches the catalogue.
 */
export function dataFieldPaths(data: Record<string, unknown>, fields: readonly EventField[], prefix = ''): string[] {
  return Object.entries(data).flatMap(([key, value]) => {
    const nested = fields.find((f) => f.name === key)?.fields;
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    return [`${prefix}${key}`, ...(nested && isObject ? dataFieldPaths(value as Record<string, unknown>, nested, `${prefix}${key}.`) : [])];
  });
}
