import { ValidationError } from '../../domain/errors';

/**
 * Characters no one types into a name, title or note but that change how text reads: NUL and the
 * other C0/C1 controls (tab and line breaks excepted) and the bidirectional overrides and isolates
 * that make "gpj.exe" display as "exe.jpg". They are refused anywhere in a JSON body.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export const HIDDEN_CHARACTERS_MESSAGE = 'This text contains hidden control characters. Please retype it.';

/** Throws a 400 naming the first field whose text (or key) holds a hidden character. */
export function refuseHiddenCharacters(value: unknown, path: string[] = []): void {
  if (typeof value === 'string') {
    if (HIDDEN.test(value)) throw new ValidationError(HIDDEN_CHARACTERS_MESSAGE, { [path.join('.') || 'request body']: [HIDDEN_CHARACTERS_MESSAGE] });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, index) => refuseHiddenCharacters(item, [...path, String(index)]));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      refuseHiddenCharacters(key, path);
      refuseHiddenCharacters(inner, [...path, key]);
    }
  }
}
