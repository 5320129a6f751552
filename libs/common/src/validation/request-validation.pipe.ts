import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
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

/**
 * The one global pipe. Bodies are strict (unknown fields refused) and fail with 422; query and
 * path parameters that cannot be read fail with 400 `invalid_request` (D3).
 */
@Injectable()
export class RequestValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const { metatype, type } = metadata;
    if (type === 'body') value = requireJsonObject(value);
    if (!metatype || PRIMITIVES.has(metatype) || (type !== 'body' && type !== 'query')) {
      return value;
    }
    const instance = type === 'body' && SHALLOW_BODIES.has(metatype) ? shallowInstance(metatype as new () => object, value as Record<string, unknown>) : (plainToInstance(metatype, value ?? {}) as object);
    const errors = validateSync(instance, {
      whitelist: true,
      forbidNonWhitelisted: type === 'body',
      forbidUnknownValues: false,
      validationError: { target: false, value: false },
    });
    if (errors.length === 0) return instance;
    const fields = flattenValidationErrors(errors);
    if (type === 'body') throw new ValidationFailedException(fields);
    throw new DomainException(ErrorCode.InvalidRequest, describeQueryErrors(fields), {
      errors: fields,
    });
  }
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
