import { createHash } from 'node:crypto';

/**
 * JSON with the keys of every object sorted (by UTF-16 code units, like Array#sort), arrays kept
 * in order. Follows JSON.stringify otherwise: object members whose value is undefined or a
 * function are dropped, non-finite numbers become null, objects with toJSON (Date) use it.
 */
export function canonicalJson(value: unknown): string {
  return serialize(value, new Set()) ?? 'null';
}

function serialize(value: unknown, ancestors: Set<object>): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  const object = value as Record<string, unknown> & { toJSON?: () => unknown };
  if (typeof object.toJSON === 'function') return serialize(object.toJSON(), ancestors);
  if (ancestors.has(object)) throw new TypeError('Cannot fingerprint a circular structure');
  ancestors.add(object);
  try {
    if (Array.isArray(object)) {
      return `[${object.map((item) => serialize(item, ancestors) ?? 'null').join(',')}]`;
    }
    const members: string[] = [];
    for (const key of Object.keys(object).sort()) {
      const member = serialize(object[key], ancestors);
      if (member !== undefined) members.push(`${JSON.stringify(key)}:${member}`);
    }
    return `{${members.join(',')}}`;
  } finally {
    ancestors.delete(object);
  }
}

/** SHA-256 (hex) of the canonical JSON of a value: equal content, equal hash. */
export function canonicalHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}
