// Removes the empty embedded data directory that global-setup.js made.
const { rmSync } = require('node:fs');

module.exports = async () => {
  const dir = process.env.EMBEDDED_TEMPLATE_DIR;
  if (dir && dir.includes('ts-test-template-')) rmSync(dir, { recursive: true, force: true });
};
