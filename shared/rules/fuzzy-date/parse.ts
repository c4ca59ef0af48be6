import { MONTH_CODES } from './months';
import { parsePoint, type Outcome, type ParseMode } from './parse-point';
import { keywordOf, tokenize, type DateKeyword } from './tokens';
import { DATE_PARSE_ERRORS, type FuzzyDate, type ParsedDate, type PointQualifier } from './types';

const { dayOrYear, monthOrDayOfWeek } = DATE_PARSE_ERRORS;

const POINT_QUALIFIERS: Partial<Record<DateKeyword, PointQualifier>> = {
  about: 'about',
  calculated: 'calculated',
  estimated: 'estimated',
  before: 'before',
  after: 'after',
};

/**
 * Splits off a trailing '(phrase)': GEDCOM's date phrase and the phrase of an interpreted date.
 * Text after the closing parenthesis, or a parenthesis left open, cannot be read.
 */
function splitPhrase(text: string): Outcome<{ words: string; phrase?: string }> {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 && close < 0) return { ok: true, value: { words: text } };
  if (open < 0 || close < open || text.slice(close + 1).trim() !== '') return { ok: false, error: monthOrDayOfWeek };
  return { ok: true, value: { words: text.slice(0, open), phrase: text.slice(open + 1, close).trim() } };
}

function indexOfKeyword(tokens: readonly string[], keyword: DateKeyword, from: number): number {
  return tokens.findIndex((token, index) => index >= from && keywordOf(token) === keyword);
}

function readDate(text: string, mode: ParseMode): Outcome<ParsedDate> {
  const split = splitPhrase(text);
  if (!split.ok) return split;
  const { words, phrase } = split.value;
  const tokens = tokenize(words);
  const point = (from: number, to = tokens.length) => parsePoint(tokens.slice(from, to), mode);
  const lead = keywordOf(tokens[0]);

  if (phrase !== undefined) {
    if (tokens.length === 0) {
      return phrase === '' ? { ok: false, error: monthOrDayOfWeek } : { ok: true, value: { qualifier: 'phrase', phrase } };
    }
    // 'INT 1900 (from age at death)', or without the INT: '1900 (from age at death)'.
    const start = point(lead === 'interpreted' ? 1 : 0);
    return start.ok ? { ok: true, value: { qualifier: 'interpreted', start: start.value, phrase } } : start;
  }

  switch (lead) {
    case 'interpreted': {
      // GEDCOM requires the phrase, but files carry 'INT 1900' without one; the date is still worth reading.
      const start = point(1);
      return start.ok ? { ok: true, value: { qualifier: 'interpreted', start: start.value, phrase: '' } } : start;
    }
    case 'between': {
      const and = indexOfKeyword(tokens, 'and', 1);
      if (and < 0) return { ok: false, error: dayOrYear };
      const start = point(1, and);
      if (!start.ok) return start;
      const end = point(and + 1);
      return end.ok ? { ok: true, value: { qualifier: 'between', start: start.value, end: end.value } } : end;
    }
    case 'from': {
      const to = indexOfKeyword(tokens, 'to', 1);
      const start = point(1, to < 0 ? tokens.length : to);
      if (!start.ok) return start;
      if (to < 0) return { ok: true, value: { qualifier: 'period', start: start.value } };
      const end = point(to + 1);
      return end.ok ? { ok: true, value: { qualifier: 'period', start: start.value, end: end.value } } : end;
    }
    case 'to': {
      const end = point(1);
      return end.ok ? { ok: true, value: { qualifier: 'period', end: end.value } } : end;
    }
    default: {
      const qualifier = lead === undefined ? undefined : POINT_QUALIFIERS[lead];
      if (qualifier) {
        const start = point(1);
        return start.ok ? { ok: true, value: { qualifier, start: start.value } } : start;
      }
      // The product's range: '1 May 2018 to 3 Jun 2018'.
      const to = indexOfKeyword(tokens, 'to', 1);
      if (to >= 0) {
        const start = point(0, to);
        if (!start.ok) return start;
        const end = point(to + 1);
        return end.ok ? { ok: true, value: { qualifier: 'period', start: start.value, end: end.value } } : end;
      }
      const start = point(0);
      return start.ok ? { ok: true, value: { qualifier: 'exact', start: start.value } } : start;
    }
  }
}

/**
 * An ISO date ('1963-11-26', as spreadsheets, phones and some family-tree programs write it) in the
 * words the reader knows ('26 NOV 1963'); null for anything else. Only the whole form: '1914-18' is
 * a span of years, and '03/04/1963' stays unread (which is the day and which the month is a guess).
 */
function isoDateAsWords(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const month = MONTH_CODES.GREGORIAN[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : null;
}

function toFuzzyDate(input: string | null | undefined, mode: ParseMode): FuzzyDate {
  const text = input ?? '';
  if (text.trim() === '') return { kind: 'empty', text };
  const result = readDate(isoDateAsWords(text.trim()) ?? text.trim(), mode);
  return result.ok ? { kind: 'parsed', text, date: result.value } : { kind: 'unparsed', text, error: result.error };
}

/**
 * Reads a date a person typed (spec 000 section 5): '1 May 2018', 'May 2018', '2018', '1 May 2018 to
 * 3 Jun 2018'. Months by their first three letters in any case; days of the week are allowed and ignored;
 * a number of 31 or less is a day, a larger one a year; partial dates ('1 May', 'May') are accepted.
 * GEDCOM forms are read too ('ABT 1900', 'BET 1850 AND 1860', 'INT 1900 (from age)', '@#DJULIAN@ 1700',
 * '1699/00', '44 BCE'), as are the words the product shows ('about 1900', 'between 1850 and 1860').
 *
 * Never throws: text that cannot be read comes back 'unparsed' with one of the spec's two error texts, and
 * the text is always kept exactly as given.
 */
export function parseFuzzyDate(text: string | null | undefined): FuzzyDate {
  return toFuzzyDate(text, 'typed');
}

/**
 * Reads a GEDCOM 5.5.1 or 7.0 DATE value: [calendar] [day] [month] year [epoch], with ABT, CAL, EST, BEF,
 * AFT, BET .. AND .., FROM .. TO .., INT .. (phrase) and (phrase). The year is always the last number, so
 * 'ABT 28' is the year 28. Lenient where real files are sloppy ('Abt. 1850', 'March 4, 1304', Hebrew months
 * without '@#DHEBREW@'); anything else ('soon bef. 4 March 1304', '<unknown>', '21 NOV 1952 IF') comes back
 * 'unparsed' with its text kept.
 */
export function parseGedcomDate(text: string | null | undefined): FuzzyDate {
  return toFuzzyDate(text, 'gedcom');
}
