import { describe, expect, it } from 'vitest';
import { isLiving, lifeFactsOf, yearOfSortDate } from '../../../shared/rules/living';
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

  it('with no birth date and no death, privacy wins: living', () => {
    expect(isLiving(lifeFactsOf([]), NOW)).toBe(true);
    expect(isLiving(lifeFactsOf([{ eventType: 'birth', role: 'parent', sortDate: sortKey('1800') ?? null }]), NOW)).toBe(true);
  });
});
