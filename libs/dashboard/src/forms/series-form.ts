import { DEFAULT_DISTRIBUTION, MAX_LEAD_TIME_SECONDS, MIN_LEAD_TIME_SECONDS, SeriesDto } from '@app/tournaments';
import { FieldErrors } from '../views/page-parts';
import { formField } from '../web/dashboard-request';
import {
  distributionText,
  humanErrors,
  newTournamentForm,
  toCreateBody,
  TOURNAMENT_CHECKBOXES,
  TOURNAMENT_TEXT_FIELDS,
  TournamentForm,
} from './tournament-form';

/**
 * The series form (create and edit): the series' own fields, and its template as the tournament
 * form's fields under `template.` (`template.entry_fee`), so the API's `template.*` messages land
 * next to the right input. The template's fields are read and turned into the API's body by the
 * tournament form's own code. The lead time is typed in minutes (the API's is in seconds):
 * converted exactly, decimals allowed as long as they come to whole seconds (1.5 is 90 seconds).
 */
export const SERIES_TEXT_FIELDS = ['name', 'external_id', 'schedule', 'lead_time_minutes'] as const;
export type SeriesTextField = (typeof SERIES_TEXT_FIELDS)[number];

/** The template's fields: the tournament form's, without the ones a series sets per occurrence. */
export const TEMPLATE_TEXT_FIELDS = TOURNAMENT_TEXT_FIELDS.filter(
  (field) => field !== 'external_id' && field !== 'scheduled_start' && field !== 'preview_players',
);

export interface SeriesForm {
  series: Record<SeriesTextField, string> & { active: boolean };
  template: TournamentForm;
}

/** Every field the page shows, by its form name (refusals of any other field go to the flash). */
export const SERIES_FORM_FIELDS: readonly string[] = [
  ...SERIES_TEXT_FIELDS,
  'active',
  'template',
  ...TEMPLATE_TEXT_FIELDS.map((field) => `template.${field}`),
  ...TOURNAMENT_CHECKBOXES.map((field) => `template.${field}`),
];

export function readSeriesForm(body: unknown): SeriesForm {
  const series = { active: formField(body, 'active') !== '' } as SeriesForm['series'];
  for (const field of SERIES_TEXT_FIELDS) series[field] = formField(body, field);
  const template = newTournamentForm('', '');
  for (const field of TEMPLATE_TEXT_FIELDS) template[field] = formField(body, `template.${field}`);
  for (const field of TOURNAMENT_CHECKBOXES) template[field] = formField(body, `template.${field}`) !== '';
  return { series, template };
}

