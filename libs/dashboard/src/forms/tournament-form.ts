import { DEFAULT_DISTRIBUTION, TournamentDto } from '@app/tournaments';
import { FieldErrors } from '../views/page-parts';
import { formField } from '../web/dashboard-request';

/**
 * The tournament form (create and edit) as typed: strings and checkboxes, under the API's own
 * field paths (`prize_pool.total`, `config.rake_percent`), so the API's per-field messages land
 * next to the right input.
 */
export const TOURNAMENT_TEXT_FIELDS = [
  'name',
  'external_id',
  'game',
  'scheduled_start',
  'entry_fee',
  'currency',
  'min_players',
  'max_players',
  'prize_pool.total',
  'prize_pool.distribution',
  'config.tournament_type',
  'config.duration_minutes',
  'config.late_registration_minutes',
  'config.max_entries_per_player',
  'config.rebuy_fee',
  'config.rake_percent',
  'config.tie_break',
  'config.game_url',
  'game_config',
  'preview_players',
] as const;
export const TOURNAMENT_CHECKBOXES = ['config.start_when_full', 'config.rebuy_enabled'] as const;

export type TournamentTextField = (typeof TOURNAMENT_TEXT_FIELDS)[number];
export type TournamentCheckbox = (typeof TOURNAMENT_CHECKBOXES)[number];
export type TournamentForm = Record<TournamentTextField, string> & Record<TournamentCheckbox, boolean>;

/** Every field of the form, as shown (refusals of any other field go to the flash). */
export const TOURNAMENT_FORM_FIELDS: readonly string[] = [...TOURNAMENT_TEXT_FIELDS, ...TOURNAMENT_CHECKBOXES];

/** The config keys the form has a field for; any other key is game configuration (the JSON box). */
const CONFIG_FIELDS = {
  tournament_type: 'text',
  start_when_full: 'checkbox',
  duration_minutes: 'number',
  late_registration_minutes: 'number',
  max_entries_per_player: 'number',
  rebuy_enabled: 'checkbox',
  rebuy_fee: 'number',
  rake_percent: 'number',
  tie_break: 'text',
  game_url: 'text',
} as const;
type ConfigKey = keyof typeof CONFIG_FIELDS;
const CONFIG_KEYS = Object.keys(CONFIG_FIELDS) as ConfigKey[];

/** What each field is called on the page, for the messages shown next to it. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  external_id: 'External id',
  game: 'Game',
  scheduled_start: 'Scheduled start',
  entry_fee: 'Entry fee',
  currency: 'Currency',
  min_players: 'Minimum players',
  max_players: 'Maximum players',
  'prize_pool.total': 'Guaranteed prize',
  'prize_pool.distribution': 'Prize distribution',
  'config.tournament_type': 'Scoring',
  'config.start_when_full': 'Start when full',
  'config.duration_minutes': 'Duration',
  'config.late_registration_minutes': 'Late registration',
  'config.max_entries_per_player': 'Entries per player',
  'config.rebuy_enabled': 'Rebuys',
  'config.rebuy_fee': 'Rebuy fee',
  'config.rake_percent': 'Rake',
  'config.tie_break': 'Tie break',
  'config.game_url': 'Game URL',
  game_config: 'Game configuration',
  config: 'Game configuration',
  preview_players: 'Players for the preview',
};

/** `<input type="datetime-local">` sends a time without a zone; the form says it is UTC. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function readTournamentForm(body: unknown): TournamentForm {
  const form = {} as TournamentForm;
  for (const field of TOURNAMENT_TEXT_FIELDS) form[field] = formField(body, field);
  for (const field of TOURNAMENT_CHECKBOXES) form[field] = formField(body, field) !== '';
  return form;
}

/** A fresh create form: the operator's currency, the API's defaults, a unique external id to keep or change. */
export function newTournamentForm(currency: string, externalId: string): TournamentForm {
  return {
    name: '',
    external_id: externalId,
    game: '',
    scheduled_start: '',
    entry_fee: '0',
    currency,
    min_players: '1',
    max_players: '',
    'prize_pool.total': '0',
    'prize_pool.distribution': distributionText(DEFAULT_DISTRIBUTION),
    'config.tournament_type': 'points_based',
    'config.duration_minutes': '',
    'config.late_registration_minutes': '0',
    'config.max_entries_per_player': '1',
    'config.rebuy_fee': '',
    'config.rake_percent': '0',
    'config.tie_break': 'earliest',
    'config.game_url': '',
    game_config: '',
    preview_players: '',
    'config.start_when_full': false,
    'config.rebuy_enabled': false,
  };
}

