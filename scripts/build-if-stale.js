#!/usr/bin/env node
// `npm start` and `npm run cli` run dist/. This builds it first (`npm run build`) only when it is
// not current, so a CLI command answers at once while the code it runs is never older than the
// sources: dist/ is current when every compiled source under apps/ and libs/ has its output, and
// no source (nor .swcrc) is newer than its output. swc writes every output on each build, so a
// build by any route (`npm run build`, the test setup) counts.
//
//   node scripts/build-if-stale.js            build when stale (a line on stderr says why)
//   node scripts/build-if-stale.js --check [root]   only say whether it is stale (exit 1 if so)
const { spawnSync } = require('node:child_process');
const { readdirSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');

const SOURCE_DIRS = ['apps', 'libs'];

/** What `npm run build` compiles: TypeScript sources but tests and declarations. */
function isCompiled(name) {
  return name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts');
}

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function* sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.isFile() && isCompiled(entry.name)) yield path;
  }
}

/** Why dist/ under `root` is stale, or undefined when it is current. */
function staleReason(root) {
  if (mtimeOf(join(root, 'dist')) === undefined) return 'first build: there is no dist/ yet';
  const config = mtimeOf(join(root, '.swcrc')) ?? 0;
  let count = 0;
  for (const dir of SOURCE_DIRS) {
    for (const source of sources(join(root, dir))) {
      count++;
      const name = relative(root, source);
      const output = mtimeOf(join(root, 'dist', name.replace(/\.ts$/, '.js')));
      if (output === undefined) return `${name} has not been built`;
      if (output < (mtimeOf(source) ?? Infinity)) return `${name} changed since the last build`;
      if (output < config) return '.swcrc changed since the last build';
    }
  }
  return count === 0 ? 'no sources found under apps/ and libs/' : undefined;
}

function main(argv) {
  if (argv[0] === '--check') {
    const reason = staleReason(argv[1] ?? join(__dirname, '..'));
    process.stdout.write(reason ? `stale: ${reason}\n` : 'dist is up to date\n');
    return reason ? 1 : 0;
  }
  const root = join(__dirname, '..');
  const reason = staleReason(root);
  if (!reason) return 0;
  process.stderr.write(`Building dist/ (${reason})\n`);
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return build.status ?? 1;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));

module.exports = { staleReason };
