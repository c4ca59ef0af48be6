import { describe, expect, it } from 'vitest';
import { GENDERS, GENDER_CHOICES, isFemale, isKnownGender, parentRelationOf, sexOfNewParent } from '@heirloom/shared/rules/gender';

describe('genders', () => {
  it('offers Male, Female and Other, where Other is typed freely', () => {
    expect(GENDERS).toEqual(['Male', 'Female']);
    expect(GENDER_CHOICES).toEqual(['Male', 'Female', 'Other']);
  });

  it('knows the two fixed values and nothing else', () => {
    expect(isKnownGender('Male')).toBe(true);
    expect(isKnownGender('Female')).toBe(true);
    expect(isKnownGender('Non-binary')).toBe(false);
    expect(isKnownGender('female')).toBe(false);
    expect(isKnownGender(undefined)).toBe(false);
  });

  it('paints pink only for Female; every other value is blue', () => {
    expect(isFemale('Female')).toBe(true);
    expect(isFemale('Male')).toBe(false);
    expect(isFemale('Two-spirit')).toBe(false);
    expect(isFemale(null)).toBe(false);
  });
});

describe('sexOfNewParent', () => {
  it('makes a father male and a mother female, and guesses nothing for a parent', () => {
    expect(sexOfNewParent('father')).toBe('Male');
    expect(sexOfNewParent('mother')).toBe('Female');
    expect(sexOfNewParent('parent')).toBe('');
  });
});

describe('parentRelationOf', () => {
  it('names a man the father and a woman the mother of a child added from their page, anyone else a parent', () => {
    expect(parentRelationOf('Male')).toBe('father');
    expect(parentRelationOf('Female')).toBe('mother');
    expect(parentRelationOf('Two-spirit')).toBe('parent');
    expect(parentRelationOf('')).toBe('parent');
  });
});
