import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFieldPaths, dataFieldPaths, EVENT_CATALOGUE, eventCatalogue, EventField } from './event-catalogue';
import { EventType } from './event-types';

const DOCS = join(__dirname, '../../../../docs/events.md');
const KNOWN_TYPES = new Set(['uuid', 'date-time', 'integer', 'number', 'string', 'boolean', 'object', 'null']);

/** The part of docs/events.md under the heading of one type, up to the next heading. */
function docsSection(docs: string, type: string): string | undefined {
  const start = docs.indexOf(`### \`${type}\`\n`);
  if (start < 0) return undefined;
  const next = docs.indexOf('\n#', start + 1);
  return docs.slice(start, next < 0 ? undefined : next);
}

describe('event catalogue', () => {
  it('has an entry for every event type, each with a description and uniquely named, typed fields', () => {
    expect(eventCatalogue().map((entry) => entry.type)).toEqual(Object.values(EventType));
    const problems: string[] = [];
    const check = (type: string, fields: readonly EventField[], prefix = '') => {
      if (new Set(fields.map((f) => f.name)).size !== fields.length) problems.push(`${type}: duplicate field under "${prefix}"`);
      for (const f of fields) {
        const alternatives = f.type.split('|').map((t) => t.trim().replace(/\[\]$/, ''));
        if (!alternatives.every((t) => KNOWN_TYPES.has(t))) problems.push(`${type}: ${prefix}${f.name} has type ${f.type}`);
        if (f.description.trim() === '') problems.push(`${type}: ${prefix}${f.name} has no description`);
        if (f.fields && f.type !== 'object' && f.type !== 'object | null') {
          problems.push(`${type}: ${prefix}${f.name} has fields but is not an object`);
        }
        if (f.fields) check(type, f.fields, `${prefix}${f.name}.`);
      }
    };
    for (const entry of eventCatalogue()) {
      if (entry.description.trim() === '' || entry.fields.length === 0) problems.push(`${entry.type}: empty entry`);
      check(entry.type, entry.fields);
    }
    expect(problems).toEqual([]);
  });

  it('docs/events.md has a section per type listing every field path with its type', () => {
    const docs = readFileSync(DOCS, 'utf8');
    const missing = eventCatalogue().flatMap((entry) => {
      const section = docsSection(docs, entry.type);
      if (!section) return [`no section for ${entry.type}`];
      const rows = (fields: readonly EventField[], prefix = ''): Array<[string, string]> =>
        fields.flatMap((f) => [
          [`${prefix}${f.name}`, f.type] as [string, string],
          ...(f.fields ? rows(f.fields, `${prefix}${f.name}.`) : []),
        ]);
      return rows(entry.fields)
        .filter(([path, type]) => !section.includes(`| \`${path}\` | ${type.replace(/\|/g, '\\|')} |`))
        .map(([path, type]) => `${entry.type}: no row for ${path} (${type})`);
    });
    expect(missing).toEqual([]);
  });

  it('docs/events.md documents no field the catalogue does not have', () => {
    const docs = readFileSync(DOCS, 'utf8');
    const extra = eventCatalogue().flatMap((entry) => {
      const documented = [...docsSection(docs, entry.type)!.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
      const paths = catalogueFieldPaths(entry.fields);
      return documented.filter((path) => !paths.includes(path)).map((path) => `${entry.type}: ${path}`);
    });
    expect(extra).toEqual([]);
  });

  it('expects no children of a fixed-shape object that may be null when the data has null', () => {
    const fields = EVENT_CATALOGUE[EventType.SeriesOccurrenceFailed].fields;
    const all = catalogueFieldPaths(fields);
    expect(all).toEqual(expect.arrayContaining(['last_failure', 'last_failure.code', 'last_failure.occurrence_start']));
    const withNull = catalogueFieldPaths(fields, '', { last_failure: null });
    expect(withNull).toContain('last_failure');
    expect(withNull.filter((path) => path.startsWith('last_failure.'))).toEqual([]);
    expect(catalogueFieldPaths(fields, '', { last_failure: { code: 'x' } })).toEqual(all);
  });

  it('reads the field paths of data through the catalogue shape: fixed-shape objects nested, free-form ones not', () => {
    const fields = EVENT_CATALOGUE[EventType.PlayerWithdrawn].fields;
    expect(catalogueFieldPaths(fields)).toEqual(['playerId', 'internalPlayerId', 'refund', 'refund.amount', 'refund.currency', 'reason']);
    expect(
      dataFieldPaths({ playerId: 'p', internalPlayerId: 'e', refund: { amount: 1, currency: 'EUR', extra: true }, reason: null }, fields),
    ).toEqual(['playerId', 'internalPlayerId', 'refund', 'refund.amount', 'refund.currency', 'refund.extra', 'reason']);
    // prizePool.distribution and gameConfig are free-form: their keys are data, not fields.
    const tournament = EVENT_CATALOGUE[EventType.TournamentCreated].fields;
    const paths = dataFieldPaths(
      { prizePool: { totalAmount: 1, currency: 'EUR', guaranteedPrize: 0, distribution: { '1': 100 } }, gameConfig: { reels: 5 } },
      tournament,
    );
    expect(paths).toEqual([
      'prizePool',
      'prizePool.totalAmount',
      'prizePool.currency',
      'prizePool.guaranteedPrize',
      'prizePool.distribution',
      'gameConfig',
    ]);
  });
});
