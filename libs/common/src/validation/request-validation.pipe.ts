import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DomainException, ErrorCode, ValidationFailedException } from '../errors';
import { flattenValidationErrors } from './flatten-errors';

const PRIMITIVES = new Set<unknown>([String, Boolean, Number, Array, Object]);

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
    const instance = plainToInstance(metatype, value ?? {}) as object;
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
