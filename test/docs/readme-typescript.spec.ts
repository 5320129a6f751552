import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The README's TypeScript examples are what integrators copy first: each ```ts block must compile
// under --strict against the SDK, imported by its package name as a user would import it.

const ROOT = join(__dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** The ```ts blocks of a Markdown text, in order. */
export function typescriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```(?:ts|typescript)\s*\n([\s\S]*?)^```\s*$/gm)].map((match) => match[1]);
}

/** A block as a module: its imports on top, the rest in an async function (blocks use top-level await). */
export function asModule(block: string): string {
  const lines = block.split('\n');
  const imports = lines.filter((line) => /^import\s/.test(line));
  const body = lines.filter((line) => !/^import\s/.test(line));
  return [...imports, 'export async function readmeExample(): Promise<void> {', ...body, '}', ''].join('\n');
}

describe('README.md TypeScript examples', () => {
  const blocks = typescriptBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'));

  it('has TypeScript examples that use the SDK', () => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((block) => block.includes("from '@tournament-service/sdk'"))).toBe(true);
  });

  it('every block compiles with tsc --strict against the SDK', () => {
    const dir = mkdtempSync(join(ROOT, 'examples/.readme-'));
    try {
      const files = blocks.map((block, i) => {
        const file = join(dir, `readme-${i + 1}.ts`);
        writeFileSync(file, asModule(block));
        return file;
      });
      const tsconfig = { extends: '../tsconfig.json', compilerOptions: { baseUrl: '../..' }, files };
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
      const result = spawnSync(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json'), '--noEmit'], { cwd: ROOT, encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('the check is not a rubber stamp: a misspelled error code does not compile', () => {
    const broken = asModule(
      `import { ApiError } from '@tournament-service/sdk';\nconst e = null as unknown as ApiError;\nif (e.code === 'insufficient_balanse') throw e;`,
    );
    const dir = mkdtempSync(join(ROOT, 'examples/.readme-'));
    try {
      writeFileSync(join(dir, 'broken.ts'), broken);
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { baseUrl: '../..' }, files: ['broken.ts'] }),
      );
      const result = spawnSync(process.execPath, [TSC, '-p', join(dir, 'tsconfig.json'), '--noEmit'], { cwd: ROOT, encoding: 'utf8' });
      expect(result.stdout).toMatch(/TS2367/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
