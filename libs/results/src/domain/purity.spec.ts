import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// DEVELOPERS.md: domain logic is plain TypeScript without Nest or TypeORM. The results domain may
// import only itself, the plain error and money files, and the other pure domain files it builds
// on (the entry statuses, the prize distribution and pool).

const ALLOWED = [
  /^\.\.?\//,
  /^@app\/common\/errors\/(error-code|domain\.exception)$/,
  /^@app\/common\/money\/[a-z-]+$/,
  /^@app\/tournaments\/domain\/(distribution|prize-pool|entry-status)$/,
];

const files = readdirSync(__dirname)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
  .map((name) => join(__dirname, name));

describe('results domain purity', () => {
  it('finds the domain files', () => {
    expect(files.map((file) => file.split('/').pop()).sort()).toEqual([
      'final-outcome.ts',
      'final-positions.ts',
      'index.ts',
      'prizes.ts',
      'projected-prizes.ts',
      'standings.ts',
      'statistics.ts',
    ]);
  });

  it.each(files)('%s imports nothing but plain modules', (file) => {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const specifier of specifiers) {
      expect({ file, specifier, allowed: ALLOWED.some((pattern) => pattern.test(specifier)) }).toEqual({ file, specifier, allowed: true });
    }
  });

  it('the pure files it builds on import nothing but plain modules either', () => {
    const root = join(__dirname, '../../..');
    for (const file of [
      'results/src/domain/standings.ts',
      'tournaments/src/domain/distribution.ts',
      'tournaments/src/domain/prize-pool.ts',
    ]) {
      const source = readFileSync(join(root, file), 'utf8');
      const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
      expect(specifiers.filter((s) => !ALLOWED.some((pattern) => pattern.test(s)))).toEqual([]);
    }
  });
});
