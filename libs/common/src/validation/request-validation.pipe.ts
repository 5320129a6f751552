import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { ValidationError, validateSync } from 'class-validator';
import { DomainException, ErrorCode, ValidationFailedException } from '../errors';
import { flattenValidationErrors } from './flatten-errors';

const PRIMITIVES = new Set<unknown>([String, Boolean, Number, Array, Object]);

const SHALLOW_BODIES = new WeakSet<object>();

/**
 * For a body DTO whose properties class-transformer has nothing to do for (no @Type, @Transform
 * or nested DTO): the pipe copies the body's own top-level fields into the DTO instead of
 * class-transformer's deep copy of every nested value (a batch of 1,000 game events is 1,000
 * objects). Validation is the same: whitelist and unknown-field checks look at the instance's
 * own properties either way.
 */
export function ShallowBody(): ClassDecorator {
  return (target) => {
    SHALLOW_BODIES.add(target);
  };
}

/** A body DTO's fast path: the DTO built from a body it can tell is valid, or undefined. */
export type BodyAcceptor<T extends object> = (body: Record<string, unknown>) => T | undefined;

const FAST_BODIES = new WeakMap<object, BodyAcceptor<object>>();

/**
 * For a body DTO on a hot route: `accept` builds the DTO directly from a body it can tell at a
 * glance is valid (what class-transformer and class-validator would build and pass), and returns
 * undefined for anything else, which then goes through them as always, so every refusal is
 * theirs, word for word. `accept` must never take a body the decorators refuse nor build another
 * DTO than they would: a property test of each such DTO checks both against the full validation.
 */
export function FastBody<T extends object>(accept: BodyAcceptor<T>): ClassDecorator {
  return (target) => {
    FAST_BODIES.set(target, accept);
  };
}

/**
 * The one global pipe. Bodies are strict (unknown fields refused) and fail with 422; query and
 * path parameters that cannot be read fail with 400 `invalid_request` (D3).
 */
@Injectable()
export class RequestValidationPipe implements PipeTransform {
  private readonly queries = new ValidQueries();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const { metatype, type } = metadata;
    if (type === 'body') value = requireJsonObject(value);
    if (!metatype || PRIMITIVES.has(metatype) || (type !== 'body' && type !== 'query')) {
      return value;
    }
    if (type === 'query') return this.queries.valid(metatype, value ?? {}, () => validQuery(metatype, value ?? {}));
    const fast = FAST_BODIES.get(metatype)?.(value as Record<string, unknown>);
    if (fast) return fast;
    const instance = SHALLOW_BODIES.has(metatype)
      ? shallowInstance(metatype as new () => object, value as Record<string, unknown>)
      : (plainToInstance(metatype, value) as object);
    const errors = validate(instance, true);
    if (errors.length > 0) throw new ValidationFailedException(flattenValidationErrors(errors));
    return instance;
  }
}

function validate(instance: object, strict: boolean): ValidationError[] {
  return validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: strict,
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
}

/** A query DTO read from the query's fields, or D3's 400 `invalid_request` naming the first bad one. */
function validQuery(metatype: NonNullable<ArgumentMetadata['metatype']>, value: unknown): object {
  const instance = plainToInstance(metatype, value) as object;
  const errors = validate(instance, false);
  if (errors.length === 0) return instance;
  const fields = flattenValidationErrors(errors);
  throw new DomainException(ErrorCode.InvalidRequest, describeQueryErrors(fields), { errors: fields });
}

/** Validated queries kept per DTO class, up to this many each (the one kept longest goes first). */
const KEPT_QUERIES = 256;
/** Longer query strings are validated every time (they would make the kept ones large). */
const KEPT_QUERY_MAX_LENGTH = 512;

/**
 * Validated query DTOs by their raw query, per DTO class. A query's validation depends only on
 * its fields (no clock, no request state), and the same few queries come back again and again
 * (a leaderboard polled by every client: class-transformer and class-validator were 7 % of such
 * a request's CPU). Each caller gets its own copy, so a kept DTO never changes; a query that
 * fails is validated again every time.
 */
export class ValidQueries {
  private readonly byClass = new WeakMap<object, Map<string, object>>();

  valid(metatype: object, raw: unknown, check: () => object): object {
    const key = JSON.stringify(raw);
    if (key.length > KEPT_QUERY_MAX_LENGTH) return check();
    let kept = this.byClass.get(metatype);
    if (!kept) this.byClass.set(metatype, (kept = new Map()));
    let instance = kept.get(key);
    if (!instance) {
      instance = check();
      kept.set(key, instance);
      if (kept.size > KEPT_QUERIES) kept.delete(kept.keys().next().value!);
    }
    return copyOf(instance);
  }
}

/** A copy of a query DTO: same class, own fields copied, arrays and dates too (values are never deeper). */
function copyOf(instance: object): object {
  const copy = Object.create(Object.getPrototypeOf(instance) as object | null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(instance)) {
    if (key === '__proto__') continue;
    copy[key] = Array.isArray(value) ? [...(value as unknown[])] : value instanceof Date ? new Date(value.getTime()) : value;
  }
  return copy;
}

/** The body's own fields on a new DTO instance; `__proto__` is never assigned (it would set the prototype). */
function shallowInstance(metatype: new () => object, body: Record<string, unknown>): object {
  const instance = new metatype() as Record<string, unknown>;
  for (const key of Object.keys(body)) {
    if (key !== '__proto__') instance[key] = body[key];
  }
  return instance;
}

function requireJsonObject(value: unknown): unknown {
  // A request without a body (undefined; a JSON `null` body is refused below) validates as an empty object, so the client learns which fields
  // are required instead of a bare "bad request".
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new DomainException(ErrorCode.InvalidRequest, 'The request body must be a JSON object');
  }
  return value;
}

function describeQueryErrors(fields: Record<string, string[]>): string {
  const first = Object.entries(fields)[0];
  return first ? `Invalid query parameter '${first[0]}': ${first[1][0]}` : 'Invalid query';
}
