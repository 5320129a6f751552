// ESLint 9 flat config: eslint recommended + typescript-eslint recommended (syntax only, not
// type-checked, so `npm run lint` stays fast). `npm run lint` runs `eslint .`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Declared here rather than taken from the `globals` package, which is not a direct dependency.
const readonly = (names) => Object.fromEntries(names.map((name) => [name, 'readonly']));

const nodeGlobals = readonly([
  'process',
  'Buffer',
  'console',
  'require',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'global',
  'globalThis',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'queueMicrotask',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'fetch',
  'Headers',
  'Request',
  'Response',
  'performance',
]);

const jestGlobals = readonly([
  'jest',
  'describe',
  'fdescribe',
  'xdescribe',
  'it',
  'fit',
  'xit',
  'test',
  'xtest',
  'expect',
  'beforeAll',
  'beforeEach',
  'afterAll',
  'afterEach',
  'pending',
  'fail',
]);

// Services orchestrate and repositories own the SQL: statements, query builders and entity-manager
// reads and writes are written only in *.repository.ts files and in libs/database (migrations and
// the few SQL builders several repositories share).
const DATA_METHODS =
  'find|findBy|findOne|findOneBy|findOneOrFail|findOneByOrFail|findAndCount|findAndCountBy|count|countBy|exists|existsBy|' +
  'insert|update|upsert|delete|save|remove|softDelete|restore|increment|decrement|getRepository|sum|average|minimum|maximum';
const SQL_OUTSIDE_REPOSITORY = 'SQL belongs in a repository (*.repository.ts) or, when several share it, in libs/database';
const sqlOutsideRepositories = [
  { selector: "CallExpression[callee.property.name='query']", message: SQL_OUTSIDE_REPOSITORY },
  { selector: "CallExpression[callee.property.name='createQueryBuilder']", message: SQL_OUTSIDE_REPOSITORY },
  {
    selector: `CallExpression[callee.object.name=/^(manager|entityManager|em|dataSource)$/][callee.property.name=/^(${DATA_METHODS})$/]`,
    message: SQL_OUTSIDE_REPOSITORY,
  },
  {
    selector: `CallExpression[callee.object.property.name=/^(manager|entityManager|dataSource)$/][callee.property.name=/^(${DATA_METHODS})$/]`,
    message: SQL_OUTSIDE_REPOSITORY,
  },
  { selector: 'TemplateElement[value.raw=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/]', message: SQL_OUTSIDE_REPOSITORY },
  { selector: 'Literal[value=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/]', message: SQL_OUTSIDE_REPOSITORY },
  { selector: "Decorator[expression.callee.name='InjectRepository']", message: SQL_OUTSIDE_REPOSITORY },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'artifacts/**', 'data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: nodeGlobals,
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'warn',
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Plain CommonJS files: jest.config.js, test/support/*.js shims and setup.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: nodeGlobals },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', 'test/**/*.ts'],
    languageOptions: { globals: { ...nodeGlobals, ...jestGlobals } },
  },
  {
    // Tests may use `any` for loosely typed HTTP bodies and fixtures.
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/**/*.ts', 'libs/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.repositories.ts', 'libs/database/**', 'libs/sdk/**', '**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideRepositories] },
  },
);
