import fc from 'fast-check';
import { ApiOperation, ApiParameter, resolve } from './openapi-schema';

/**
 * fast-check arbitraries that build HTTP requests from the OpenAPI document: values that follow
 * a parameter's or body's schema ("valid-ish"), and hostile ones (wrong types, boundaries, huge
 * and deeply nested bodies, unicode, injection strings, prototype pollution, bad ids, bad
 * headers, wrong content types). Each request says what it tried (`tags`) and whether the
 * contract obliges the service to refuse it (`mustRefuse`).
 */

export const BODY_LIMIT = 1024 * 1024;

/** A JSON fragment written as-is (numbers JSON.stringify cannot write, deep nesting). */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold Raw fragments and own `__proto__` keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((k) => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const INJECTION_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE tournaments; --',
  "'; SELECT pg_sleep(5); --",
  "' UNION SELECT secret_hash FROM api_keys --",
  "admin'--",
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '<%= 7*7 %>',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%s%s%s%n',
  '\r\nX-Injected: 1',
  '__proto__',
  'constructor',
  'prototype',
  '*',
  '%',
  '_',
  '\\',
];

export const UNICODE_STRINGS = [
  '\u202Eevil\u202C', // RTL override
  'a\u200Bb\u200Dc\uFEFF', // zero-width
  '😀🎲🏆',
  '🇺🇳👨‍👩‍👧',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'x\u0000y', // NUL
  '\u0000',
  'ÅÄÖ ｆｕｌｌ',
  'العربية',
  'עברית',
  '\u0007\u001b[31m',
  'e\u0301',
];

export const NUMBERISH_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '1e3',
  '0x1F',
  '1.5',
  '-1',
  '9007199254740993',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

const TWO_53 = 2 ** 53;

/** Boundary numbers of a numeric schema: inside, on and just outside each bound. */
function boundaryNumbers(schema: any): unknown[] {
  const values: unknown[] = [
    0,
    -1,
    1,
    TWO_53,
    -TWO_53,
    new Raw('9007199254740993'),
    new Raw('1e400'),
    new Raw('-1e400'),
    new Raw('1E2'),
    0.1,
    1e-7,
    new Raw('123456789.123456789'),
  ];
  if (typeof schema.minimum === 'number') values.push(schema.minimum, schema.minimum - 1, schema.minimum - 0.5);
  if (typeof schema.maximum === 'number') values.push(schema.maximum, schema.maximum + 1, schema.maximum + 0.5);
  return values;
}

function outOfBounds(schema: any): unknown[] {
  const values: unknown[] = [];
  if (schema.type === 'integer' || schema.type === 'number') {
    if (typeof schema.minimum === 'number') values.push(schema.exclusiveMinimum === true ? schema.minimum : schema.minimum - 1);
    if (typeof schema.maximum === 'number') values.push(schema.maximum + 1);
    if (schema.type === 'integer') values.push(1.5);
    values.push(new Raw('1e400'));
  }
  if (schema.type === 'string') {
    if (typeof schema.maxLength === 'number') values.push('x'.repeat(schema.maxLength + 1));
    if (typeof schema.minLength === 'number' && schema.minLength > 0) values.push('x'.repeat(schema.minLength - 1));
    if (Array.isArray(schema.enum)) values.push(`${schema.enum[0]}-nope`, String(schema.enum[0]).toUpperCase() + 'X');
    if (schema.format === 'uuid') values.push('not-a-uuid', '00000000-0000-0000-0000-00000000000g');
    if (schema.format === 'date-time') values.push('2026-13-45T99:99:99Z', 'yesterday');
  }
  if (schema.type === 'array' && typeof schema.maxItems === 'number')
    values.push(
      new Raw(
        `[${Array(schema.maxItems + 1)
          .fill('"00000000-0000-4000-8000-000000000000"')
          .join(',')}]`,
      ),
    );
  return values;
}

/** A value of another JSON type than the schema asks for. */
function wrongType(schema: any): fc.Arbitrary<unknown> {
  const type = schema?.type;
  const choices: unknown[] = [];
  if (type !== 'string') choices.push('a string', '');
  if (type !== 'number' && type !== 'integer') choices.push(42, -1.5);
  if (type !== 'boolean') choices.push(true, false);
  if (type !== 'object') choices.push({ nested: { x: 1 } }, {});
  if (type !== 'array') choices.push([1, 'two', null], []);
  return fc.constantFrom(...choices);
}

