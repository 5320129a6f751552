import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Max, Min, ValidateBy, ValidationOptions } from 'class-validator';
import { BIDI_CONTROL_REASON, hasBidiControl } from './bidi-controls';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** Refuses strings holding control characters (D2). */
export function NoControlCharacters(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noControlCharacters',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !CONTROL_CHARS.test(value),
        defaultMessage: (args) => `${args?.property} must not contain control characters`,
      },
    },
    options,
  );
}

/** Refuses strings holding bidirectional embedding, override or isolate controls (U+202A–U+202E, U+2066–U+2069). */
export function NoBidiControls(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noBidiControls',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasBidiControl(value),
        defaultMessage: (args) => `${args?.property} ${BIDI_CONTROL_REASON}`,
      },
    },
    options,
  );
}

export interface TextOptions {
  min?: number;
  max: number;
  pattern?: RegExp;
  patternMessage?: string;
}

/**
 * A trimmed string of bounded length without control characters (D2), nor bidirectional controls:
 * every such field is shown to people (names, reasons, identifiers), where an override or isolate
 * would make it display as something else.
 */
export function Text(options: TextOptions): PropertyDecorator {
  const decorators = [
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(),
    NoControlCharacters(),
    NoBidiControls(),
    Length(options.min ?? 1, options.max),
  ];
  if (options.pattern) {
    decorators.push(Matches(options.pattern, options.patternMessage ? { message: options.patternMessage } : {}));
  }
  return applyDecorators(...decorators);
}

/** Printable ASCII without a space at either end: text that Text() trims to itself and whose characters it all allows. */
const PLAIN_TEXT = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * A test of whether Text(options) takes a value exactly as it is (nothing to trim, no character it
 * checks, the length and pattern of `options`), for a body's fast path (FastBody), which must
 * never take what Text refuses: anything else, valid or not, is left to the full validation.
 * Made once per field, so that each test is a small function of its own (a hot path's).
 */
export function plainTextTest(options: TextOptions): (value: unknown) => value is string {
  const min = options.min ?? 1;
  const { max, pattern } = options;
  if (pattern === undefined) {
    return (value): value is string => typeof value === 'string' && value.length >= min && value.length <= max && PLAIN_TEXT.test(value);
  }
  return (value): value is string =>
    typeof value === 'string' && value.length >= min && value.length <= max && pattern.test(value) && PLAIN_TEXT.test(value);
}

/** Operator identifiers: `external_id`, `user_id` (D2). */
export const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

/** Query strings arrive as text: converts "20" to 20 and leaves anything else to fail IsInt. */
export function QueryInt(options: { min: number; max?: number }): PropertyDecorator {
  const decorators = [
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value)),
    IsInt(),
    Min(options.min),
  ];
  if (options.max !== undefined) decorators.push(Max(options.max));
  return applyDecorators(...decorators);
}

/** Query booleans: only `true` and `false`. */
export function QueryBoolean(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)),
    ValidateBy({
      name: 'isQueryBoolean',
      validator: {
        validate: (value: unknown) => typeof value === 'boolean',
        defaultMessage: (args) => `${args?.property} must be 'true' or 'false'`,
      },
    }),
  );
}
