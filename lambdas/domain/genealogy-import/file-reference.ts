/**
 * A FILE's value between versions. 7.0 makes it a URI reference, where a space is `%20`; 5.5.x
 * wrote a path as it was (`spaces are fine/even with slashes`). A path's `%` is written `%25` in
 * 7.0, so that reading it back gives the same path; a URL (`https://...`, a scheme of two letters
 * or more: `c:\dir` is a path) is already a URI and only loses its spaces.
 */
const isUrl = (value: string) => /^[a-z][a-z0-9+.-]+:/i.test(value);

export function fileFor7(value: string): string {
  return isUrl(value) ? value.replace(/ /g, '%20') : value.replace(/%/g, '%25').replace(/ /g, '%20');
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
