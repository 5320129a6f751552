/**
 * The libraries' import graph must only point down (`npm run lint` runs this). A library that
 * imports a library importing it back is refused, whichever files the two imports are in: the
 * rule is checked on folders, where each folder's dependencies are those of all its files.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-library-cycle',
      comment: 'Two libraries import each other (directly or through others): move the shared part down into a library both may use.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^libs/[^/]+$' },
      to: { path: '^libs/[^/]+$', circular: true },
    },
    {
      name: 'no-file-cycle',
      comment: 'Files that import each other in a circle load in an order that depends on who imports first.',
      severity: 'error',
      from: { path: '^(apps|libs)/' },
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '\\.e2e-spec\\.ts$', '(^|/)generated/', '^libs/sdk/'] },
  },
};
