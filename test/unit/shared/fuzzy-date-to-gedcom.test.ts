import { describe, expect, it } from 'vitest';
import { parseFuzzyDate, parseGedcomDate, toGedcomDate, type FuzzyDate } from '@heirloom/shared/rules/fuzzy-date';

const gedcom = (text: string) => parseGedcomDate(text);

describe('toGedcomDate 5.5.1', () => {
  it.each([
    ['1 May 2018', '1 MAY 2018'],
    ['May 2018', 'MAY 2018'],
    ['2018', '2018'],
    ['about 1900', 'ABT 1900'],
    ['calculated 1900', 'CAL 1900'],
    ['estimated 1900', 'EST 1900'],
    ['before 1900', 'BEF 1900'],
    ['after 1900', 'AFT 1900'],
    ['between 1850 and 1860', 'BET 1850 AND 1860'],
    ['1 May 2018 to 3 Jun 2018', 'FROM 1 MAY 2018 TO 3 JUN 2018'],
    ['from 1850', 'FROM 1850'],
    ['to 1860', 'TO 1860'],
    ['1900 (from age at death)', 'INT 1900 (from age at death)'],
    ['(during the war)', '(during the war)'],
    ['44 BCE', '044 B.C.'],
    ['8 Jan 1699/00', '8 JAN 1699/00'],
    ['@#DJULIAN@ 15 DEC 1689', '@#DJULIAN@ 15 DEC 1689'],
    ['Julian 15 Dec 1689', '@#DJULIAN@ 15 DEC 1689'],
  ])('writes typed %j as %j', (typed, written) => {
    expect(toGedcomDate(parseFuzzyDate(typed))).toEqual({ date: written });
  });

  it('writes other calendars with their escapes and codes', () => {
    expect(toGedcomDate(gedcom('HEBREW 2 TVT 5758'))).toEqual({ date: '@#DHEBREW@ 2 TVT 5758' });
    expect(toGedcomDate(gedcom('FRENCH_R 11 NIVO 6'))).toEqual({ date: '@#DFRENCH R@ 11 NIVO 006' });
    expect(toGedcomDate(gedcom('_ROMAN 24 _MONTH 15'))).toEqual({ date: '@#DROMAN@ 24 _MONTH 015' });
  });

  it('reads back everything it writes', () => {
    for (const text of ['ABT 1900', 'BET @#DJULIAN@ 1 JAN 1700 AND 1710', 'INT 1995 (from estimated age)', '5 MAY 0005 B.C.', '27 OCT 1699/00', '@#DHEBREW@ 1 ADS 5784']) {
      const first = gedcom(text);
      const again = gedcom(toGedcomDate(first).date);
      expect(again.kind === 'parsed' && again.date).toEqual(first.kind === 'parsed' && first.date);
    }
  });

  it('writes text it could not read, and dates with no year, as a phrase of the text as typed', () => {
    expect(toGedcomDate(parseFuzzyDate('soon bef. 4 March 1304'))).toEqual({ date: '(soon bef. 4 March 1304)' });
    expect(toGedcomDate(parseFuzzyDate('1 May'))).toEqual({ date: '(1 May)' });
    expect(toGedcomDate(parseFuzzyDate('the (second) winter'))).toEqual({ date: '(the [second] winter)' });
  });

  it('writes nothing for an empty date', () => {
    expect(toGedcomDate(parseFuzzyDate(''))).toEqual({ date: '' });
  });

  it('defaults to 5.5.1', () => {
    expect(toGedcomDate(parseFuzzyDate('44 BCE'))).toEqual(toGedcomDate(parseFuzzyDate('44 BCE'), '5.5.1'));
  });
});

