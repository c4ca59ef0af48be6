import { describe, expect, it } from 'vitest';
import { DATE_PARSE_ERRORS, parseFuzzyDate, type DatePoint, type FuzzyDate } from '@heirloom/shared/rules/fuzzy-date';

const DAY_OR_YEAR = 'Cannot Parse Date - Error in Start or End Day or Year';
const MONTH_OR_DAY_OF_WEEK = 'Cannot Parse Date - Error Month or Day of Week';

const g = (year?: number, month?: number, day?: number): DatePoint => ({
  calendar: 'GREGORIAN',
  ...(year === undefined ? {} : { year }),
  ...(month === undefined ? {} : { month }),
  ...(day === undefined ? {} : { day }),
});

function dateOf(result: FuzzyDate) {
  if (result.kind !== 'parsed') throw new Error(`expected a parsed date, got ${JSON.stringify(result)}`);
  return result.date;
}

describe('parseFuzzyDate: the spec examples', () => {
  it('reads a full date, a month and year, and a year', () => {
    expect(dateOf(parseFuzzyDate('1 May 2018'))).toEqual({ qualifier: 'exact', start: g(2018, 5, 1) });
    expect(dateOf(parseFuzzyDate('May 2018'))).toEqual({ qualifier: 'exact', start: g(2018, 5) });
    expect(dateOf(parseFuzzyDate('2018'))).toEqual({ qualifier: 'exact', start: g(2018) });
  });

  it('reads a range joined with "to" as a period', () => {
    expect(dateOf(parseFuzzyDate('1 May 2018 to 3 Jun 2018'))).toEqual({ qualifier: 'period', start: g(2018, 5, 1), end: g(2018, 6, 3) });
    expect(dateOf(parseFuzzyDate('1850 to 1860'))).toEqual({ qualifier: 'period', start: g(1850), end: g(1860) });
    expect(dateOf(parseFuzzyDate('May 2018 TO 2019'))).toEqual({ qualifier: 'period', start: g(2018, 5), end: g(2019) });
  });

  it('uses the spec error texts exactly', () => {
    expect(DATE_PARSE_ERRORS).toEqual({ dayOrYear: DAY_OR_YEAR, monthOrDayOfWeek: MONTH_OR_DAY_OF_WEEK });
  });
});

describe('parseFuzzyDate: months and days of the week', () => {
  it.each([
    ['jan', 1],
    ['FEB', 2],
    ['March', 3],
    ['april', 4],
    ['MAY', 5],
    ['June', 6],
    ['jul.', 7],
    ['August', 8],
    ['Sept', 9],
    ['October', 10],
    ['nOvEmBeR', 11],
    ['Dec', 12],
  ])('matches %s by its first three letters, in any case', (word, month) => {
    expect(dateOf(parseFuzzyDate(`${word} 1900`)).start).toEqual(g(1900, month));
  });

  it('needs at least three letters for a month', () => {
    expect(parseFuzzyDate('Ma 1900')).toMatchObject({ kind: 'unparsed', error: MONTH_OR_DAY_OF_WEEK });
  });

  it.each(['Tuesday 1 May 2018', 'Tue, 1 May 2018', 'tues 1 May 2018', '1 May 2018 SUNDAY', 'Wed. 1 May 2018'])(
    'ignores a day of the week: %s',
    (text) => {
      expect(dateOf(parseFuzzyDate(text))).toEqual({ qualifier: 'exact', start: g(2018, 5, 1) });
    },
  );

  it('fails with the month error on a word that is neither a month nor a day of the week', () => {
    expect(parseFuzzyDate('Blah 2018')).toEqual({ kind: 'unparsed', text: 'Blah 2018', error: MONTH_OR_DAY_OF_WEEK });
    expect(parseFuzzyDate('1 May 2018 IF')).toMatchObject({ error: MONTH_OR_DAY_OF_WEEK });
  });

  it('fails with the month error when two months are given', () => {
    expect(parseFuzzyDate('May June 2018')).toMatchObject({ error: MONTH_OR_DAY_OF_WEEK });
  });
});