export interface GenerationContext {
  document: any;
  /** Plain values only (required properties, modest numbers, simple strings): requests meant to succeed. */
  clean?: boolean;
  /** Real identifiers to use for a property or parameter name, e.g. tournament ids. */
  idsFor(name: string): string[];
}

/** A plain string that a schema accepts: real ids, the pattern, or short lowercase words. */
function cleanStringFor(schema: any, ctx: GenerationContext, name: string): fc.Arbitrary<string> {
  const min = Math.max(schema.minLength ?? 1, 1);
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  const real = ctx.idsFor(name);
  let generated: fc.Arbitrary<string>;
  if (schema.format === 'uuid') generated = fc.uuid();
  else if (schema.format === 'date-time')
    generated = fc.integer({ min: 2, max: 30 * 24 }).map((hours) => new Date(Date.now() + hours * 3_600_000).toISOString());
  else if (schema.format === 'email' || name === 'email')
    generated = fc.stringMatching(/^[a-z]{4,10}$/).map((local) => `${local}@fuzz.example`);
  else if (schema.pattern)
    generated = fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 200));
  else generated = fc.stringMatching(new RegExp(`^[a-z][a-z0-9]{${min - 1},${max - 1}}$`));
  return real.length ? fc.oneof(fc.constantFrom(...real), generated) : generated;
}

/** A string that roughly follows a string schema, with hostile content mixed in. */
function stringFor(schema: any, ctx: GenerationContext, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 60);
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum.map(String));
  if (ctx.clean) return cleanStringFor(schema, ctx, name);
  const real = ctx.idsFor(name);
  const base: Array<fc.WeightedArbitrary<string>> = [];
  if (schema.format === 'uuid') base.push({ arbitrary: fc.uuid(), weight: 3 });
  else if (schema.format === 'date-time') {
    base.push({
      arbitrary: fc
        .date({ min: new Date(Date.now() - 86_400_000), max: new Date(Date.now() + 30 * 86_400_000), noInvalidDate: true })
        .map((d) => d.toISOString()),
      weight: 3,
    });
  } else if (schema.format === 'email' || name === 'email') {
    base.push({ arbitrary: fc.emailAddress(), weight: 3 });
  } else if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern)
      base.push({
        arbitrary: fc.stringMatching(pattern).filter((s) => s.length <= (schema.maxLength ?? 200) && s.length >= min),
        weight: 3,
      });
  }
  base.push({ arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' }), weight: base.length ? 1 : 3 });
  const hostile = [...INJECTION_STRINGS, ...UNICODE_STRINGS].filter(fits);
  if (hostile.length) base.push({ arbitrary: fc.constantFrom(...hostile), weight: 2 });
  if (real.length) base.push({ arbitrary: fc.constantFrom(...real), weight: 5 });
  return fc.oneof(...base);
}

/** A "valid-ish" value for a schema: follows types and bounds, with hostile strings inside. */
export function valueFor(schemaIn: any, ctx: GenerationContext, name = '', depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(ctx.document, schemaIn) ?? {};
  const nullable = schemaIn?.nullable === true || schema.nullable === true;
  const inner = (): fc.Arbitrary<unknown> => {
    if (schema.oneOf || schema.anyOf) return fc.oneof(...(schema.oneOf ?? schema.anyOf).map((s: any) => valueFor(s, ctx, name, depth + 1)));
    if (schema.allOf) return valueFor(schema.allOf[0], ctx, name, depth + 1);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string':
        return stringFor(schema, ctx, name);
      case 'integer':
        if (ctx.clean)
          return fc.integer({
            min: Math.max(schema.minimum ?? 1, 1),
            max: Math.min(schema.maximum ?? 10, Math.max(schema.minimum ?? 1, 1) + 9),
          });
        return fc.oneof(
          {
            arbitrary: fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? Math.max(1000, (schema.minimum ?? 0) + 1000) }),
            weight: 4,
          },
          { arbitrary: fc.constantFrom(...boundaryNumbers(schema)), weight: 1 },
        );
      case 'number':
        if (ctx.clean) return fc.integer({ min: 1, max: 50 });
        return fc.oneof(
          {
            arbitrary: fc
              .integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(schema.maximum ?? 10_000) })
              .map((n) => (schema.exclusiveMinimum && n === schema.minimum ? n + 1 : n)),
            weight: 3,
          },
          {
            arbitrary: fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }),
            weight: 1,
          },
          { arbitrary: fc.constantFrom(...boundaryNumbers(schema)), weight: 1 },
        );
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const items = valueFor(schema.items ?? {}, ctx, name, depth + 1);
        const constraints = {
          minLength: schema.minItems ?? 0,
          maxLength: ctx.clean ? Math.max(schema.minItems ?? 0, 1) : Math.min(schema.maxItems ?? 4, 4),
        };
        return schema.uniqueItems
          ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
          : fc.array(items, constraints);
      }
      case 'object':
      default: {
        const properties: Record<string, any> = schema.properties ?? {};
        if (Object.keys(properties).length === 0) {
          if (depth > 2 || ctx.clean) return fc.constant({});
          // A free-form object (game config, metadata, or a field the document types loosely).
          return fc.oneof(
            fc.dictionary(
              fc.constantFrom('a', 'b', 'tournament_type', 'rounds', '$where', 'nested'),
              fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.boolean()),
              { maxKeys: 3 },
            ),
            fc.string({ maxLength: 20 }),
            fc.constantFrom('https://wallet.invalid/api', 'not a url'),
          );
        }
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, propSchema] of Object.entries(properties)) record[key] = valueFor(propSchema, ctx, key, depth + 1);
        const required: string[] = (schema.required ?? []).filter((k: string) => k in record);
        if (ctx.clean) {
          // The required properties, and at most one optional one.
          const optional = Object.keys(record).filter((k) => !required.includes(k));
          const base = fc.record(Object.fromEntries(required.map((k) => [k, record[k]])));
          if (!optional.length) return base;
          return fc.oneof(
            base,
            fc.constantFrom(...optional).chain((k) => fc.tuple(base, record[k]).map(([b, v]) => ({ ...b, [k]: v }))),
          );
        }
        return fc.record(record, { requiredKeys: required });
      }
    }
  };
  return nullable && !ctx.clean ? fc.oneof({ arbitrary: inner(), weight: 5 }, { arbitrary: fc.constant(null), weight: 1 }) : inner();
}

