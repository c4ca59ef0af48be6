import { endsBeforeItStarts, MONTH_NAMES, parseFuzzyDate, RANGE_ENDS_BEFORE_IT_STARTS, sortKey, type DateParseError } from '@heirloom/shared/rules/fuzzy-date';
import { dateProblem } from '../../../lib/date-problems';

export { DATE_MESSAGES } from '../../../lib/date-problems';

/** Examples of what the date field reads (spec 000 section 5). */
export const DATE_EXAMPLES = "For example 1 May 2018, May 2018, 2018, or 1 May 2018 to 3 Jun 2018. Leave it empty if you don't know.";

/** `error` is the spec's text for a date the rules cannot read; a readable date a photo cannot have has none. */
export type DateCheck = { ok: true; value: string | null } | { ok: false; message: string; error?: DateParseError };

/** Today as the rules order dates ('12026-12-06'), in the person's own time zone. */
function todaysSortKey(now: Date): string | undefined {
  const today = parseFuzzyDate(`${now.getDate()} ${MONTH_NAMES.GREGORIAN[now.getMonth()]} ${now.getFullYear()}`);
  return today.kind === 'parsed' ? sortKey(today.date) : undefined;
}

/**
 * Why a date the rules read cannot be a photo's: without a year ('13 Jan') it has no place in the
 * library, so the photo would stay under No date; one still to come, or a range ending before it
 * starts, is a typing slip.
 */
function photoDateProblem(text: string, now: Date): string | undefined {
  const date = parseFuzzyDate(text);
  if (date.kind !== 'parsed') return undefined;
  if (endsBeforeItStarts(date.date)) return RANGE_ENDS_BEFORE_IT_STARTS;
  const key = sortKey(date.date);
  if (!key) return `Add the year: a photo's date needs one to take its place in your library (for example ${text} 1987).`;
  const today = todaysSortKey(now);
  if (today && key > today) return 'That date has not come yet: check the year.';
  return undefined;
}

/**
 * Reads a typed photo date with the same rules as the server (shared fuzzy-date): empty is 'no
 * date', a readable date with a year, not after today, is kept as typed (spaces tidied), anything
 * else gets a clear message. The spec's error text is logged, not shown (spec 000 sections 5 and 8:
 * 'Logged only').
 */
export function checkPhotoDate(typed: string, log: (message: string) => void = (message) => console.warn(message), now = new Date()): DateCheck {
  const text = typed.replace(/\s+/g, ' ').trim();
  if (parseFuzzyDate(text).kind === 'empty') return { ok: true, value: null };
  const problem = dateProblem(text);
  if (problem) {
    log(problem.error);
    return { ok: false, message: problem.message, error: problem.error };
  }
  const notAPhotosDate = photoDateProblem(text, now);
  return notAPhotosDate ? { ok: false, message: notAPhotosDate } : { ok: true, value: text };
}
