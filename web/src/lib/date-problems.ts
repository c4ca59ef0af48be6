import { DATE_PARSE_ERRORS, MONTH_NAMES, parseFuzzyDate, type DateParseError } from '@heirloom/shared/rules/fuzzy-date';

/** What the person sees for each of the spec's two parse failures (the spec's own texts are logged only). */
export const DATE_MESSAGES: Record<DateParseError, string> = {
  [DATE_PARSE_ERRORS.dayOrYear]: 'Check the day and the year: a number up to 31 is read as a day, a larger one as a year (for example 1 May 2018).',
  [DATE_PARSE_ERRORS.monthOrDayOfWeek]: 'Check the month: use a month name such as May or Jun (for example May 2018).',
};

const MONTHS = MONTH_NAMES.GREGORIAN;
const FULL_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
const monthNamed = (word: string) => MONTHS.findIndex((month) => month.toLowerCase() === word.slice(0, 3).toLowerCase()) + 1 || undefined;
const lastDay = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** '25 Dec 1999', or undefined when the numbers cannot be a day and a month. */
function written(day: number, month: number, year: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > lastDay(month, year)) return undefined;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * Why a date people often type cannot be read, in their terms: the rules' two reasons (DATE_MESSAGES)
 * are too broad for '31 Feb 1990' (a day that month does not have), '12/25/1999' (numbers the rules
 * do not read, since 05/12 is May in one country and December in another), '1990s' or '1990-1995'.
 */
function specificMessage(text: string): string | undefined {
  const dayFirst = /^(\d{1,2}) ([a-z]+)\.? (\d{3,4})$/i.exec(text);
  const monthFirst = /^([a-z]+)\.? (\d{1,2}),? (\d{3,4})$/i.exec(text);
  const [day, word, year] = dayFirst ? [dayFirst[1], dayFirst[2], dayFirst[3]] : monthFirst ? [monthFirst[2], monthFirst[1], monthFirst[3]] : [];
  const month = word ? monthNamed(word) : undefined;
  if (month && day && year && Number(day) > lastDay(month, Number(year))) {
    // February's length depends on the year, so the year is named with it.
    const named = FULL_MONTH.format(Date.UTC(2000, month - 1, 1)) + (month === 2 ? ` ${year}` : '');
    return `${named} has only ${lastDay(month, Number(year))} days: check the day.`;
  }
  const numbers = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(text);
  if (numbers) {
    const [a, b, c] = numbers.slice(1).map(Number) as [number, number, number];
    const candidates = numbers[1]!.length === 4 ? [written(c, b, a)] : [written(a, b, c), written(b, a, c)];
    const readings = [...new Set(candidates.filter((reading): reading is string => reading !== undefined))];
    if (readings.length === 1) return `Write the month as a word: ${readings[0]}.`;
    if (readings.length === 2) return `Write the month as a word: ${text} could be ${readings[0]} or ${readings[1]}.`;
    return 'Write the month as a word, for example 25 Dec 1999.';
  }
  const decade = /^(\d{3})0'?s$/i.exec(text);
  if (decade) return `For a decade, write ${decade[1]}0 to ${decade[1]}9, or about ${decade[1]}5.`;
  const years = /^(\d{3,4}) ?[-–] ?(\d{3,4})$/.exec(text);
  if (years) return `For a span of years, write ${years[1]} to ${years[2]}.`;
  return undefined;
}

/**
 * Why a typed date cannot be read, in the person's terms, with the spec's text to log (spec 000
 * sections 5 and 8: a date that cannot be parsed is 'Logged only', so that text is never shown);
 * undefined for a date that can be read or nothing typed. The photo panels and the event forms say the same.
 */
export function dateProblem(typed: string): { error: DateParseError; message: string } | undefined {
  const text = typed.replace(/\s+/g, ' ').trim();
  const date = parseFuzzyDate(text);
  if (date.kind !== 'unparsed') return undefined;
  return { error: date.error, message: specificMessage(text) ?? DATE_MESSAGES[date.error] };
}
