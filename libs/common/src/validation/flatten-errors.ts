import { ValidationError } from 'class-validator';

/**
 * Flattens class-validator's tree into D3's `errors` map: `{ "prize_pool.total": ["..."] }`.
 * Array items are addressed with their index (`players.0`).
 */
export function flattenValidationErrors(errors: ValidationError[], parentPath = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    if (error.constraints) {
      result[path] = Object.entries(error.constraints).map(([name, message]) =>
        name === 'whitelistValidation' ? `${path} is not an allowed field` : message,
      );
    }
    if (error.children?.length) {
      Object.assign(result, flattenValidationErrors(error.children, path));
    }
  }
  return result;
}
