import { Measurement } from './types';

/** A number for the table: integers with thousands separators, others with 2–3 significant decimals. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '';
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 1) return value.toFixed(2);
  return value.toPrecision(3);
}

const HEADERS = ['scenario', 'measurement', 'value', 'unit', 'target', 'ratio', 'result'];

function rows(measurements: Measurement[]): string[][] {
  return measurements.map((m) => [
    m.scenario,
    m.name,
    formatNumber(m.value),
    m.unit,
    m.target ?? '',
    m.ratio === undefined ? '' : formatNumber(m.ratio),
    m.pass === undefined ? '' : m.pass ? 'pass' : 'FAIL',
  ]);
}

/** A plain-text table for the terminal. */
export function textTable(measurements: Measurement[]): string {
  const body = rows(measurements);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 5 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** A markdown table (docs/benchmarks.md, artifacts/bench/results.md). */
export function markdownTable(measurements: Measurement[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${HEADERS.join(' | ')} |`,
    `|${HEADERS.map((_, i) => (i === 2 || i === 5 ? '---:' : '---')).join('|')}|`,
    ...rows(measurements).map((r) => `| ${r.map(escape).join(' | ')} |`),
  ].join('\n');
}
