import { randomUUID } from 'node:crypto';

/**
 * A native `import()` of an ESM-only package from a test file. Jest compiles test files to
 * CommonJS, which would turn `import()` into `require()`, so the import lives in a Function body
 * (jest runs with --experimental-vm-modules). Each Function gets a unique source text: V8 reuses
 * the compiled script of an identical source, and with it the module loader of the test file that
 * compiled it first, which jest tears down when that file ends ("Test environment has been torn
 * down" in a later file of the same worker).
 */
export function importEsm<T = any>(specifier: string): Promise<T> {
  const load = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as (specifier: string) => Promise<T>;
  return load(specifier);
}
