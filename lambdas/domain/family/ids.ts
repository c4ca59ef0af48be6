import { hash } from 'node:crypto';
import { ulid } from 'ulid';

/** A new id for something made in the app: a ULID (26 characters, time-ordered). */
export const newId = (): string => ulid();

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The same id every time for the same parts, shaped like a ULID (26 Crockford base-32 characters,
 * 130 bits of SHA-256). Imports use it so that importing a file again writes the same items
 * instead of new ones.
 */
export function deterministicId(...parts: readonly string[]): string {
  // The one-shot hash: an import makes tens of thousands of ids, and a Hash object per id showed.
  const digest = hash('sha256', parts.join('\u0001'), 'buffer');
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === 26) break;
  }
  return out;
}

/** Name ids start with their person's id, so /name/{id}/notes can find (and check) the person. */
export const nameIdFor = (personId: string, suffix: string): string => `${personId}.${suffix}`;
export const personIdOfName = (nameId: string): string | null => {
  const dot = nameId.indexOf('.');
  return dot > 0 ? nameId.slice(0, dot) : null;
};
