/** @type {import('jest').Config} */
const libs = [
  'common',
  'database',
  'auth',
  'events',
  'tournaments',
  'wallet',
  'game-access',
  'rooms',
  'results',
  'players',
  'operators',
  'live',
  'internal',
  'dashboard',
  'sdk',
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/{apps,libs,test}/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: {
    ...Object.fromEntries(
      libs.flatMap((lib) => [
        [`^@app/${lib}$`, `<rootDir>/libs/${lib}/src`],
        [`^@app/${lib}/(.*)$`, `<rootDir>/libs/${lib}/src/$1`],
      ]),
    ),
    // The SDK under the package name its users import it by (examples/sdk-quickstart.ts).
    '^@tournament-service/sdk$': '<rootDir>/libs/sdk/src',
    // ESM-only under jest 29 (Node itself loads it with require(esm)); see the shim.
    '^content-disposition$': '<rootDir>/test/support/shims/content-disposition.js',
  },
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  testTimeout: 60000,
  maxWorkers: 2,
};