/** The edit form of a tournament: its current values. */
export function tournamentFormOf(t: TournamentDto): TournamentForm {
  const s = t.settings;
  return {
    name: t.name,
    external_id: t.externalId,
    game: t.gameSlug,
    scheduled_start: t.scheduledStart.slice(0, 16),
    entry_fee: String(t.entryFee),
    currency: t.currency,
    min_players: String(t.minPlayers),
    max_players: t.maxPlayers === null ? '' : String(t.maxPlayers),
    'prize_pool.total': String(t.prizePool.guaranteedPrize),
    'prize_pool.distribution': distributionText(t.prizePool.distribution),
    'config.tournament_type': s.tournament_type,
    'config.duration_minutes': s.duration_minutes === null ? '' : String(s.duration_minutes),
    'config.late_registration_minutes': String(s.late_registration_minutes),
    'config.max_entries_per_player': String(s.max_entries_per_player),
    'config.rebuy_fee': String(s.rebuy_fee),
    'config.rake_percent': String(s.rake_percent),
    'config.tie_break': s.tie_break,
    'config.game_url': s.game_url ?? '',
    game_config: Object.keys(t.gameConfig).length ? JSON.stringify(t.gameConfig, null, 2) : '',
    preview_players: '',
    'config.start_when_full': s.start_when_full,
    'config.rebuy_enabled': s.rebuy_enabled,
  };
}

/** A distribution as the form's lines: `1: 50`, `4-10: 2`. */
export function distributionText(distribution: Readonly<Record<string, number>>): string {
  return Object.entries(distribution)
    .map(([places, percent]) => `${places}: ${percent}`)
    .join('\n');
}

/**
 * A number field as the API's JSON would carry it: a number when it reads as one, blank as
 * absent, anything else as typed (the API's own validation then refuses it with its message).
 */
function numeric(text: string): unknown {
  const value = text.trim();
  if (value === '') return undefined;
  return NUMBER.test(value) ? Number(value) : value;
}

