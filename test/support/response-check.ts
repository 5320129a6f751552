import Ajv2019, { ErrorObject, ValidateFunction } from 'ajv/dist/2019';
import addFormats from 'ajv-formats';

/**
 * Every response an e2e test receives is checked against the OpenAPI document that the same app
 * serves (GET /api/docs-json): the operation is found by method and path template, the declared
 * response by status (exact, then `4XX`-style ranges, then `default`), and a JSON body must match
 * its schema with every object closed, so a property the document does not declare is an error.
 * A status the operation does not declare is an error too. Non-JSON bodies declared as such
 * (metrics text, Swagger UI) are not examined. Requests to paths that the document does not
 * describe (the dashboard pages, unknown paths) are not checked.
 */

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const DOCUMENT_ID = 'openapi';
/** The same components, each open at its top level (for allOf members). */
const OPEN_DOCUMENT_ID = 'openapi-open';
const MAX_BODY_IN_MESSAGE = 1500;

export interface CheckedResponse {
  method: string;
  /** The path as requested, with its query string. */
  path: string;
  status: number;
  contentType: string | null;
  /** The raw body. */
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  body: unknown;
}

export class ResponseMismatchError extends Error {
  override name = 'ResponseMismatchError';
}

interface Operation {
  method: string;
  template: string;
  segments: string[];
  operationId?: string;
  responses: Record<string, any>;
}

/**
 * OpenAPI 3.0 schema → JSON Schema (2019-09) with every object closed: an object schema that
 * declares no additionalProperties gets `additionalProperties: false`. Members of an allOf are left
 * open at their top level and the schema holding the allOf is closed instead (with
 * unevaluatedProperties, which sees the properties its members declare), so that a schema may
 * extend a component with properties or additionalProperties of its own. `open` is set for an
 * allOf member; a $ref from one points at the open variant of the component.
 */
export function toClosedJsonSchema(node: unknown, open = false): unknown {
  if (Array.isArray(node)) return node.map((item) => toClosedJsonSchema(item));
  if (!node || typeof node !== 'object') return node;
  const source = node as Record<string, any>;
  const schema: Record<string, any> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === '$ref' && typeof value === 'string') schema.$ref = value.replace(/^#\//, `${open ? OPEN_DOCUMENT_ID : DOCUMENT_ID}#/`);
    else if (key === 'properties' && value && typeof value === 'object') {
      schema.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, toClosedJsonSchema(property)]));
    } else if (['items', 'additionalProperties', 'not'].includes(key) && value && typeof value === 'object')
      schema[key] = toClosedJsonSchema(value);
    else if (key === 'allOf' && Array.isArray(value)) schema.allOf = value.map((member) => toClosedJsonSchema(member, true));
    else if (['oneOf', 'anyOf'].includes(key) && Array.isArray(value)) schema[key] = value.map((member) => toClosedJsonSchema(member));
    else if (!['nullable', 'example', 'examples', 'discriminator', 'xml', 'externalDocs'].includes(key)) schema[key] = value;
  }
  if (!open && schema.additionalProperties === undefined) {
    if (schema.allOf) schema.unevaluatedProperties = false;
    else if (schema.type === 'object' || schema.properties !== undefined) schema.additionalProperties = false;
  }
  if (source.nullable === true) {
    if (typeof schema.type === 'string') {
      schema.type = [schema.type, 'null'];
      if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
      return schema;
    }
    return { anyOf: [schema, { type: 'null' }] };
  }
  return schema;
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/([a-z0-9.+-]*\+)?json\b/i.test(contentType);
}

function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

function formatErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const params = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
      const property = params.additionalProperty ?? params.unevaluatedProperty;
      const extra = property === undefined ? '' : ` '${property}'`;
      return `  - ${e.instancePath || '(body)'} ${e.message}${extra} [schema ${e.schemaPath}]`;
    })
    .join('\n');
}

function preview(text: string): string {
  return text.length > MAX_BODY_IN_MESSAGE ? `${text.slice(0, MAX_BODY_IN_MESSAGE)}… (${text.length} characters)` : text;
}

/** Checks responses against one OpenAPI document. */
export class ResponseChecker {
  private readonly ajv: Ajv2019;
  private readonly operations: Operation[] = [];
  private readonly validators = new Map<unknown, ValidateFunction>();

