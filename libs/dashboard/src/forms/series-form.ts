import { DEFAULT_DISTRIBUTION, SeriesDto } from '@app/tournaments';
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
 * tournament form's own code.
 */
export const SERIES_TEXT_FIELDS = ['name', 'external_id', 'schedule', 'lead_time_seconds'] as const;
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
    series: { name: '', external_id: externalId, schedule: '', lead_time_seconds: '3600', active: true },
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
      lead_time_seconds: text(s.lead_time_seconds),
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

const INTEGER = /^[+-]?\d+$/;

/** The series' own fields as the API's JSON carries them; a number that does not read as one is sent as typed. */
export function seriesFields(form: SeriesForm): Record<string, unknown> {
  const lead = form.series.lead_time_seconds.trim();
  return {
    name: form.series.name,
    schedule: form.series.schedule.replace(/\r\n/g, '\n').trim(),
    lead_time_seconds: INTEGER.test(lead) ? Number(lead) : lead,
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
  lead_time_seconds: 'Lead time',
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
