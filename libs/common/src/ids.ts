import { v7 as uuidv7, validate as uuidValidate } from 'uuid';

/** New identifiers are UUID v7, so they sort by creation time (D2). */
export function newId(): string {
  return uuidv7();
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidValidate(value);
}
