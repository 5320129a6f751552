import { appendFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where every case of a run appends its figures (artifacts/ is kept by CI and gitignored). */
export const FIGURES_FILE = resolve(__dirname, '../../../artifacts/reliability/figures.jsonl');

export type Figure = number | string | boolean;

export interface FigureRecord {
  /** Section of docs/reliability.md: concurrency, crashes, dependencies, fuzzing, attacks. */
  section: string;
  /** Short stable id of the case, e.g. `storm.seats`. */
  caseId: string;
  /** What the case does, in a sentence. */
  title: string;
  figures: Record<string, Figure>;
  database: 'postgres' | 'embedded';
  at: string;
}

/**
 * Records what a case produced (attempts, successes, refusals, ledger difference, recovery time,
 * ...), for docs/reliability.md. Call it after the assertions, with the measured values, so that
 * a recorded figure is one the case checked.
 */
export function recordFigures(section: string, caseId: string, title: string, figures: Record<string, Figure>): void {
  mkdirSync(join(FIGURES_FILE, '..'), { recursive: true });
  const record: FigureRecord = {
    section,
    caseId,
    title,
    figures,
    database: process.env.DATABASE_URL ? 'postgres' : 'embedded',
    at: new Date().toISOString(),
  };
  appendFileSync(FIGURES_FILE, `${JSON.stringify(record)}\n`);
}
