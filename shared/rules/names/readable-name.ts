/**
 * 'Edward_VII', 'of_Rheims' -> 'Edward VII', 'of Rheims': PAF wrote spaces inside a name part as
 * underscores. Names are stored as imported; this is how they read, in lists, on pages and in the
 * automatic names of events.
 */
export function readableName(text: string): string {
  return text.includes('_') ? text.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim() : text;
}
