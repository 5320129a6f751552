import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { parseRfc3339 } from '../time';

/**
 * An RFC 3339 date-time with an explicit offset (D2), converted to a Date. A value without an
 * offset, or not a date at all, fails validation with a clear message.
 */
export function DateTimeField(options: { optional?: boolean } = {}): PropertyDecorator {
  const decorators = [
    Transform(({ value }) => parseRfc3339(value) ?? value, { toClassOnly: true }),
    ValidateBy({
      name: 'isRfc3339',
      validator: {
        validate: (value: unknown) => value instanceof Date,
        defaultMessage: (args) => `${args?.property} must be an RFC 3339 date-time with a time zone offset, e.g. 2026-11-22T10:00:00.000Z`,
      },
    }),
  ];
  if (options.optional) decorators.unshift(IsOptional());
  return applyDecorators(...decorators);
}
