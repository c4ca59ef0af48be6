import { describe, expect, it } from 'vitest';
import { NAME_TYPES, emptyNameParts, formatFullName, isNameType, splitTypedName } from '@heirloom/shared/rules/names';

const parts = (prefix: string, first_name: string, middle_name: string, last_name: string, suffix: string) => ({
  prefix,
  first_name,
  middle_name,
  last_name,
  suffix,
});

describe('splitTypedName', () => {
  it.each([
    ['', parts('', '', '', '', '')],
    ['Ann', parts('', 'Ann', '', '', '')],
    ['Ann Lee', parts('', 'Ann', '', 'Lee', '')],
    ['Ann Mary Lee', parts('', 'Ann', 'Mary', 'Lee', '')],
    ['Ann Mary Lee Jr', parts('', 'Ann', 'Mary', 'Lee', 'Jr')],
    ['Dr Ann Mary Lee Jr', parts('Dr', 'Ann', 'Mary', 'Lee', 'Jr')],
    ['Dr Ann Mary Jane Lee Jr', parts('Dr', 'Ann', 'Mary Jane', 'Lee', 'Jr')],
    ['Dr Ann Mary Jane Rose Lee Jr', parts('Dr', 'Ann', 'Mary Jane Rose', 'Lee', 'Jr')],
  ])('splits %j', (typed, expected) => {
    expect(splitTypedName(typed)).toEqual(expected);
  });

  it('treats any run of white space as one separator', () => {
    expect(splitTypedName('  Ann \t Mary   Lee  ')).toEqual(parts('', 'Ann', 'Mary', 'Lee', ''));
  });

  it('gives empty strings, never undefined, for absent parts', () => {
    expect(splitTypedName('   ')).toEqual(emptyNameParts());
    for (const value of Object.values(splitTypedName('Ann'))) expect(typeof value).toBe('string');
  });
});

describe('formatFullName', () => {
  it('joins the parts in reading order and skips blank ones', () => {
    expect(formatFullName(parts('Dr', 'Ann', 'Mary', 'Lee', 'Jr'))).toBe('Dr Ann Mary Lee Jr');
    expect(formatFullName({ first_name: 'Ann', last_name: 'Lee' })).toBe('Ann Lee');
    expect(formatFullName({ first_name: ' Ann ', middle_name: '  ', last_name: null, suffix: undefined })).toBe('Ann');
    expect(formatFullName({})).toBe('');
  });

  it('gives back the typed words after splitting, for every word count', () => {
    const words = ['Dr', 'Ann', 'Mary', 'Jane', 'Rose', 'Lee', 'Jr'];
    for (let count = 1; count <= words.length; count += 1) {
      const typed = words.slice(0, count).join(' ');
      expect(formatFullName(splitTypedName(typed))).toBe(typed);
    }
  });
});

describe('name types', () => {
  it('lists the four kinds of name', () => {
    expect(NAME_TYPES).toEqual(['Birth Name', 'Married Name', 'Nick Name', 'Legal Name Change']);
  });

  it('recognises only those spellings', () => {
    expect(isNameType('Married Name')).toBe(true);
    expect(isNameType('Maiden Name')).toBe(false);
    expect(isNameType('birth name')).toBe(false);
  });
});