describe('toGedcomDate 7.0', () => {
  const seven = (date: FuzzyDate) => toGedcomDate(date, '7.0');

  it('writes plain dates as 5.5.1 does', () => {
    expect(seven(parseFuzzyDate('1 May 2018 to 3 Jun 2018'))).toEqual({ date: 'FROM 1 MAY 2018 TO 3 JUN 2018' });
    expect(seven(parseFuzzyDate('about 1900'))).toEqual({ date: 'ABT 1900' });
  });

  it('names calendars instead of escaping them, and writes BCE', () => {
    expect(seven(gedcom('@#DJULIAN@ 15 DEC 1689'))).toEqual({ date: 'JULIAN 15 DEC 1689' });
    expect(seven(gedcom('@#DFRENCH R@ 11 NIVO 0006'))).toEqual({ date: 'FRENCH_R 11 NIVO 6' });
    expect(seven(gedcom('@#DROMAN@ 24 _MONTH 15'))).toEqual({ date: '_ROMAN 24 _MONTH 15' });
    expect(seven(gedcom('5 MAY 0005 B.C.'))).toEqual({ date: '5 MAY 5 BCE' });
  });

  it('moves the INT words into the PHRASE', () => {
    expect(seven(gedcom('INT 1995 (from estimated age)'))).toEqual({ date: '1995', phrase: 'from estimated age' });
    expect(seven(gedcom('INT 1995'))).toEqual({ date: '1995' });
  });

  it('writes a date phrase and unreadable text as an empty DATE with a PHRASE', () => {
    expect(seven(gedcom('(No idea of the date)'))).toEqual({ date: '', phrase: 'No idea of the date' });
    expect(seven(gedcom('21 NOV 1952 IF'))).toEqual({ date: '', phrase: '21 NOV 1952 IF' });
    expect(seven(parseFuzzyDate('1 May'))).toEqual({ date: '', phrase: '1 May' });
  });

  it('follows the 7.0 specification for dual years: the year by today’s count, the original as PHRASE', () => {
    // The specification's own examples, for '30 JAN 1648/9' and for a bare '1648/9'.
    expect(seven(gedcom('30 JAN 1648/9'))).toEqual({ date: '30 JAN 1649', phrase: '30 JAN 1648/9' });
    expect(seven(gedcom('1648/9'))).toEqual({ date: 'BET 1648 AND 1649', phrase: '1648/9' });
    // From 25 March both counts agree on the earlier year.
    expect(seven(gedcom('27 OCT 1699/00'))).toEqual({ date: '27 OCT 1699', phrase: '27 OCT 1699/00' });
    expect(seven(gedcom('24 MAR 1699/00'))).toEqual({ date: '24 MAR 1700', phrase: '24 MAR 1699/00' });
    expect(seven(gedcom('25 MAR 1699/00'))).toEqual({ date: '25 MAR 1699', phrase: '25 MAR 1699/00' });
    // A qualified bare dual year keeps the Old Style year, the one most of it lies in.
    expect(seven(gedcom('ABT 1699/00'))).toEqual({ date: 'ABT 1699', phrase: 'ABT 1699/00' });
    // INT words and a dual year together: the PHRASE keeps all of the original.
    expect(seven(gedcom('INT 8 JAN 1699/00 (from the register)'))).toEqual({ date: '8 JAN 1700', phrase: 'INT 8 JAN 1699/00 (from the register)' });
  });

  it('rebuilds the original for a PHRASE when given a bare ParsedDate', () => {
    const parsed = gedcom('FROM 8 JAN 1699/00 TO 1705');
    if (parsed.kind !== 'parsed') throw new Error('expected a date');
    expect(toGedcomDate(parsed.date, '7.0')).toEqual({ date: 'FROM 8 JAN 1700 TO 1705', phrase: 'FROM 8 JAN 1699/00 TO 1705' });
  });

  it('writes a phrase of the typed text for a typed dual date', () => {
    expect(seven(parseFuzzyDate('Tuesday 8 Jan 1699/00'))).toEqual({ date: '8 JAN 1700', phrase: 'Tuesday 8 Jan 1699/00' });
  });
});
