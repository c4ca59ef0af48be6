import { describe, expect, it } from 'vitest';
import { formatFuzzyDate, parseFuzzyDate, parseGedcomDate, type FuzzyDate } from '@heirloom/shared/rules/fuzzy-date';

describe('formatFuzzyDate', () => {
  it.each([
    ['1 May 2018', '1 May 2018'],
    ['May 2018', 'May 2018'],
    ['2018', '2018'],
    ['about 1900', 'about 1900'],
    ['between 1850 and 1860', 'between 1850 and 1860'],
    ['1 May 2018 to 3 Jun 2018', '1 May 2018 to 3 Jun 2018'],
    ['tuesday, 1 MAY 2018', '1 May 2018'],
    ['may 1st 2018', '1 May 2018'],
    ['ABT 1900', 'about 1900'],
    ['CAL 1900', 'calculated 1900'],
    ['EST 1900', 'estimated 1900'],
    ['BEF 1900', 'before 1900'],
    ['AFT 1900', 'after 1900'],
    ['BET 1850 AND 1860', 'between 1850 and 1860'],
    ['FROM 1 MAY 2018 TO 3 JUN 2018', '1 May 2018 to 3 Jun 2018'],
    ['FROM 1850', 'from 1850'],
    ['TO 1860', 'to 1860'],
    ['INT 1900 (from age at death)', '1900 (from age at death)'],
    ['(during the war)', 'during the war'],
    ['1 May', '1 May'],
    ['44 BCE', '44 BCE'],
    ['8 Jan 1699/00', '8 Jan 1699/00'],
    ['1750/1', '1750/51'],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatFuzzyDate(parseFuzzyDate(typed))).toBe(shown);
  });

  it('marks small years CE so they are not taken for days', () => {
    expect(formatFuzzyDate(parseGedcomDate('ABT 28'))).toBe('about 28 CE');
    expect(formatFuzzyDate(parseGedcomDate('5 MAY 0005 B.C.'))).toBe('5 May 5 BCE');
  });

  it('names other calendars and keeps their dates as written, with their own month names', () => {
    expect(formatFuzzyDate(parseGedcomDate('@#DJULIAN@ 15 DEC 1689'))).toBe('Julian 15 Dec 1689');
    expect(formatFuzzyDate(parseGedcomDate('@#DHEBREW@ 2 TVT 5758'))).toBe('Hebrew 2 Tevet 5758');
    expect(formatFuzzyDate(parseGedcomDate('HEBREW 1 ADS 5784'))).toBe('Hebrew 1 Adar II 5784');
    expect(formatFuzzyDate(parseGedcomDate('@#DFRENCH R@ 18 BRUM 8'))).toBe('French Republican 18 Brumaire 8');
    expect(formatFuzzyDate(parseGedcomDate('_ROMAN 24 _MONTH 15'))).toBe('Roman 24 _MONTH 15');
  });

  it('shows text that could not be read exactly as typed, and an empty date as nothing', () => {
    expect(formatFuzzyDate(parseFuzzyDate('soon bef. 4 March 1304'))).toBe('soon bef. 4 March 1304');
    expect(formatFuzzyDate(parseFuzzyDate(''))).toBe('');
  });

  it('takes a bare ParsedDate too', () => {
    const parsed = parseFuzzyDate('abt 1900') as Extract<FuzzyDate, { kind: 'parsed' }>;
    expect(formatFuzzyDate(parsed.date)).toBe('about 1900');
  });

  it.each([
    '1 May 2018',
    'May 2018',
    '2018',
    'about 1900',
    'CAL 1 JAN 1900',
    'EST 1900',
    'BEF 1900',
    'AFT 1900',
    'BET 1850 AND 1860',
    'FROM 1 MAY 2018 TO 3 JUN 2018',
    'FROM 1850',
    'TO 1860',
    'INT 1900 (from age)',
    '44 BCE',
    '28 CE',
    '8 JAN 1699/00',
    '1 May',
    'May',
    '@#DJULIAN@ 15 DEC 1689',
    'BET @#DJULIAN@ 1689 AND 1700',
  ])('reads back what it shows: %j', (text) => {
    const first = parseFuzzyDate(text);
    const again = parseFuzzyDate(formatFuzzyDate(first));
    expect(first.kind).toBe('parsed');
    expect(again.kind === 'parsed' && again.date).toEqual(first.kind === 'parsed' && first.date);
  });
});
