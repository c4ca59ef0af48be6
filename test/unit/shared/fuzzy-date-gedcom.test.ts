import { describe, expect, it } from 'vitest';
import { parseFuzzyDate, parseGedcomDate, type DatePoint, type FuzzyDate } from '@heirloom/shared/rules/fuzzy-date';

const DAY_OR_YEAR = 'Cannot Parse Date - Error in Start or End Day or Year';
const MONTH_OR_DAY_OF_WEEK = 'Cannot Parse Date - Error Month or Day of Week';

const on =
  (calendar: DatePoint['calendar']) =>
  (year: number, month?: number, day?: number, extra: Partial<DatePoint> = {}): DatePoint => ({
    calendar,
    year,
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day }),
    ...extra,
  });
const g = on('GREGORIAN');
const julian = on('JULIAN');
const hebrew = on('HEBREW');
const french = on('FRENCH_R');

function dateOf(result: FuzzyDate) {
  if (result.kind !== 'parsed') throw new Error(`expected a parsed date, got ${JSON.stringify(result)}`);
  return result.date;
}

describe('parseGedcomDate: plain dates', () => {
  it('reads [day] [month] year', () => {
    expect(dateOf(parseGedcomDate('1 MAY 2018'))).toEqual({ qualifier: 'exact', start: g(2018, 5, 1) });
    expect(dateOf(parseGedcomDate('MAY 2018'))).toEqual({ qualifier: 'exact', start: g(2018, 5) });
    expect(dateOf(parseGedcomDate('2018'))).toEqual({ qualifier: 'exact', start: g(2018) });
  });

  it('always takes the last number as the year, however small', () => {
    expect(dateOf(parseGedcomDate('28')).start).toEqual(g(28));
    expect(dateOf(parseGedcomDate('ABT 28')).start).toEqual(g(28));
    expect(dateOf(parseGedcomDate('MAY 5')).start).toEqual(g(5, 5));
    // A person typing '28' means a day, which is not a date (spec 000 section 5).
    expect(parseFuzzyDate('28')).toMatchObject({ kind: 'unparsed', error: DAY_OR_YEAR });
  });

  it('reads an ISO date (as some programs write into files, and people type), and only the whole form', () => {
    expect(dateOf(parseGedcomDate('1963-11-26'))).toEqual({ qualifier: 'exact', start: g(1963, 11, 26) });
    expect(parseFuzzyDate('1963-11-26')).toMatchObject({ kind: 'parsed', text: '1963-11-26', date: { start: g(1963, 11, 26) } });
    expect(parseFuzzyDate('1963-02-30')).toMatchObject({ kind: 'unparsed' });
    expect(parseFuzzyDate('1963-13-01')).toMatchObject({ kind: 'unparsed' });
    // A span of years, not November.
    expect(parseFuzzyDate('1914-11')).toMatchObject({ kind: 'unparsed' });
  });

  it('reads years written with leading zeros', () => {
    expect(dateOf(parseGedcomDate('5 MAY 0005')).start).toEqual(g(5, 5, 5));
  });

  it('needs a year', () => {
    expect(parseGedcomDate('1 MAY')).toMatchObject({ kind: 'unparsed', error: DAY_OR_YEAR });
    expect(parseGedcomDate('MAY')).toMatchObject({ kind: 'unparsed', error: DAY_OR_YEAR });
  });

  it('is lenient with the case and full stops of sloppy files', () => {
    expect(dateOf(parseGedcomDate('Abt. 1850'))).toEqual({ qualifier: 'about', start: g(1850) });
    expect(dateOf(parseGedcomDate('4 March 1304')).start).toEqual(g(1304, 3, 4));
    expect(dateOf(parseGedcomDate('March 4, 1304')).start).toEqual(g(1304, 3, 4));
  });
});