describe('parseFuzzyDate: days and years', () => {
  it('reads a number of 31 or less as a day and a larger one as a year, in any order', () => {
    expect(dateOf(parseFuzzyDate('May 1 2018')).start).toEqual(g(2018, 5, 1));
    expect(dateOf(parseFuzzyDate('2018 May 31')).start).toEqual(g(2018, 5, 31));
    expect(dateOf(parseFuzzyDate('31 Dec 32')).start).toEqual(g(32, 12, 31));
  });

  it('accepts ordinals and commas', () => {
    expect(dateOf(parseFuzzyDate('May 1st, 2018')).start).toEqual(g(2018, 5, 1));
    expect(dateOf(parseFuzzyDate('22nd March 1901')).start).toEqual(g(1901, 3, 22));
  });

  it('accepts partial dates without a year', () => {
    expect(dateOf(parseFuzzyDate('1 May')).start).toEqual(g(undefined, 5, 1));
    expect(dateOf(parseFuzzyDate('May')).start).toEqual(g(undefined, 5));
    expect(dateOf(parseFuzzyDate('29 Feb')).start).toEqual(g(undefined, 2, 29));
  });

  it.each([
    ['5', 'a lone number of 31 or less is a day with no month'],
    ['5 2018', 'a day with no month'],
    ['1 2 May 2018', 'two days'],
    ['1900 2018', 'two years'],
    ['31 Feb 2018', 'a day past the end of the month'],
    ['29 Feb 1900', 'no 29 February in a century year that is not a leap year'],
    ['0 May 2018', 'day 0'],
    ['12abc 2018', 'a number with letters'],
    ['10000', 'a year past 9999'],
    ['Tuesday', 'a day of the week alone'],
  ])('fails with the day or year error on %j (%s)', (text) => {
    expect(parseFuzzyDate(text)).toMatchObject({ kind: 'unparsed', error: DAY_OR_YEAR });
  });

  it('knows leap years', () => {
    expect(dateOf(parseFuzzyDate('29 Feb 2000')).start).toEqual(g(2000, 2, 29));
    expect(dateOf(parseFuzzyDate('29 Feb 2016')).start).toEqual(g(2016, 2, 29));
    expect(parseFuzzyDate('29 Feb 2017').kind).toBe('unparsed');
  });

  it('reports an empty side of a range as a day or year error', () => {
    expect(parseFuzzyDate('1850 to')).toMatchObject({ error: DAY_OR_YEAR });
    expect(parseFuzzyDate('from')).toMatchObject({ error: DAY_OR_YEAR });
    expect(parseFuzzyDate('between 1850')).toMatchObject({ error: DAY_OR_YEAR });
  });

  it('reports the error of the side that fails', () => {
    expect(parseFuzzyDate('1 May 2018 to 3 Jux 2018')).toMatchObject({ error: MONTH_OR_DAY_OF_WEEK });
    expect(parseFuzzyDate('1 May 2018 to 31 Jun 2018')).toMatchObject({ error: DAY_OR_YEAR });
  });

  it('keeps a range that ends before it starts, as typed', () => {
    expect(dateOf(parseFuzzyDate('2018 to 2010'))).toEqual({ qualifier: 'period', start: g(2018), end: g(2010) });
  });
});

describe('parseFuzzyDate: qualifiers in words and GEDCOM keywords', () => {
  it.each([
    ['about 1900', 'about'],
    ['ABT 1900', 'about'],
    ['abt. 1900', 'about'],
    ['circa 1900', 'about'],
    ['c. 1900', 'about'],
    ['ca 1900', 'about'],
    ['approx. 1900', 'about'],
    ['calculated 1900', 'calculated'],
    ['CAL 1900', 'calculated'],
    ['estimated 1900', 'estimated'],
    ['EST 1900', 'estimated'],
    ['before 1900', 'before'],
    ['Bef. 1900', 'before'],
    ['after 1900', 'after'],
    ['AFT 1900', 'after'],
  ])('%s is %s', (text, qualifier) => {
    expect(dateOf(parseFuzzyDate(text))).toEqual({ qualifier, start: g(1900) });
  });

  it('reads between .. and', () => {
    const expected = { qualifier: 'between', start: g(1850), end: g(1860) };
    expect(dateOf(parseFuzzyDate('between 1850 and 1860'))).toEqual(expected);
    expect(dateOf(parseFuzzyDate('BET 1850 AND 1860'))).toEqual(expected);
    expect(dateOf(parseFuzzyDate('between 1850 & 1860'))).toEqual(expected);
  });

  it('reads from, to, and from .. to', () => {
    expect(dateOf(parseFuzzyDate('from 1850'))).toEqual({ qualifier: 'period', start: g(1850) });
    expect(dateOf(parseFuzzyDate('to 1860'))).toEqual({ qualifier: 'period', end: g(1860) });
    expect(dateOf(parseFuzzyDate('FROM 1 MAY 2018 TO 3 JUN 2018'))).toEqual({ qualifier: 'period', start: g(2018, 5, 1), end: g(2018, 6, 3) });
  });

  it('reads an interpreted date with its phrase, with or without INT', () => {
    const expected = { qualifier: 'interpreted', start: g(1900), phrase: 'from age at death' };
    expect(dateOf(parseFuzzyDate('INT 1900 (from age at death)'))).toEqual(expected);
    expect(dateOf(parseFuzzyDate('1900 (from age at death)'))).toEqual(expected);
  });

  it('reads a phrase in parentheses as words only', () => {
    expect(dateOf(parseFuzzyDate('(during the war)'))).toEqual({ qualifier: 'phrase', phrase: 'during the war' });
  });

  it('cannot read a parenthesis left open or text after the phrase', () => {
    expect(parseFuzzyDate('(during the war').kind).toBe('unparsed');
    expect(parseFuzzyDate('1900 (war) or so').kind).toBe('unparsed');
    expect(parseFuzzyDate('()').kind).toBe('unparsed');
  });
});

