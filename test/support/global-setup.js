// Some end-to-end tests run the built service and CLI as separate processes (as `npm start`
// and `npm run cli` do), so the suite builds dist/ once before any test file starts.
const { execSync } = require('node:child_process');

module.exports = async () => {
  execSync('npm run build --silent', { stdio: 'inherit', cwd: __dirname + '/../..' });
};
