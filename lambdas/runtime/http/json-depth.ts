/**
 * How deeply a request body may nest objects and arrays. The deepest body the app sends (a person
 * with names and their parts, an event with its citations) is 4 levels; 32 leaves room for any
 * client and refuses the 2,000-deep bodies that made the validators, which walk a value by
 * recursion, fail as a 500.
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body nests more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * Whether JSON text opens more than `limit` objects or arrays inside one another. Read from the text,
 * before parsing, in one pass with no recursion, so the check itself cannot be made to fail.
 */
export function nestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
