import { describe, expect, it } from 'vitest';
import { isLiving, lifeFactsOf, lifeSpanOf, lifeYearsText, yearOfSortDate } from '../../../shared/rules/living';
import { sortKey } from '../../../shared/rules/fuzzy-date';

const NOW = new Date(Date.UTC(2026, 5, 1));
const born = (date: string) => ({ eventType: 'birth', role: 'child', sortDate: sortKey(date) ?? null });

describe('living people (shown to the family only)', () => {
  it('reads the year of a stored sort date', () => {
    expect(yearOfSortDate(sortKey('12 May 1950'))).toBe(1950);
    expect(yearOfSortDate(null)).toBeNull();
  });

  it('someone born under 100 years ago with no death is living; 100 years or more is not', () => {
    expect(isLiving(lifeFactsOf([born('1950')]), NOW)).toBe(true);
    expect(isLiving(lifeFactsOf([born('1927')]), NOW)).toBe(true);
    expect(isLiving(lifeFactsOf([born('1926')]), NOW)).toBe(false);
    expect(isLiving(lifeFactsOf([born('1850')]), NOW)).toBe(false);
  });

  it('a death, burial or cremation in the leading role ends it; being present at one does not', () => {
    expect(isLiving(lifeFactsOf([born('1990'), { eventType: 'death', role: 'died', sortDate: null }]), NOW)).toBe(false);
    expect(isLiving(lifeFactsOf([{ eventType: 'Burial', role: 'buried', sortDate: null }]), NOW)).toBe(false);
    expect(isLiving(lifeFactsOf([{ eventType: 'Cremation', role: 'cremated', sortDate: null }]), NOW)).toBe(false);
    expect(isLiving(lifeFactsOf([born('1990'), { eventType: 'death', role: 'present', sortDate: null }]), NOW)).toBe(true);
  });

  it('with no dated event and no death, privacy wins: living', () => {
    expect(isLiving(lifeFactsOf([]), NOW)).toBe(true);
    expect(isLiving(lifeFactsOf([{ eventType: 'birth', role: 'child', sortDate: null }, { eventType: 'Census', role: 'census', sortDate: null }]), NOW)).toBe(true);
  });

  it('a christening or baptism dates a birth the tree lacks; an adult christening does not', () => {
    const christened = (date: string, eventType = 'Christening') => ({ eventType, role: eventType === 'Baptism' ? 'baptized' : 'christened', sortDate: sortKey(date) ?? null });
    // George Ball of washington.ged: an empty birth, christened 16 Sep 1576.
    const ball = lifeFactsOf([{ eventType: 'birth', role: 'child', sortDate: null }, christened('16 Sep 1576')]);
    expect(ball.birthYear).toBe(1576);
    expect(isLiving(ball, NOW)).toBe(false);
    expect(lifeFactsOf([christened('1990', 'Baptism')]).birthYear).toBe(1990);
    expect(isLiving(lifeFactsOf([christened('1990', 'Baptism')]), NOW)).toBe(true);
    expect(lifeFactsOf([christened('1960', 'Adult Christening')]).birthYear).toBeNull();
    // A dated birth wins over the christening.
    expect(lifeFactsOf([born('1950'), christened('1930')]).birthYear).toBe(1950);
  });

  it('anyone in an event of 100 or more years ago, in any role, was born by then: not living', () => {
    // The parent of a child born in 1800, a spouse married in 1890, someone counted in the 1911 census.
    expect(isLiving(lifeFactsOf([{ eventType: 'birth', role: 'parent', sortDate: sortKey('1800') ?? null }]), NOW)).toBe(false);
    expect(isLiving(lifeFactsOf([{ eventType: 'marriage', role: 'spouse', sortDate: sortKey('ABT 1890') ?? null }]), NOW)).toBe(false);
    expect(isLiving(lifeFactsOf([{ eventType: 'Census', role: 'census', sortDate: sortKey('2 Apr 1911') ?? null }]), NOW)).toBe(false);
    // A marriage in 1970 says only that they were born by 1970: living, unless more is known.
    expect(isLiving(lifeFactsOf([{ eventType: 'marriage', role: 'spouse', sortDate: sortKey('1970') ?? null }]), NOW)).toBe(true);
    // A birth under 100 years ago with an event dated before it (a mistyped year) is not taken as living.
    expect(isLiving(lifeFactsOf([born('1950'), { eventType: 'Residence', role: 'present', sortDate: sortKey('1901') ?? null }]), NOW)).toBe(false);
  });
});

describe('a life in years (tree cards and charts)', () => {
  const event = (eventType: string, role: string, date: string | null) => ({ eventType, role, sortDate: date === null ? null : (sortKey(date) ?? null) });

  it('takes the earliest dated birth as the child and the earliest dated end of life', () => {
    expect(lifeSpanOf([born('1852'), born('abt 1850'), event('death', 'died', '3 Mar 1921'), event('Burial', 'buried', '1922')])).toEqual({ born: 1850, died: 1921, deceased: true });
    // A burial dates a death the tree lacks; a birth as a parent or a death one attended says nothing of one's own life.
    expect(lifeSpanOf([event('death', 'died', null), event('Burial', 'buried', '1922'), event('birth', 'parent', '1880'), event('death', 'present', '1900')])).toEqual({ born: null, died: 1922, deceased: true });
    expect(lifeSpanOf([])).toEqual({ born: null, died: null, deceased: false });
    // A christening stands in for an undated birth.
    expect(lifeSpanOf([event('birth', 'child', null), event('Christening', 'christened', '16 Sep 1576')])).toEqual({ born: 1576, died: null, deceased: false });
  });

  it('reads as the best tree charts show it', () => {
    expect(lifeYearsText({ born: 1850, died: 1921, deceased: true })).toBe('1850–1921');
    expect(lifeYearsText({ born: 1950, died: null, deceased: false }, NOW)).toBe('b. 1950');
    // Born too long ago to be living, with no death recorded: the end is not known.
    expect(lifeYearsText({ born: 1576, died: null, deceased: false }, NOW)).toBe('1576–?');
    expect(lifeYearsText({ born: 1926, died: null, deceased: false }, NOW)).toBe('1926–?');
    expect(lifeYearsText({ born: 1927, died: null, deceased: false }, NOW)).toBe('b. 1927');
    expect(lifeYearsText({ born: 1850, died: null, deceased: true })).toBe('1850–?');
    expect(lifeYearsText({ born: null, died: 1921, deceased: true })).toBe('d. 1921');
    expect(lifeYearsText({ born: null, died: null, deceased: true })).toBeNull();
    expect(lifeYearsText(undefined)).toBeNull();
    expect(lifeYearsText({ born: -100, died: -44, deceased: true })).toBe('100 BCE–44 BCE');
  });
});
