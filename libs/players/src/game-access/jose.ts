/**
 * jose 6 is ESM-only. Node loads it with require(esm), but jest 29 (which compiles this code to
 * CommonJS) cannot, so it is loaded with a native dynamic import that the compiler leaves alone
 * (the same device as test/e2e/openapi.e2e-spec.ts). Every jose call is asynchronous anyway.
 */
export type Jose = typeof import('jose');

const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<Jose>;

let loaded: Promise<Jose> | undefined;

export function loadJose(): Promise<Jose> {
  loaded ??= importEsm('jose');
  return loaded;
}