/** A fresh create form: active, an hour's lead time, the operator's currency, the tournament form's defaults. */
export function newSeriesForm(currency: string, externalId: string): SeriesForm {
  return {
    series: { name: '', external_id: externalId, schedule: '', lead_time_minutes: '60', active: true },
    template: newTournamentForm(currency, ''),
  };
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The edit form of a series: its current values, the template as accepted (absent fields at their defaults). */
export function seriesFormOf(s: SeriesDto): SeriesForm {
  const t = s.template;
  const config = { ...((t.config ?? {}) as Record<string, unknown>) };
  const prizePool = (t.prize_pool ?? {}) as Record<string, unknown>;
  const template = newTournamentForm(text(t.currency), '');
  template.name = text(t.name);
  template.game = text(t.game);
  if (t.entry_fee !== undefined) template.entry_fee = text(t.entry_fee);
  if (t.min_players !== undefined) template.min_players = text(t.min_players);
  template.max_players = text(t.max_players);
  if (prizePool.total !== undefined) template['prize_pool.total'] = text(prizePool.total);
  template['prize_pool.distribution'] = distributionText(
    (prizePool.distribution as Record<string, number> | undefined) ?? DEFAULT_DISTRIBUTION,
  );
  for (const field of [...TEMPLATE_TEXT_FIELDS, ...TOURNAMENT_CHECKBOXES]) {
    if (!field.startsWith('config.')) continue;
    const key = field.slice('config.'.length);
    if (!(key in config)) continue;
    const value = config[key];
    delete config[key];
    if (typeof value === 'boolean') (template as Record<string, unknown>)[field] = value;
    else (template as Record<string, unknown>)[field] = text(value);
  }
  template.game_config = Object.keys(config).length ? JSON.stringify(config, null, 2) : '';
  return {
    series: {
      name: s.name,
      external_id: s.external_id,
      schedule: s.schedule,
      lead_time_minutes: minutesText(s.lead_time_seconds),
      active: s.active,
    },
    template,
  };
}

/** The API's template body (SeriesTemplateDto) from the template's fields, with what the form itself could not read. */
export function toTemplateBody(template: TournamentForm): { body: Record<string, unknown>; errors: FieldErrors } {
  const { body, errors } = toCreateBody({ ...template, external_id: '', scheduled_start: '' });
  delete body.external_id;
  delete body.scheduled_start;
  return { body, errors: prefixed(errors) };
}

const MINUTES = /^0*(\d{1,9})(?:\.(\d{1,9}))?$/;
const MIN_MINUTES = MIN_LEAD_TIME_SECONDS / 60;
const MAX_MINUTES = MAX_LEAD_TIME_SECONDS / 60;

/** The one range message of the lead time, in minutes (the API's limits are in seconds). */
export const LEAD_TIME_RANGE = `Lead time must be from ${MIN_MINUTES} minute to ${MAX_MINUTES} minutes (${MAX_MINUTES / 1440} days)`;

/**
 * Minutes as typed ("90", "1.5") to whole seconds, exactly (integers only, no floating point);
 * undefined when the text is not a number of minutes or does not come to whole seconds.
 */
export function minutesToSeconds(typed: string): number | undefined {
  const match = MINUTES.exec(typed.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const sixtieths = (BigInt(match[1]) * scale + BigInt(fraction || '0')) * 60n;
  if (sixtieths % scale !== 0n) return undefined;
  return Number(sixtieths / scale);
}

/**
 * Stored seconds as minutes for the field: exact whenever a decimal can say it (3600 is "60", 90
 * is "1.5", 45 is "0.75"). A value set through the API that no decimal says exactly (61 seconds)
 * is shown to the hundredth ("1.02"); the edit keeps the stored value as long as the field is
 * left as shown (only changed fields are saved), and the page says so (leadTimeNote).
 */
export function minutesText(seconds: number): string {
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (rest === 0) return String(whole);
  // Exact when 3 divides rest (rest/60 is then a whole number of hundredths); at most 98 (59 s).
  const hundredths = Math.round((rest * 100) / 60);
  return `${whole}.${String(hundredths).padStart(2, '0')}`.replace(/0+$/, '');
}

/** When the stored lead time is not exactly what the field shows: the note that says it is kept. */
export function leadTimeNote(seconds: number): string | undefined {
  if (minutesToSeconds(minutesText(seconds)) === seconds) return undefined;
  return `Stored as ${seconds} seconds, which is not a whole number of hundredths of a minute: it is kept as it is unless you change this field.`;
}

/** What is wrong with the typed lead time, in the page's words; none when it converts to seconds the API accepts. */
export function leadTimeErrors(form: SeriesForm): FieldErrors {
  const typed = form.series.lead_time_minutes.trim();
  if (typed === '') return { lead_time_minutes: ['Lead time is required: a number of minutes, e.g. 60'] };
  if (!/^\d+(\.\d+)?$/.test(typed)) {
    return { lead_time_minutes: ['Lead time must be a number of minutes, e.g. 60 or 1.5 (digits, with a point for a fraction)'] };
  }
  const seconds = minutesToSeconds(typed);
  // More whole minutes than the conversion reads (nine digits) are out of range, not a fraction.
  if (seconds === undefined && /^0*[1-9]\d{9,}(\.|$)/.test(typed)) return { lead_time_minutes: [LEAD_TIME_RANGE] };
  if (seconds === undefined) {
    return {
      lead_time_minutes: [
        'Lead time must come to whole seconds: 1.5 minutes (90 seconds) can be saved, 1.01 minutes (60.6 seconds) cannot',
      ],
    };
  }
  if (seconds < MIN_LEAD_TIME_SECONDS || seconds > MAX_LEAD_TIME_SECONDS) return { lead_time_minutes: [LEAD_TIME_RANGE] };
  return {};
}

/**
 * The series' own fields as the API's JSON carries them, the lead time in seconds; a lead time
 * that does not convert is sent as typed (leadTimeErrors says what is wrong with it).
 */
export function seriesFields(form: SeriesForm): Record<string, unknown> {
  const lead = form.series.lead_time_minutes.trim();
  return {
    name: form.series.name,
    schedule: form.series.schedule.replace(/\r\n/g, '\n').trim(),
    lead_time_seconds: minutesToSeconds(lead) ?? lead,
    active: form.series.active,
  };
}

function prefixed(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`template.${field}`, messages]));
}

const SERIES_LABELS: Record<string, string> = {
  name: 'Name',
  external_id: 'External id',
  schedule: 'Schedule',
  lead_time_minutes: 'Lead time',
  active: 'Active',
};

/**
 * The API's messages as the page says them, next to each field: the template's through the
 * tournament form's wording ("Entry fee must not be less than 0"), the series' own with the
 * field named in words.
 */
export function humanSeriesErrors(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (field.startsWith('template.')) {
      const inner = humanErrors({ [field.slice('template.'.length)]: messages.map((m) => m.replace(/^template\./, '')) });
      for (const [key, list] of Object.entries(inner)) (result[`template.${key}`] ??= []).push(...list);
      continue;
    }
    if (field === 'lead_time_seconds') {
      // The API's limits are in seconds; the field is in minutes: one message in minutes.
      result.lead_time_minutes = [LEAD_TIME_RANGE];
      continue;
    }
    const label = SERIES_LABELS[field];
    if (!label) {
      (result[field] ??= []).push(...messages);
      continue;
    }
    (result[field] ??= []).push(
      ...messages.map((message) => {
        // Already in the page's words (the API's messages name fields in words): kept as it is.
        if (/^[A-Z]/.test(message)) return message;
        const rest = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
        return /^(must|has|is|cannot|should|may)\b/.test(rest) ? `${label} ${rest}` : `${label}: ${rest}`;
      }),
    );
  }
  return result;
}
