#!/usr/bin/env node
// Prints the figures of the last reliability run (artifacts/reliability/figures.jsonl) as the
// Markdown tables of docs/reliability.md, one table per section, cases in id order.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const file = resolve(process.argv[2] ?? 'artifacts/reliability/figures.jsonl');
const records = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const latest = new Map();
for (const record of records) latest.set(record.caseId, record);

const SECTIONS = ['concurrency', 'crashes', 'dependencies', 'fuzzing', 'attacks'];
const bySection = new Map();
for (const record of latest.values()) {
  if (!bySection.has(record.section)) bySection.set(record.section, []);
  bySection.get(record.section).push(record);
}
const order = [...SECTIONS.filter((s) => bySection.has(s)), ...[...bySection.keys()].filter((s) => !SECTIONS.includes(s))];
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
for (const section of order) {
  console.log(`### ${section[0].toUpperCase()}${section.slice(1)}\n`);
  console.log('| Case | What it does | Figures |');
  console.log('|---|---|---|');
  for (const record of bySection.get(section).sort((a, b) => a.caseId.localeCompare(b.caseId))) {
    const figures = Object.entries(record.figures)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ');
    console.log(`| \`${cell(record.caseId)}\` | ${cell(record.title)} | ${cell(figures)} |`);
  }
  console.log('');
}
