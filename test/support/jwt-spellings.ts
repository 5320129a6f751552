const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Spellings of a compact JWT that a lenient base64url decoder (jose's, Node's) reads as the very
 * same three byte strings: each other last character of a segment whose unused low bits differ,
 * `=` padding (and a wrong amount of it) after each segment, white space inside a segment, and the
 * standard alphabet's + and / for - and _. Computed from the segments, never listed by hand: the
 * result holds only spellings whose decoded bytes equal the original's.
 */
export function nonCanonicalSpellings(jwt: string): string[] {
  const segments = jwt.split('.');
  const spellings = new Set<string>();
  segments.forEach((segment, index) => {
    const variants: string[] = [
      `${segment}=`,
      `${segment}==`,
      `${segment}===`,
      `${segment.slice(0, 4)} ${segment.slice(4)}`,
      `${segment}\n`,
    ];
    if (segment.length % 4 !== 0) variants.push(`${segment}${'='.repeat(4 - (segment.length % 4))}`);
    for (const last of BASE64URL_ALPHABET) variants.push(`${segment.slice(0, -1)}${last}`);
    variants.push(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Buffer.from(segment, 'base64url');
    for (const variant of variants) {
      if (variant === segment || !Buffer.from(variant, 'base64url').equals(bytes)) continue;
      const changed = [...segments];
      changed[index] = variant;
      spellings.add(changed.join('.'));
    }
  });
  return [...spellings];
}

/** The other last characters of a segment that a lenient decoder reads as the same bytes (unused low bits changed). */
export function sameBytesLastCharacters(segment: string): string[] {
  const bytes = Buffer.from(segment, 'base64url');
  return [...BASE64URL_ALPHABET].filter(
    (last) => last !== segment.at(-1) && Buffer.from(`${segment.slice(0, -1)}${last}`, 'base64url').equals(bytes),
  );
}
