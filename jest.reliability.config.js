/**
 * The reliability and security suite (`npm run test:reliability`, issue 9): faults, concurrency,
 * fuzzing and attacks, each case recording the figures it produced (test/reliability/support/
 * figures.ts) for docs/reliability.md. Same transforms and module names as the main suite; run by
 * .ci/run on PostgreSQL after the two main runs.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/reliability/**/*.reliability-spec.ts'],
  testTimeout: 300000,
  maxWorkers: 2,
};
