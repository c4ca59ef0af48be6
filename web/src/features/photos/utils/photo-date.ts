import { DATE_PARSE_ERRORS, parseFuzzyDate, type DateParseError } from '@heirloom/shared/rules/fuzzy-date';

/** Examples of what the date field reads (spec 000 section 5). */
export const DATE_EXAMPLES = "For example 1 May 2018, May 2018, 2018, or 1 May 2018 to 3 Jun 2018. Leave it empty if you don't know.";

/** What the person sees for each of the spec's two parse failures (the spec's own texts are logged only). */
export const DATE_MESSAGES: Record<DateParseError, string> = {
  [DATE_PARSE_ERRORS.dayOrYear]: 'Check the day and the year: a number up to 31 is read as a day, a larger one as a year (for example 1 May 2018).',
  [DATE_PARSE_ERRORS.monthOrDayOfWeek]: 'Check the month: use a month name such as May or Jun (for example May 2018).',
};

export type DateCheck = { ok: true; value: string | null } | { ok: false; message: string; error: DateParseError };

/**
 * Reads a typed photo date with the same rules as the server (shared fuzzy-date): empty is 'no
 * date', a readable date is kept as typed (spaces tidied), anything else gets a clear message.
 * The spec's error text is logged, not shown (spec 000 sections 5 and 8: 'Logged only').
 */
export function checkPhotoDate(typed: string, log: (message: string) => void = (message) => console.warn(message)): DateCheck {
  const text = typed.replace(/\s+/g, ' ').trim();
  const date = parseFuzzyDate(text);
  if (date.kind === 'empty') return { ok: true, value: null };
  if (date.kind === 'parsed') return { ok: true, value: text };
  log(date.error);
  return { ok: false, message: DATE_MESSAGES[date.error], error: date.error };
}
