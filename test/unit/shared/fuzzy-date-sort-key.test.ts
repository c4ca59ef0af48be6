import { describe, expect, it } from 'vitest';
import { parseFuzzyDate, parseGedcomDate, sortKey } from '@heirloom/shared/rules/fuzzy-date';

describe('sortKey', () => {
  it("writes 'YYYYY-MM-DD' with the year offset by 10000 and 00 for what is missing", () => {
    expect(sortKey('1 May 2018')).toBe('12018-05-01');
    expect(sortKey('May 2018')).toBe('12018-05-00');
    expect(sortKey('2018')).toBe('12018-00-00');
  });

  it('counts BCE years back from 1 CE with no year 0', () => {
    expect(sortKey('1 AD')).toBe('10001-00-00');
    expect(sortKey('1 BCE')).toBe('10000-00-00');
    expect(sortKey('44 BCE')).toBe('09957-00-00');
    expect(sortKey(parseGedcomDate('5 MAY 0005 B.C.'))).toBe('09996-05-05');
  });

  it('sorts ranges and periods by their start, and an open-ended period by the date it has', () => {
    expect(sortKey('1 May 2018 to 3 Jun 2018')).toBe('12018-05-01');
    expect(sortKey('between 1850 and 1860')).toBe('11850-00-00');
    expect(sortKey('from 1850')).toBe('11850-00-00');
    expect(sortKey('to 1860')).toBe('11860-00-00');
  });

  it('ignores qualifiers', () => {
    for (const text of ['about 1900', 'before 1900', 'after 1900', 'calculated 1900', 'estimated 1900', 'INT 1900 (from age)']) {
      expect(sortKey(text)).toBe('11900-00-00');
    }
  });

  it('sorts dual dates by the year by today’s count', () => {
    expect(sortKey('8 Jan 1699/00')).toBe('11700-01-08');
    expect(sortKey('24 Mar 1699/00')).toBe('11700-03-24');
    expect(sortKey(parseGedcomDate('25 MAR 1699/00'))).toBe('11699-03-25');
    expect(sortKey(parseGedcomDate('27 OCT 1699/00'))).toBe('11699-10-27');
    expect(sortKey('1699/00')).toBe('11699-00-00');
  });

  it('converts full Julian dates to the Gregorian day and leaves partial ones as written', () => {
    expect(sortKey('@#DJULIAN@ 15 DEC 1689')).toBe('11689-12-25');
    expect(sortKey('@#DJULIAN@ DEC 1689')).toBe('11689-12-00');
  });

  it('converts Hebrew and French Republican dates, a missing month or day counting as the first', () => {
    expect(sortKey(parseGedcomDate('2 TVT 5758'))).toBe('11997-12-31');
    expect(sortKey(parseGedcomDate('@#DHEBREW@ 5785'))).toBe('12024-10-03');
    expect(sortKey(parseGedcomDate('FRENCH_R 18 BRUM 8'))).toBe('11799-11-09');
    expect(sortKey(parseGedcomDate('FRENCH_R 2'))).toBe('11793-09-22');
  });

  it('gives nothing for text, empty dates, dates without a year and calendars it cannot count in', () => {
    expect(sortKey('<unknown>')).toBeUndefined();
    expect(sortKey('')).toBeUndefined();
    expect(sortKey(null)).toBeUndefined();
    expect(sortKey(undefined)).toBeUndefined();
    expect(sortKey('1 May')).toBeUndefined();
    expect(sortKey('(No idea of the date)')).toBeUndefined();
    expect(sortKey(parseGedcomDate('_ROMAN 24 _MONTH 15'))).toBeUndefined();
  });

  it('takes a FuzzyDate, a ParsedDate or text alike', () => {
    const parsed = parseFuzzyDate('about 1 May 2018');
    expect(sortKey(parsed)).toBe('12018-05-01');
    if (parsed.kind === 'parsed') expect(sortKey(parsed.date)).toBe('12018-05-01');
  });

  it('puts a mixed list in time order, undated last', () => {
    const inOrder: [string, 'typed' | 'gedcom'][] = [
      ['5 AUG 1100 B.C.', 'gedcom'],
      ['44 BCE', 'typed'],
      ['15 Mar 44 BCE', 'typed'],
      ['1 BCE', 'typed'],
      ['1 AD', 'typed'],
      ['between 1600 and 1650', 'typed'],
      ['20 Dec 1689', 'typed'],
      ['@#DJULIAN@ 15 DEC 1689', 'gedcom'], // 25 December 1689, Gregorian
      ['1699/00', 'typed'],
      ['27 OCT 1699/00', 'gedcom'],
      ['1700', 'typed'],
      ['8 Jan 1699/00', 'typed'], // 8 January 1700 by today's count
      ['May 1700', 'typed'],
      ['1 May 1700', 'typed'],
      ['FRENCH_R 18 BRUM 8', 'gedcom'], // 9 November 1799
      ['about 1900', 'typed'],
      ['2 TVT 5758', 'gedcom'], // 31 December 1997
      ['May 2018', 'typed'],
      ['1 May 2018 to 3 Jun 2018', 'typed'],
      ['2 May 2018', 'typed'],
      ['Tuesday 3 Jul 2018', 'typed'],
    ];
    const undated = ['1 May', '<unknown>', 'soon bef. 4 March 1304'];
    const items = [...inOrder.map(([text, source]) => ({ text, source })), ...undated.map((text) => ({ text, source: 'typed' as const }))];
    const shuffled = [...items].reverse().sort((a, b) => a.text.length - b.text.length);
    const keyed = shuffled.map((item) => ({ ...item, key: sortKey(item.source === 'gedcom' ? parseGedcomDate(item.text) : parseFuzzyDate(item.text)) }));
    const sorted = keyed.sort((a, b) => {
      if (a.key === undefined || b.key === undefined) return a.key === b.key ? 0 : a.key === undefined ? 1 : -1;
      return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    });
    expect(sorted.slice(0, inOrder.length).map((item) => item.text)).toEqual(inOrder.map(([text]) => text));
    expect(sorted.slice(inOrder.length).every((item) => item.key === undefined)).toBe(true);
  });
});
