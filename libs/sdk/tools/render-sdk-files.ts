import openapiTS, { astToString, OpenAPI3 } from 'openapi-typescript';
import { AuthErrorCode, ErrorCode } from '@app/common';

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
/* eslint-disable */
`;

/**
 * The SDK's generated files for one OpenAPI document: the openapi-typescript types and the
 * constants (error codes, API version). Pure and deterministic: the same document always gives
 * byte-identical files, so the checked-in copy can be compared with a fresh rendering.
 */
export async function renderSdkFiles(document: object): Promise<SdkFile[]> {
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
  return `${text.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '').trimEnd()}\n`;
}

/**
 * A short, readable account of how the checked-in copy of a file differs from a fresh rendering:
 * the changed block between the common beginning and the common end, as `-` (checked in) and `+`
 * (generated) lines with their line numbers.
 */
export function describeDifference(path: string, generated: string, checkedIn: string, maxLines = 15): string {
  const want = generated.split('\n');
  const have = checkedIn.split('\n');
  let prefix = 0;
  while (prefix < want.length && prefix < have.length && want[prefix] === have[prefix]) prefix++;
  let suffix = 0;
  while (suffix < want.length - prefix && suffix < have.length - prefix && want[want.length - 1 - suffix] === have[have.length - 1 - suffix]) suffix++;
  const block = (lines: string[], mark: string) => {
    const changed = lines.slice(prefix, lines.length - suffix);
    const shown = changed.slice(0, maxLines).map((line, i) => `${mark} ${prefix + i + 1}: ${line}`);
    return changed.length > maxLines ? [...shown, `${mark} ... ${changed.length - maxLines} more lines`] : shown;
  };
  return [
    `${path} is not what the served OpenAPI document generates (checked in: ${have.length} lines, generated: ${want.length} lines).`,
    `First difference at line ${prefix + 1} (- checked in, + generated):`,
    ...block(have, '-'),
    ...block(want, '+'),
    'Run `npm run sdk:generate` and commit the result.',
  ].join('\n');
}