export interface BodyCase {
  /** Raw body text, or undefined for no body. */
  text?: string;
  contentType?: string;
  tags: string[];
  mustRefuse: boolean;
}

function deep(levels: number, kind: 'object' | 'array'): Raw {
  return kind === 'object'
    ? new Raw(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`)
    : new Raw(`${'['.repeat(levels)}1${']'.repeat(levels)}`);
}

/** Mutations of a valid-ish body that the contract obliges the service to refuse. */
function refusedBody(schema: any, ctx: GenerationContext, valid: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> {
  const properties: Record<string, any> = schema.properties ?? {};
  const names = Object.keys(properties);
  const required: string[] = schema.required ?? [];
  const json = (value: unknown, tags: string[], mustRefuse = true): BodyCase => ({
    text: toJsonText(value),
    contentType: 'application/json',
    tags,
    mustRefuse,
  });
  const asObject = valid.map(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object) } : {}) as Record<string, unknown>,
  );
  const cases: Array<fc.Arbitrary<BodyCase>> = [
    // Not an object, or not JSON at all.
    fc.constantFrom<unknown>([], [1, 2], 'text', 42, null, true).map((v) => json(v, ['body.not-object'])),
    fc
      .constantFrom('{"a":', "{'name': 1}", '{"a":1}}', 'undefined', '\u0000', '{"a":1,}', '[', '"unterminated')
      .map((text) => ({ text, contentType: 'application/json', tags: ['body.malformed-json'], mustRefuse: true })),
    // Unknown fields (bodies are strict), mass assignment and prototype pollution.
    fc
      .tuple(
        asObject,
        fc.constantFrom('zz_unknown', 'operator_id', 'id', 'status', 'fees_collected', 'balance', 'is_admin', 'role_override'),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([body, key, value]) => json({ ...body, [key]: value ?? 1 }, ['body.unknown-field'])),
    fc.tuple(asObject, fc.constantFrom('__proto__', 'constructor')).map(([body, key]) => {
      const polluted = JSON.parse(
        `{"${key}": ${key === '__proto__' ? '{"isAdmin": true, "operator_id": "x"}' : '{"prototype": {"isAdmin": true}}'}}`,
      );
      return json({ ...body, ...polluted }, ['body.prototype-pollution']);
    }),
    // Very deep nesting, as the whole body and under an unknown key.
    fc.constantFrom<'object' | 'array'>('object', 'array').map((kind) => json(deep(10_000, kind), ['body.deep-10000'])),
    asObject.map((body) => json({ ...body, zz_nested: deep(10_000, 'object') }, ['body.deep-10000'])),
    // Over the body limit.
    fc.constantFrom(BODY_LIMIT + 1, BODY_LIMIT + 100_000).map((size) => json({ name: 'x'.repeat(size) }, ['body.over-limit'])),
    // A valid body under a Content-Type that is not JSON.
    fc
      .tuple(
        valid,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json-patch+json',
          'text/json',
        ),
      )
      .map(([body, contentType]) => ({ text: toJsonText(body), contentType, tags: ['body.wrong-content-type'], mustRefuse: true })),
  ];
  if (required.length) {
    cases.push(
      fc.tuple(asObject, fc.constantFrom(...required)).map(([body, key]) => {
        const copy = { ...body };
        delete copy[key];
        return json(copy, ['body.missing-required']);
      }),
    );
  }
  if (names.length) {
    cases.push(
      fc.tuple(asObject, fc.constantFrom(...names)).chain(([body, key]) => {
        const prop = resolve(ctx.document, properties[key]) ?? {};
        return wrongType(prop).map((value) => json({ ...body, [key]: value }, ['body.wrong-type']));
      }),
    );
    const bounded = names.filter((n) => outOfBounds(resolve(ctx.document, properties[n]) ?? {}).length > 0);
    if (bounded.length) {
      cases.push(
        fc
          .tuple(asObject, fc.constantFrom(...bounded))
          .chain(([body, key]) =>
            fc
              .constantFrom(...outOfBounds(resolve(ctx.document, properties[key])))
              .map((value) => json({ ...body, [key]: value }, ['body.out-of-bounds'])),
          ),
      );
    }
  }
  return fc.oneof(...cases);
}

/** Hostile bodies that the service may accept or refuse, but must never answer with a 5xx. */
function odditiesBody(schema: any, valid: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> {
  const properties: Record<string, any> = schema.properties ?? {};
  const names = Object.keys(properties);
  const json = (value: unknown, tags: string[]): BodyCase => ({
    text: toJsonText(value),
    contentType: 'application/json',
    tags,
    mustRefuse: false,
  });
  const asObject = valid.map(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object) } : {}) as Record<string, unknown>,
  );
  const cases: Array<fc.Arbitrary<BodyCase>> = [
    valid.map((v) => ({ text: toJsonText(v), contentType: undefined, tags: ['body.no-content-type'], mustRefuse: false })),
    valid.map((v) => ({ text: toJsonText(v), contentType: 'application/json; charset=utf-8', tags: ['body.charset'], mustRefuse: false })),
    fc.constant({ text: '', contentType: 'application/json', tags: ['body.empty'], mustRefuse: false }),
  ];
  if (names.length) {
    const field = fc.tuple(asObject, fc.constantFrom(...names));
    cases.push(
      // Deep nesting, a huge string, a long array and unicode in a documented field.
      field.map(([body, key]) => json({ ...body, [key]: deep(10_000, 'object') }, ['body.field-deep-10000'])),
      field.map(([body, key]) => json({ ...body, [key]: deep(10_000, 'array') }, ['body.field-deep-10000'])),
      field.map(([body, key]) => json({ ...body, [key]: 'x'.repeat(BODY_LIMIT - 1024) }, ['body.field-huge-string'])),
      field.map(([body, key]) => json({ ...body, [key]: new Raw(`[${Array(100_000).fill('1').join(',')}]`) }, ['body.field-long-array'])),
      fc
        .tuple(field, fc.constantFrom(...UNICODE_STRINGS, ...INJECTION_STRINGS))
        .map(([[body, key], s]) => json({ ...body, [key]: s }, ['body.field-hostile-string'])),
      fc
        .tuple(field, fc.constantFrom(...NUMBERISH_STRINGS))
        .map(([[body, key], s]) => json({ ...body, [key]: s }, ['body.field-numberish-string'])),
      fc
        .tuple(field, fc.constantFrom(new Raw('1e400'), new Raw('-0'), new Raw('9007199254740993'), new Raw('1E-400'), 2 ** 53, -(2 ** 53)))
        .map(([[body, key], n]) => json({ ...body, [key]: n }, ['body.field-extreme-number'])),
    );
  }
  return fc.oneof(...cases);
}

/** The body of a request to `op`: valid-ish mostly, refused mutations and oddities otherwise. */
export function bodyArbitrary(op: ApiOperation, ctx: GenerationContext): fc.Arbitrary<BodyCase> {
  if (!op.bodySchema) {
    // No documented body: usually none, sometimes junk that must not break anything.
    return fc.oneof(
      { arbitrary: fc.constant<BodyCase>({ tags: [], mustRefuse: false }), weight: 8 },
      {
        arbitrary: fc
          .constantFrom('{"zz":1}', '[]', 'not json', '{"a":')
          .map<BodyCase>((text) => ({ text, contentType: 'application/json', tags: ['body.unexpected'], mustRefuse: false })),
        weight: 1,
      },
      {
        arbitrary: fc.constant<BodyCase>({
          text: 'x'.repeat(BODY_LIMIT + 10),
          contentType: 'text/plain',
          tags: ['body.unexpected-over-limit'],
          mustRefuse: false,
        }),
        weight: 1,
      },
    );
  }
  const valid = valueFor(op.bodySchema, ctx);
  return fc.oneof(
    {
      arbitrary: valid.map<BodyCase>((v) => ({
        text: toJsonText(v),
        contentType: 'application/json',
        tags: ['body.valid-ish'],
        mustRefuse: false,
      })),
      weight: 4,
    },
    { arbitrary: refusedBody(op.bodySchema, ctx, valid), weight: 4 },
    { arbitrary: odditiesBody(op.bodySchema, valid), weight: 2 },
  );
}

export interface ParamCase {
  value: string;
  /** Already percent-encoded (sent as-is in the URL). */
  encoded: boolean;
  tags: string[];
  mustRefuse: boolean;
}

export const HOSTILE_PATH_VALUES: Array<{ value: string; encoded: boolean }> = [
  { value: 'not-a-uuid', encoded: false },
  { value: '00000000-0000-0000-0000-000000000000', encoded: false },
  { value: 'ffffffff-ffff-ffff-ffff-ffffffffffff', encoded: false },
  { value: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5bx', encoded: false },
  { value: '{0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b}', encoded: false },
  { value: "1' OR '1'='1", encoded: false },
  { value: '1;DROP TABLE tournaments', encoded: false },
  { value: '..%2F..%2Fadmin%2Foperators', encoded: true },
  { value: '%2e%2e', encoded: true },
  { value: '%00', encoded: true },
  { value: '%E2%80%AE', encoded: true },
  { value: '%F0%9F%98%80', encoded: true },
  { value: '%ED%A0%80', encoded: true }, // an encoded lone surrogate (invalid UTF-8)
  { value: '%zz', encoded: true },
  { value: '%', encoded: true },
  { value: '__proto__', encoded: false },
  { value: 'constructor', encoded: false },
  { value: '${7*7}', encoded: false },
  { value: 'x'.repeat(300), encoded: false },
  { value: 'x'.repeat(250), encoded: false },
  { value: '-1', encoded: false },
  { value: '0', encoded: false },
  { value: '1e309', encoded: false },
];

/** A path parameter: a real id most of the time, a hostile one otherwise. */
export function pathParamArbitrary(param: ApiParameter, ctx: GenerationContext, op: ApiOperation): fc.Arbitrary<ParamCase> {
  const real = ctx.idsFor(param.name);
  // An unknown external user id is a new player to some routes (e.g. a wallet transfer).
  const hostileRefused = !op.path.startsWith('/api/players/');
  const hostile = fc
    .constantFrom(...HOSTILE_PATH_VALUES)
    .map<ParamCase>(({ value, encoded }) => ({ value, encoded, tags: [`path.${param.name}.hostile`], mustRefuse: hostileRefused }));
  const random = fc
    .uuid()
    .map<ParamCase>((value) => ({ value, encoded: false, tags: [`path.${param.name}.unknown-uuid`], mustRefuse: hostileRefused }));
  if (!real.length) return fc.oneof(hostile, random);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real).map<ParamCase>((value) => ({ value, encoded: false, tags: [], mustRefuse: false })), weight: 7 },
    { arbitrary: hostile, weight: 2 },
    { arbitrary: random, weight: 1 },
  );
}

/** Percent-encoding of any string; a lone surrogate (which has no UTF-8) is sent as its raw WTF-8 bytes. */
export function encodeQueryValue(value: string): string {
  return value
    .split(/(\p{Cs})/u)
    .map((part) =>
      /^\p{Cs}$/u.test(part)
        ? `%${Buffer.from([0xed, 0xa0 | ((part.charCodeAt(0) >> 6) & 0x0f), 0x80 | (part.charCodeAt(0) & 0x3f)])
            .toString('hex')
            .match(/../g)!
            .join('%')}`
        : encodeURIComponent(part),
    )
    .join('');
}

const HOSTILE_QUERY_VALUES = [
  'abc',
  '-1',
  '0',
  '1e3',
  '0x10',
  '1.5',
  '',
  '%00',
  '%zz',
  'NaN',
  'Infinity',
  '9007199254740993',
  '101',
  '201',
  '1000000001',
  "' OR 1=1 --",
  '%7B%22%24gt%22%3A%22%22%7D',
  '__proto__',
  'x'.repeat(2000),
  '%E2%80%AE',
  'asc:createdAt',
  'createdAt:desc;DROP',
  'name:asc,entryFee:desc',
];

/** The query string: documented parameters with valid-ish or hostile values, sometimes repeated or unknown ones. */
export function queryArbitrary(op: ApiOperation, ctx: GenerationContext): fc.Arbitrary<{ query: string; tags: string[] }> {
  const params = op.parameters.filter((p) => p.in === 'query');
  type Part = { part?: string; tag?: string };
  const one = (p: ApiParameter): fc.Arbitrary<Part> =>
    fc.oneof(
      { arbitrary: fc.constant<Part>({}), weight: 5 },
      {
        arbitrary: valueFor(p.schema, ctx, p.name).map<Part>((v) => ({
          part: (Array.isArray(v) ? v : [v])
            .map((item) => `${encodeURIComponent(p.name)}=${encodeQueryValue(item instanceof Raw ? item.text : String(item))}`)
            .join('&'),
        })),
        weight: 4,
      },
      {
        arbitrary: fc
          .constantFrom(...HOSTILE_QUERY_VALUES)
          .map<Part>((v) => ({ part: `${encodeURIComponent(p.name)}=${v}`, tag: `query.${p.name}.hostile` })),
        weight: 2,
      },
      {
        arbitrary: fc.constant<Part>({
          part: `${encodeURIComponent(p.name)}=1&${encodeURIComponent(p.name)}=2`,
          tag: `query.${p.name}.repeated`,
        }),
        weight: 1,
      },
      {
        arbitrary: fc.constant<Part>({
          part: `${encodeURIComponent(p.name)}[$gt]=&${encodeURIComponent(p.name)}[__proto__][x]=1`,
          tag: `query.${p.name}.brackets`,
        }),
        weight: 1,
      },
    );
  const extra = fc.oneof(
    { arbitrary: fc.constant<Part>({}), weight: 8 },
    {
      arbitrary: fc
        .constantFrom(
          '__proto__[isAdmin]=1',
          'constructor[prototype][x]=1',
          'zz_unknown=1',
          'operator_id=00000000-0000-0000-0000-000000000000',
          '&&&',
          '=',
          'a=%',
        )
        .map<Part>((part) => ({ part, tag: 'query.unknown' })),
      weight: 1,
    },
  );
  return fc.tuple(fc.tuple(...params.map(one)), extra).map(([parts, more]) => {
    const all = [...parts, more].filter((p) => p.part !== undefined);
    return { query: all.map((p) => p.part).join('&'), tags: all.flatMap((p) => (p.tag ? [p.tag] : [])) };
  });
}