function dateTime(text: string): unknown {
  const value = text.trim();
  if (value === '') return undefined;
  const local = LOCAL_DATE_TIME.exec(value);
  return local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}Z` : value;
}

/** The form's distribution lines as the API's map; lines that are not `places: percent` are refused here. */
function readDistribution(text: string, errors: FieldErrors): Record<string, unknown> | undefined {
  const map: Record<string, unknown> = {};
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  lines.forEach((line, index) => {
    if (line === '') return;
    const match = /^([^:=]+?)\s*[:=]\s*(.*?)\s*%?$/.exec(line);
    if (!match) {
      (errors['prize_pool.distribution'] ??= []).push(`line ${index + 1} ("${line}") must read places: percent, e.g. 1: 50 or 4-10: 5`);
      return;
    }
    Object.defineProperty(map, match[1].trim(), {
      value: numeric(match[2]) ?? match[2],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });
  return Object.keys(map).length ? map : undefined;
}

/** The game configuration box: a JSON object of the keys the service does not use itself. */
function readGameConfig(text: string, errors: FieldErrors): Record<string, unknown> {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    errors.game_config = ['must be a JSON object, e.g. {"reels": 5}'];
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    errors.game_config = ['must be a JSON object, e.g. {"reels": 5}'];
    return {};
  }
  const taken = Object.keys(parsed).filter((key) => (CONFIG_KEYS as string[]).includes(key));
  if (taken.length) errors.game_config = [`must not set ${taken.join(', ')}: use the field${taken.length > 1 ? 's' : ''} above`];
  return parsed as Record<string, unknown>;
}

function configValue(form: TournamentForm, key: ConfigKey): unknown {
  const kind = CONFIG_FIELDS[key];
  if (kind === 'checkbox') return form[`config.${key}` as TournamentCheckbox];
  const text = form[`config.${key}` as TournamentTextField];
  if (kind === 'number') return numeric(text);
  return text.trim() === '' ? undefined : text.trim();
}

/** The config object of the form: its fields (blank ones left to the defaults), then the game's own keys. */
function readConfig(form: TournamentForm, errors: FieldErrors): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(readGameConfig(form.game_config, errors))) {
    Object.defineProperty(config, key, { value, enumerable: true, writable: true, configurable: true });
  }
  for (const key of CONFIG_KEYS) {
    const value = configValue(form, key);
    if (value !== undefined) config[key] = value;
  }
  return config;
}

export interface FormBody {
  body: Record<string, unknown>;
  /** Problems the form itself found (lines it cannot read); the API never sees such a form. */
  errors: FieldErrors;
}

/** The JSON body of the API's create from the form (CreateTournamentDto). */
export function toCreateBody(form: TournamentForm): FormBody {
  const errors: FieldErrors = {};
  const body: Record<string, unknown> = {
    name: form.name,
    external_id: form.external_id.trim(),
    game: form.game.trim(),
    scheduled_start: dateTime(form.scheduled_start),
    entry_fee: numeric(form.entry_fee),
    currency: form.currency.trim() === '' ? undefined : form.currency.trim().toUpperCase(),
    min_players: numeric(form.min_players),
    max_players: numeric(form.max_players) ?? null,
    prize_pool: {
      total: numeric(form['prize_pool.total']) ?? 0,
      distribution: readDistribution(form['prize_pool.distribution'], errors),
    },
    config: readConfig(form, errors),
  };
  return { body: withoutUndefined(body), errors };
}

/**
 * The JSON body of the API's update (UpdateTournamentDto): only what differs from the
 * tournament's current values (a start left as it was is not sent, so an unchanged start that
 * has become close is not refused); config as a patch, a blanked key set to null (its default).
 */
export function toUpdateBody(form: TournamentForm, current: TournamentForm): FormBody {
  const errors: FieldErrors = {};
  const body: Record<string, unknown> = {};
  const changed = (field: TournamentTextField) => form[field].trim() !== current[field].trim();
  if (form.name !== current.name) body.name = form.name;
  if (changed('scheduled_start')) body.scheduled_start = dateTime(form.scheduled_start);
  if (changed('entry_fee')) body.entry_fee = numeric(form.entry_fee) ?? '';
  if (changed('min_players')) body.min_players = numeric(form.min_players) ?? '';
  if (changed('max_players')) body.max_players = numeric(form.max_players) ?? null;
  const distributionChanged = normalLines(form['prize_pool.distribution']) !== normalLines(current['prize_pool.distribution']);
  if (changed('prize_pool.total') || distributionChanged) {
    const distribution = readDistribution(form['prize_pool.distribution'], errors);
    body.prize_pool = withoutUndefined({
      total: numeric(form['prize_pool.total']) ?? 0,
      distribution: distributionChanged ? (distribution ?? { ...DEFAULT_DISTRIBUTION }) : undefined,
    });
  }
  const patch: Record<string, unknown> = {};
  for (const key of CONFIG_KEYS) {
    const field = `config.${key}`;
    const differs =
      CONFIG_FIELDS[key] === 'checkbox'
        ? form[field as TournamentCheckbox] !== current[field as TournamentCheckbox]
        : changed(field as TournamentTextField);
    if (differs) patch[key] = configValue(form, key) ?? null;
  }
  const games = readGameConfig(form.game_config, errors);
  const before = readGameConfig(current.game_config, {});
  for (const key of Object.keys(before)) if (!(key in games)) patch[key] = null;
  for (const [key, value] of Object.entries(games)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) {
      Object.defineProperty(patch, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  if (Object.keys(patch).length) body.config = patch;
  return { body, errors };
}

function normalLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter(Boolean)
    .join('\n');
}

function withoutUndefined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** API field names as the page calls them, inside a message. */
const NAMES_IN_TEXT: readonly [RegExp, string][] = Object.entries(FIELD_LABELS)
  .filter(([field]) => /^[a-z_.]+$/.test(field) && field.includes('_'))
  .map(([field, label]) => [new RegExp(`\\b${field.replace('.', '\\.')}\\b`, 'g'), label.toLowerCase()] as const);

/**
 * The API's messages as the page says them, next to the field: the field's name in words
 * ("Entry fee must be a number" for "entry_fee must be a number"), other API names inside a
 * message in words too. Messages of fields the form does not have keep their keys (the flash).
 */
export function humanErrors(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = field === 'config' ? 'game_config' : field;
    const label = FIELD_LABELS[key];
    if (!label) {
      result[field] = messages;
      continue;
    }
    const last = field.split('.').pop()!;
    (result[key] ??= []).push(
      ...messages.map((message) => {
        // Already in the page's words (the shared form validation names fields as people do).
        if (message.startsWith(`${label} `)) return message;
        let text = message.startsWith(`${field} `)
          ? message.slice(field.length + 1)
          : message.startsWith(`${last} `)
            ? message.slice(last.length + 1)
            : message;
        for (const [pattern, name] of NAMES_IN_TEXT) text = text.replace(pattern, name);
        return /^(must|has|is|cannot|should|may|goes)\b/.test(text) ? `${label} ${text}` : `${label}: ${text}`;
      }),
    );
  }
  return result;
}
