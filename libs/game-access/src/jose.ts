import { randomUUID } from 'node:crypto';

/**
 * jose 6 is ESM-only. Node loads it with require(esm), but jest 29 (which compiles this code to
 * CommonJS) cannot, so it is loaded with a native dynamic import that the compiler leaves alone.
 * The function's source is made unique per load: V8 caches `new Function` code by its source with
 * the import hook of the first jest environment that compiled it, which later test files in the
 * same worker would find torn down. Every jose call is asynchronous anyway.
 */
export type Jose = typeof import('jose');

let loaded: Promise<Jose> | undefined;

/** Loads jose once per process; later calls return the same promise without compiling anything. */
export function loadJose(): Promise<Jose> {
  if (loaded) return loaded;
  const importEsm = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as (specifier: string) => Promise<Jose>;
  loaded = importEsm('jose');
  return loaded;
}
