// Some end-to-end tests run the built service and CLI as separate processes (as `npm start`
// and `npm run cli` do), so the suite builds dist/ once before any test file starts.
//
// On the embedded database, every test file starts from a fresh PGlite data directory. Creating
// one runs initdb in WebAssembly (about 5 s) and migrating it about 0.5 s more; copying a made one
// takes milliseconds. So one is made and migrated here, once (with the built CLI's `migrate`, as
// an operator would), and test/support/test-database.ts (and the embedded database's own specs)
// copy it. Migrating from empty stays covered: on PostgreSQL every test file migrates its own
// database, and the start-up tests migrate new embedded data directories.
const { execFileSync, execSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const ROOT = join(__dirname, '../..');

module.exports = async () => {
  execSync('npm run build --silent', { stdio: 'inherit', cwd: ROOT });
  // Made on PostgreSQL runs too: a few specs of the embedded database itself run in both.
  if (!process.env.EMBEDDED_TEMPLATE_DIR) {
    const dir = mkdtempSync(join(tmpdir(), 'ts-test-template-'));
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: dir });
    await db.query('SELECT 1');
    await db.close();
    // Only the embedded runs start apps from it; on PostgreSQL runs it stays empty.
    if (!process.env.DATABASE_URL)
      execFileSync(process.execPath, [join(ROOT, 'dist/apps/api/src/cli.js'), 'migrate', '--json'], {
        env: { PATH: process.env.PATH, DATA_DIR: dir, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    // Read by the test workers, which jest starts after this.
    process.env.EMBEDDED_TEMPLATE_DIR = dir;
  }
};
