// Some end-to-end tests run the built service and CLI as separate processes (as `npm start`
// and `npm run cli` do), so the suite builds dist/ once before any test file starts.
//
// On the embedded database, every test file starts from a fresh PGlite data directory. Creating
// one runs initdb in WebAssembly (about 5 s); copying an empty one takes milliseconds. So the
// first one is made here, once, and test/support/test-database.ts (and the embedded database's
// own specs) copy it. It holds no
// migrations: every test still migrates its own database from empty, as a first start does.
const { execSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
  execSync('npm run build --silent', { stdio: 'inherit', cwd: __dirname + '/../..' });
  // Made on PostgreSQL runs too: a few specs of the embedded database itself run in both.
  if (!process.env.EMBEDDED_TEMPLATE_DIR) {
    const dir = mkdtempSync(join(tmpdir(), 'ts-test-template-'));
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: dir });
    await db.query('SELECT 1');
    await db.close();
    // Read by the test workers, which jest starts after this.
    process.env.EMBEDDED_TEMPLATE_DIR = dir;
  }
};
