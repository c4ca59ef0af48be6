/**
 * A FILE's value between versions. 7.0 makes it a URI reference; 5.5.x wrote a path as it was
 * (`spaces are fine/even with slashes`, `most/paths?get#escaped[like]this`). In 7.0 each character
 * of a path that a URI path does not hold as itself is percent-encoded (RFC 3986's pchar and `/`
 * stay): a space is `%20`, a `%` is `%25`, `ë` is `%C3%AB`, and `?`, `#`, `[`, `]`, which would
 * start a query or a fragment, are `%3F`, `%23`, `%5B`, `%5D` (as FamilySearch's converter writes
 * them), so that reading it back gives the same path. A URL (`https://...`, a scheme of two letters
 * or more: `c:\dir` is a path) is already a URI and only loses its spaces.
 */
const isUrl = (value: string) => /^[a-z][a-z0-9+.-]+:/i.test(value);

/** What a URI path holds as itself: unreserved, sub-delims, `:`, `@` and `/`. */
const PATH_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;

export function fileFor7(value: string): string {
  if (isUrl(value)) return value.replace(/ /g, '%20');
  return Array.from(value, (c) => (PATH_CHARACTER.test(c) ? c : percentEncoded(c))).join('');
}

/** A character's UTF-8 bytes as `%XX`; a lone surrogate (no UTF-8 at all) is left as it is. */
function percentEncoded(c: string): string {
  try {
    return encodeURIComponent(c);
  } catch {
    return c;
  }
}

/**
 * A 7.0 FILE path as a 5.5.1 file (and a person looking for the file) names it: percent-decoded
 * (`%20` a space, `%C3%9F` an ß, `%25` a `%`). A malformed escape is left as it is.
 */
export function fileFrom7(value: string): string {
  if (isUrl(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
