import { parseFuzzyDate, type DateParseError } from '@heirloom/shared/rules/fuzzy-date';
import { dateProblem } from '../../../lib/date-problems';

export { DATE_MESSAGES } from '../../../lib/date-problems';

/** Examples of what the date field reads (spec 000 section 5). */
export const DATE_EXAMPLES = "For example 1 May 2018, May 2018, 2018, or 1 May 2018 to 3 Jun 2018. Leave it empty if you don't know.";

export type DateCheck = { ok: true; value: string | null } | { ok: false; message: string; error: DateParseError };

/**
 * Reads a typed photo date with the same rules as the server (shared fuzzy-date): empty is 'no
 * date', a readable date is kept as typed (spaces tidied), anything else gets a clear message.
 * The spec's error text is logged, not shown (spec 000 sections 5 and 8: 'Logged only').
 */
export function checkPhotoDate(typed: string, log: (message: string) => void = (message) => console.warn(message)): DateCheck {
  const text = typed.replace(/\s+/g, ' ').trim();
  if (parseFuzzyDate(text).kind === 'empty') return { ok: true, value: null };
  const problem = dateProblem(text);
  if (!problem) return { ok: true, value: text };
  log(problem.error);
  return { ok: false, message: problem.message, error: problem.error };
}
