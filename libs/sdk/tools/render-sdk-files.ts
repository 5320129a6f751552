import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { AuthErrorCode, ErrorCode } from '@app/common';

/**
 * openapi-typescript through a native dynamic import: its CommonJS build requires ESM-only
 * modules, which jest (this runs in the suite too) cannot `require`. Compiled to CommonJS, a plain
 * `import()` would become `require()`; a Function body keeps it native. Its source is unique per
 * load: V8 would otherwise reuse the script compiled by an earlier jest test file, with that file's
 * torn-down module loader.
 */
const importEsm = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as (
  specifier: string,
) => Promise<typeof import('openapi-typescript')>;

/** The checked-in files this renders, relative to the repository root. */
export const GENERATED_TYPES_PATH = 'libs/sdk/src/generated/openapi.ts';
export const GENERATED_CONSTANTS_PATH = 'libs/sdk/src/generated/constants.ts';

export interface SdkFile {
  /** Relative to the repository root. */
  path: string;
  contents: string;
}

const HEADER = `/**
 * GENERATED FILE, DO NOT EDIT.
 * Generated from the service's OpenAPI document (GET /api/docs-json) by \`npm run sdk:generate\`
 * (libs/sdk/tools/generate.ts). Regenerate it with \`npm run sdk:generate\` after any change to the
 * document; \`npm test\` (test/e2e/sdk-generated.e2e-spec.ts) fails while it differs from the
 * document the service serves.
 */
`;

/**
 * The SDK's generated files for one OpenAPI document: the openapi-typescript types and the
 * constants (error codes, API version). Pure and deterministic: the same document always gives
 * byte-identical files, so the checked-in copy can be compared with a fresh rendering.
 */
export async function renderSdkFiles(document: object): Promise<SdkFile[]> {
  const { default: openapiTS, astToString } = await importEsm('openapi-typescript');
  const ast = await openapiTS(structuredClone(document) as OpenAPI3, {
    // Stable output whatever order the controllers register their routes in.
    alphabetize: true,
    // A `default` is what the server fills in when a request leaves the field out: such fields
    // stay optional (openapi-typescript's default would make every defaulted field required).
    defaultNonNullable: false,
    silent: true,
  });
  const types = `${HEADER}\n${normalise(astToString(ast))}`;
  return [
    { path: GENERATED_TYPES_PATH, contents: types },
    { path: GENERATED_CONSTANTS_PATH, contents: renderConstants(document as OpenAPI3) },
  ];
}

function renderConstants(document: OpenAPI3): string {
  const list = (values: string[]) => values.map((value) => `  ${JSON.stringify(value)},`).join('\n');
  return `${HEADER}
/** The version of the API this SDK was generated from; the client sends it as \`API-Version\`. */
export const API_VERSION = ${JSON.stringify(document.info.version)};

/** Every machine-readable error code of the API: the \`error\` field of an error response. */
export const ERROR_CODES = [
${list(Object.values(ErrorCode))}
] as const;

/** The \`code\` field that 401 and 403 responses add. */
export const AUTH_ERROR_CODES = [
${list(Object.values(AuthErrorCode))}
] as const;
`;
}

/** LF line endings, no trailing spaces, exactly one final newline. */
function normalise(text: string): string {
  return `${text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trimEnd()}\n`;
}

/**
 * A readable account of how the checked-in copy of a file differs from a fresh rendering: a
 * unified diff of its first lines (by `git diff --no-index`), or, without git, the changed block
 * between the common beginning and the common end.
 */
export function describeDifference(path: string, generated: string, checkedIn: string, maxLines = 60): string {
  const have = checkedIn.split('\n');
  const want = generated.split('\n');
  const diff = unifiedDiff(path, checkedIn, generated) ?? changedBlock(have, want);
  const lines = diff.split('\n');
  const shown = lines.length > maxLines ? [...lines.slice(0, maxLines), `... ${lines.length - maxLines} more lines of diff`] : lines;
  return [
    `${path} is not what the served OpenAPI document generates (checked in: ${have.length} lines, generated: ${want.length} lines).`,
    'Run `npm run sdk:generate` and commit the result. The differences (- checked in, + generated):',
    ...shown,
  ].join('\n');
}

function unifiedDiff(path: string, checkedIn: string, generated: string): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-diff-'));
  try {
    writeFileSync(join(dir, 'checked-in'), checkedIn);
    writeFileSync(join(dir, 'generated'), generated);
    const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--unified=2', '--', 'checked-in', 'generated'], {
      cwd: dir,
      encoding: 'utf8',
    });
    // Exit status 1: the files differ.
    if (result.status !== 1 || !result.stdout) return undefined;
    return result.stdout
      .split('\n')
      .filter((line) => !/^(diff --git|index |--- |\+\+\+ )/.test(line))
      .join('\n')
      .replace(/^@@ -(\d+)/gm, `@@ ${path} -$1`)
      .trimEnd();
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function changedBlock(have: string[], want: string[]): string {
  let prefix = 0;
  while (prefix < want.length && prefix < have.length && want[prefix] === have[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < want.length - prefix &&
    suffix < have.length - prefix &&
    want[want.length - 1 - suffix] === have[have.length - 1 - suffix]
  )
    suffix++;
  const block = (lines: string[], mark: string) =>
    lines.slice(prefix, lines.length - suffix).map((line, i) => `${mark}${prefix + i + 1}: ${line}`);
  return [...block(have, '-'), ...block(want, '+')].join('\n');
}