describe('parseFuzzyDate: BCE, dual years and calendars', () => {
  it('reads BCE in its spellings, and the year before it whatever its size', () => {
    for (const epoch of ['BCE', 'B.C.', 'BC', 'bc']) expect(dateOf(parseFuzzyDate(`44 ${epoch}`)).start).toEqual(g(-44));
    expect(dateOf(parseFuzzyDate('15 Mar 44 BCE')).start).toEqual(g(-44, 3, 15));
  });

  it('reads a small year marked CE or AD as a year', () => {
    expect(dateOf(parseFuzzyDate('28 CE')).start).toEqual(g(28));
    expect(dateOf(parseFuzzyDate('AD 1066')).start).toEqual(g(1066));
    expect(dateOf(parseFuzzyDate('1066 AD')).start).toEqual(g(1066));
  });

  it('reads a dual year and keeps its later year in full', () => {
    expect(dateOf(parseFuzzyDate('8 Jan 1699/00')).start).toEqual({ ...g(1699, 1, 8), dualYear: 1700 });
    expect(dateOf(parseFuzzyDate('1750/1')).start).toEqual({ ...g(1750), dualYear: 1751 });
  });

  it('refuses a dual year that is not the year after', () => {
    expect(parseFuzzyDate('1701/03')).toMatchObject({ error: DAY_OR_YEAR });
  });

  it('reads calendar markers, in GEDCOM order after them', () => {
    expect(dateOf(parseFuzzyDate('@#DJULIAN@ 15 DEC 1689')).start).toEqual({ calendar: 'JULIAN', year: 1689, month: 12, day: 15 });
    expect(dateOf(parseFuzzyDate('Julian 15 Dec 1689')).start).toEqual({ calendar: 'JULIAN', year: 1689, month: 12, day: 15 });
    expect(dateOf(parseFuzzyDate('@#DHEBREW@ 2 TVT 5758')).start).toEqual({ calendar: 'HEBREW', year: 5758, month: 4, day: 2 });
  });
});

describe('parseFuzzyDate: what cannot be read is kept', () => {
  it.each(['soon bef. 4 March 1304', '<unknown>', '21 NOV 1952 IF', 'the spring after the flood', '1850-1860', '12/05/2018'])(
    'keeps %j as text without throwing',
    (text) => {
      const result = parseFuzzyDate(text);
      expect(result.kind).toBe('unparsed');
      expect(result.text).toBe(text);
    },
  );

  it('keeps the original text exactly, spaces and case included, when it parses', () => {
    expect(parseFuzzyDate('  tuesday, 1 MAY 2018 ').text).toBe('  tuesday, 1 MAY 2018 ');
  });

  it('treats nothing typed as an empty date, not an error', () => {
    expect(parseFuzzyDate('')).toEqual({ kind: 'empty', text: '' });
    expect(parseFuzzyDate('   ')).toEqual({ kind: 'empty', text: '   ' });
    expect(parseFuzzyDate(null)).toEqual({ kind: 'empty', text: '' });
    expect(parseFuzzyDate(undefined)).toEqual({ kind: 'empty', text: '' });
  });

  it('never throws on arbitrary text', () => {
    const alphabet = ['1', '31', '2018', '/', '00', 'May', 'to', 'and', 'BET', 'FROM', 'ABT', 'INT', '(', ')', '@#D', 'JULIAN@', 'B.C.', ',', ' ', '.', '_X', 'ADS', 'é'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 2000; run += 1) {
      const length = Math.floor(random() * 8);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(random() < 0.5 ? ' ' : '');
      const result = parseFuzzyDate(text);
      expect(result.text).toBe(text);
    }
  });
});