  constructor(
    document: any,
    private readonly uncheckedPrefixes: string[] = [],
  ) {
    this.ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats(this.ajv);
    const components = Object.entries<unknown>(document.components?.schemas ?? {});
    for (const [id, open] of [
      [DOCUMENT_ID, false],
      [OPEN_DOCUMENT_ID, true],
    ] as const) {
      const schemas = Object.fromEntries(components.map(([name, schema]) => [name, toClosedJsonSchema(schema, open)]));
      this.ajv.addSchema({ components: { schemas } }, id);
    }
    for (const [template, item] of Object.entries<any>(document.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const op = item?.[method];
        if (!op) continue;
        this.operations.push({
          method: method.toUpperCase(),
          template,
          segments: template.split('/'),
          operationId: op.operationId,
          responses: op.responses ?? {},
        });
      }
    }
  }

  /** The documented operation that serves `method path`, if any (literal segments win over parameters). */
  findOperation(method: string, path: string): Operation | undefined {
    const pathname = path.split('?')[0].split('#')[0];
    const candidates = [pathname];
    // Every path also answers under the doubled prefix /api/api/...
    if (pathname.startsWith('/api/api/')) candidates.push(pathname.slice('/api'.length));
    for (const candidate of candidates) {
      const segments = candidate.replace(/\/+$/, '').split('/');
      let best: { op: Operation; literals: number } | undefined;
      for (const op of this.operations) {
        if (op.method !== method.toUpperCase() || op.segments.length !== segments.length) continue;
        let literals = 0;
        const matches = op.segments.every((segment, i) => {
          if (/^\{[^}]+\}$/.test(segment)) return segments[i].length > 0;
          if (segment === segments[i]) {
            literals++;
            return true;
          }
          return false;
        });
        if (matches && (!best || literals > best.literals)) best = { op, literals };
      }
      if (best) return best.op;
    }
    return undefined;
  }

  /** The problem with a response, or undefined when it matches the document (or is not described by it). */
  problemWith(response: CheckedResponse): string | undefined {
    const op = this.findOperation(response.method, response.path);
    if (!op || this.uncheckedPrefixes.some((prefix) => op.template === prefix || op.template.startsWith(`${prefix}/`))) return undefined;
    const name = `${op.method} ${op.template}${op.operationId ? ` (${op.operationId})` : ''}`;
    const status = String(response.status);
    const declared = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
    const describe = (problem: string) =>
      `${name} answered ${status} to ${response.method} ${response.path}: ${problem}\nbody (${response.contentType ?? 'no content type'}): ${preview(response.text)}`;
    if (!declared) return describe(`the document declares no ${status} response (declared: ${Object.keys(op.responses).join(', ')})`);
    if (response.method === 'HEAD') return undefined;
    const content: Record<string, any> = declared.content ?? {};
    const media = mediaType(response.contentType);
    if (response.text === '') {
      return Object.keys(content).length === 0
        ? undefined
        : describe(`the body is empty but the document declares ${Object.keys(content).join(', ')}`);
    }
    if (!isJson(response.contentType)) {
      return media in content
        ? undefined
        : describe(`the body is ${media || 'untyped'} but the document declares ${Object.keys(content).join(', ') || 'no body'}`);
    }
    const jsonMedia = Object.keys(content).find((type) => isJson(type));
    const schema = jsonMedia ? content[jsonMedia]?.schema : undefined;
    if (!schema) return describe(`the body is JSON but the document declares ${Object.keys(content).join(', ') || 'no body'}`);
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toClosedJsonSchema(schema) as object);
      this.validators.set(schema, validate);
    }
    if (validate(response.body)) return undefined;
    return describe(`the body does not match the declared schema:\n${formatErrors(validate.errors)}`);
  }
}

/** The checker of each running test app, by base URL (registered by startTestApp). */
const checkers = new Map<string, Promise<ResponseChecker>>();

/**
 * From now on, every HttpClient response from `baseUrl` is checked against the document it serves,
 * except on paths under `uncheckedPrefixes` (routes that only tests mount).
 */
export function checkResponsesOf(baseUrl: string, uncheckedPrefixes: string[] = []): void {
  checkers.set(
    baseUrl,
    (async () => {
      const res = await fetch(`${baseUrl}/api/docs-json`);
      if (res.status !== 200) throw new Error(`GET ${baseUrl}/api/docs-json answered ${res.status}: cannot check responses`);
      return new ResponseChecker(await res.json(), uncheckedPrefixes);
    })(),
  );
}

export function stopCheckingResponsesOf(baseUrl: string): void {
  checkers.delete(baseUrl);
}

/** Throws a ResponseMismatchError when the app at `baseUrl` is checked and the response does not match its document. */
export async function assertDocumentedResponse(baseUrl: string, response: CheckedResponse): Promise<void> {
  const checker = checkers.get(baseUrl);
  if (!checker) return;
  const problem = (await checker).problemWith(response);
  if (problem) throw new ResponseMismatchError(problem);
}