describe('parseGedcomDate: qualifiers, ranges and periods', () => {
  it.each([
    ['ABT 31 DEC 1997', 'about'],
    ['CAL 31 DEC 1997', 'calculated'],
    ['EST 31 DEC 1997', 'estimated'],
    ['BEF 31 DEC 1997', 'before'],
    ['AFT 31 DEC 1997', 'after'],
  ])('%s', (text, qualifier) => {
    expect(dateOf(parseGedcomDate(text))).toEqual({ qualifier, start: g(1997, 12, 31) });
  });

  it('reads BET .. AND ..', () => {
    expect(dateOf(parseGedcomDate('BET 31 DEC 1997 AND 1 FEB 1998'))).toEqual({ qualifier: 'between', start: g(1997, 12, 31), end: g(1998, 2, 1) });
    expect(dateOf(parseGedcomDate('BET MAY 1979 AND AUG 1979'))).toEqual({ qualifier: 'between', start: g(1979, 5), end: g(1979, 8) });
  });

  it('reads FROM .. TO .., FROM .. and TO ..', () => {
    expect(dateOf(parseGedcomDate('FROM 31 DEC 1997 TO 2 JAN 1998'))).toEqual({ qualifier: 'period', start: g(1997, 12, 31), end: g(1998, 1, 2) });
    expect(dateOf(parseGedcomDate('FROM 31 DEC 1997'))).toEqual({ qualifier: 'period', start: g(1997, 12, 31) });
    expect(dateOf(parseGedcomDate('TO 31 DEC 1997'))).toEqual({ qualifier: 'period', end: g(1997, 12, 31) });
  });

  it('reads INT with its phrase, and the phrase alone', () => {
    expect(dateOf(parseGedcomDate('INT 31 DEC 1997 (a test)'))).toEqual({ qualifier: 'interpreted', start: g(1997, 12, 31), phrase: 'a test' });
    expect(dateOf(parseGedcomDate('INT 1995 (from estimated age)'))).toEqual({ qualifier: 'interpreted', start: g(1995), phrase: 'from estimated age' });
    expect(dateOf(parseGedcomDate('(No idea of the date)'))).toEqual({ qualifier: 'phrase', phrase: 'No idea of the date' });
  });

  it('reads INT without the phrase a file forgot', () => {
    expect(dateOf(parseGedcomDate('INT 1995'))).toEqual({ qualifier: 'interpreted', start: g(1995), phrase: '' });
  });
});

describe('parseGedcomDate: BCE and dual years', () => {
  it('reads B.C. (5.5.1) and BCE (7.0)', () => {
    expect(dateOf(parseGedcomDate('5 MAY 0005 B.C.')).start).toEqual(g(-5, 5, 5));
    expect(dateOf(parseGedcomDate('5 AUG 1100 B.C.')).start).toEqual(g(-1100, 8, 5));
    expect(dateOf(parseGedcomDate('1401 BCE')).start).toEqual(g(-1401));
    expect(dateOf(parseGedcomDate('TO GREGORIAN 1042 BCE'))).toEqual({ qualifier: 'period', end: g(-1042) });
  });

  it('reads valid dual years with the later year in full', () => {
    expect(dateOf(parseGedcomDate('27 OCT 1699/00')).start).toEqual(g(1699, 10, 27, { dualYear: 1700 }));
    expect(dateOf(parseGedcomDate('BET 5 APR 1712/13 AND 28 SEP 1714/15'))).toEqual({
      qualifier: 'between',
      start: g(1712, 4, 5, { dualYear: 1713 }),
      end: g(1714, 9, 28, { dualYear: 1715 }),
    });
  });

  it('accepts 29 February of a dual year that was a Julian leap year', () => {
    expect(dateOf(parseGedcomDate('29 FEB 1699/00')).start).toEqual(g(1699, 2, 29, { dualYear: 1700 }));
    expect(parseGedcomDate('29 FEB 1700').kind).toBe('unparsed');
  });

  it('keeps as text dual years that do not name consecutive years, or that are BCE', () => {
    for (const text of ['1701/99', 'JAN 1701/03', '1401/8', 'NOV 1401/8 B.C.']) {
      expect(parseGedcomDate(text)).toMatchObject({ kind: 'unparsed', text, error: DAY_OR_YEAR });
    }
  });

  it('refuses BCE on calendars that have no such epoch', () => {
    expect(parseGedcomDate('HEBREW 100 BCE')).toMatchObject({ kind: 'unparsed', error: DAY_OR_YEAR });
  });
});

