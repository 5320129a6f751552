import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// DEVELOPERS.md: domain logic is plain TypeScript without Nest or TypeORM. The money and
// tournament domain files may import only each other and the plain error files.

// rrule is a plain library (no framework, no I/O): the series schedule's recurrence rules.
const ALLOWED = [/^rrule$/, /^\.\.?\//, /^@app\/common\/errors\/(error-code|domain\.exception)$/, /^@app\/common\/money\/[a-z-]+$/];

const roots = [__dirname, join(__dirname, '../../../common/src/money')];
const files = roots.flatMap((root) =>
  readdirSync(root)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
    .map((name) => join(root, name)),
);

describe('domain purity', () => {
  it('finds the domain files', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
  });

  it.each(files)('%s imports nothing but plain modules', (file) => {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const specifier of specifiers) {
      expect({ file, specifier, allowed: ALLOWED.some((pattern) => pattern.test(specifier)) }).toEqual({
        file,
        specifier,
        allowed: true,
      });
    }
  });
});
