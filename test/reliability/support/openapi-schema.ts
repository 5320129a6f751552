import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The OpenAPI document as a test reads it: its operations, and a validator that checks a
 * response against the schema the document gives for its status (OpenAPI 3.0 schemas turned
 * into JSON Schema for ajv: `nullable`, boolean `exclusiveMinimum`, `$ref`s into components).
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: any;
}

export interface ApiOperation {
  method: string;
  path: string;
  operationId: string;
  parameters: ApiParameter[];
  /** The JSON request body schema, $refs resolved one level; undefined when the route takes none. */
  bodySchema?: any;
  bodyRequired: boolean;
  /** Status → response object, as documented. */
  responses: Record<string, any>;
  /** Security scheme names that the operation declares (empty: public). */
  security: string[];
}

export const label = (o: Pick<ApiOperation, 'method' | 'path'>) => `${o.method} ${o.path}`;

export function operationsOf(document: any): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        parameters: (op.parameters ?? []).map((p: any) => ({
          name: p.name,
          in: p.in,
          required: !!p.required,
          schema: p.schema ?? { type: 'string' },
        })),
        bodySchema: body ? resolve(document, body) : undefined,
        bodyRequired: !!op.requestBody?.required,
        responses: op.responses ?? {},
        security: (op.security ?? []).flatMap((requirement: Record<string, unknown>) => Object.keys(requirement)),
      });
    }
  }
  return operations;
}

/** A schema with its `$ref` (or the single-`allOf` wrapper Nest writes around described refs) followed. */
export function resolve(document: any, schema: any): any {
  if (schema?.$ref) return resolve(document, document.components.schemas[String(schema.$ref).split('/').pop()!]);
  if (schema?.allOf?.length === 1 && Object.keys(schema).every((k) => ['allOf', 'description', 'example', 'nullable'].includes(k))) {
    return resolve(document, schema.allOf[0]);
  }
  return schema;
}

const DOCUMENT_ID = 'openapi';
const DROP = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'deprecated']);

/** An OpenAPI 3.0 schema object as draft-07 JSON Schema that ajv accepts. */
export function toJsonSchema(node: any): any {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, any> = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROP.has(key) || key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = value.startsWith('#/') ? `${DOCUMENT_ID}${value}` : value;
    else if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(Object.entries<any>(value as object).map(([name, schema]) => [name, toJsonSchema(schema)]));
    } else out[key] = toJsonSchema(value);
  }
  // OpenAPI 3.0 writes exclusive bounds as booleans next to minimum/maximum.
  if (out.exclusiveMinimum === true) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (node.nullable === true) {
    if (typeof out.type === 'string' && !out.$ref && !out.allOf && !out.oneOf && !out.anyOf) {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
      return out;
    }
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

export interface SchemaCheck {
  ok: boolean;
  errors: string[];
}

/** Validates response bodies against the document, compiling each schema once. */
export class ResponseValidator {
  private readonly ajv: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(document: any) {
    this.ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateFormats: true });
    addFormats(this.ajv);
    const schemas = Object.fromEntries(Object.entries<any>(document.components?.schemas ?? {}).map(([name, s]) => [name, toJsonSchema(s)]));
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas } });
  }

  /** Checks `body` against the documented schema of `operation` for `status` (media type `mediaType`). */
  check(key: string, responseObject: any, contentType: string | null, body: unknown): SchemaCheck {
    const content: Record<string, any> = responseObject?.content ?? {};
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) return { ok: true, errors: [] };
    const base = (contentType ?? '').split(';')[0].trim().toLowerCase();
    const media = mediaTypes.find((m) => m.toLowerCase() === base);
    if (!media) return { ok: false, errors: [`content-type ${contentType} is not one of ${mediaTypes.join(', ')}`] };
    const schema = content[media]?.schema;
    if (!schema) return { ok: true, errors: [] };
    const cacheKey = `${key} ${media}`;
    let validate = this.cache.get(cacheKey);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema));
      this.cache.set(cacheKey, validate);
    }
    const ok = validate(body) as boolean;
    return {
      ok,
      errors: ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`),
    };
  }
}