describe('parseGedcomDate: calendars', () => {
  it('reads 5.5.1 escapes', () => {
    expect(dateOf(parseGedcomDate('@#DJULIAN@ 15 DEC 1689')).start).toEqual(julian(1689, 12, 15));
    expect(dateOf(parseGedcomDate('@#DGREGORIAN@ 15 DEC 1689')).start).toEqual(g(1689, 12, 15));
    expect(dateOf(parseGedcomDate('@#DHEBREW@ 2 TVT 5758')).start).toEqual(hebrew(5758, 4, 2));
    expect(dateOf(parseGedcomDate('@#DFRENCH R@ 11 NIVO 6')).start).toEqual(french(6, 4, 11));
    expect(dateOf(parseGedcomDate('@#DROMAN@ 24 _MONTH 15')).start).toEqual({ calendar: '_ROMAN', year: 15, monthCode: '_MONTH', day: 24 });
  });

  it('reads 7.0 names and extension calendars', () => {
    expect(dateOf(parseGedcomDate('JULIAN 12 AUG 1401 BCE')).start).toEqual(julian(-1401, 8, 12));
    expect(dateOf(parseGedcomDate('HEBREW CSH 46')).start).toEqual(hebrew(46, 2));
    expect(dateOf(parseGedcomDate('FRENCH_R 27 THER 77')).start).toEqual(french(77, 11, 27));
    expect(dateOf(parseGedcomDate('_UNKNOWN 13 _MONTH 17')).start).toEqual({ calendar: '_UNKNOWN', year: 17, monthCode: '_MONTH', day: 13 });
    expect(dateOf(parseGedcomDate('_UNKNOWN 87')).start).toEqual({ calendar: '_UNKNOWN', year: 87 });
  });

  it('reads the bare ROMAN and UNKNOWN some converters write', () => {
    expect(dateOf(parseGedcomDate('ROMAN 28')).start).toEqual({ calendar: '_ROMAN', year: 28 });
    expect(dateOf(parseGedcomDate('UNKNOWN _MONTH 17')).start).toEqual({ calendar: '_UNKNOWN', year: 17, monthCode: '_MONTH' });
  });

  it('reads each side of a range on its own calendar', () => {
    expect(dateOf(parseGedcomDate('FROM JULIAN 15 DEC 1689 TO GREGORIAN MAY 1047'))).toEqual({
      qualifier: 'period',
      start: julian(1689, 12, 15),
      end: g(1047, 5),
    });
    expect(dateOf(parseGedcomDate('BET HEBREW 41 AND FRENCH_R NIVO 50'))).toEqual({ qualifier: 'between', start: hebrew(41), end: french(50, 4) });
  });

  it('infers the calendar of unmarked Hebrew and French months, as in the 5.5 torture test', () => {
    expect(dateOf(parseGedcomDate('2 TVT 5758')).start).toEqual(hebrew(5758, 4, 2));
    expect(dateOf(parseGedcomDate('INT 2 TVT 5758 (interpreted Hebrew date)'))).toEqual({
      qualifier: 'interpreted',
      start: hebrew(5758, 4, 2),
      phrase: 'interpreted Hebrew date',
    });
    expect(dateOf(parseGedcomDate('11 NIVO 0006')).start).toEqual(french(6, 4, 11));
    expect(dateOf(parseGedcomDate('5 VEND 0010')).start).toEqual(french(10, 1, 5));
  });

  it('checks days and months against the calendar', () => {
    expect(parseGedcomDate('HEBREW 30 TVT 5758')).toMatchObject({ kind: 'unparsed', error: DAY_OR_YEAR }); // Tevet has 29 days
    expect(parseGedcomDate('HEBREW 1 ADS 5783')).toMatchObject({ kind: 'unparsed', error: MONTH_OR_DAY_OF_WEEK }); // not a leap year
    expect(dateOf(parseGedcomDate('HEBREW 1 ADS 5784')).start).toEqual(hebrew(5784, 7, 1)); // a leap year
    expect(parseGedcomDate('FRENCH_R 6 COMP 4')).toMatchObject({ kind: 'unparsed', error: DAY_OR_YEAR });
    expect(dateOf(parseGedcomDate('FRENCH_R 6 COMP 3')).start).toEqual(french(3, 13, 6)); // year III was sextile
    expect(parseGedcomDate('31 NOV 1042')).toMatchObject({ kind: 'unparsed', error: DAY_OR_YEAR });
    expect(parseGedcomDate('JULIAN 29 FEB 1700').kind).toBe('parsed'); // a Julian leap year
  });

  it('matches French months by their whole code, since VEND and VENT share three letters', () => {
    expect(dateOf(parseGedcomDate('FRENCH_R 1 VEND 2')).start).toEqual(french(2, 1, 1));
    expect(dateOf(parseGedcomDate('FRENCH_R 1 VENT 2')).start).toEqual(french(2, 6, 1));
    expect(parseGedcomDate('FRENCH_R 1 VENDEMIAIRE 2').kind).toBe('unparsed');
  });
});

describe('parseGedcomDate: messy real-world values stay text', () => {
  it.each([
    ['soon bef. 4 March 1304', MONTH_OR_DAY_OF_WEEK],
    ['<unknown>', MONTH_OR_DAY_OF_WEEK],
    ['21 NOV 1952 IF', MONTH_OR_DAY_OF_WEEK],
    ['26 JUL 1982 JRIVE', MONTH_OR_DAY_OF_WEEK],
    ['BET 2 JUL 1959 AND MAR', DAY_OR_YEAR],
    ['INFANT', MONTH_OR_DAY_OF_WEEK],
    ['SUBMITTED', MONTH_OR_DAY_OF_WEEK],
  ])('%j is kept as it is', (text, error) => {
    expect(parseGedcomDate(text)).toEqual({ kind: 'unparsed', text, error });
  });
});
