import { describe, expect, it } from 'vitest';
import type { NameEntryInput } from '@heirloom/shared/contracts/family';
import { displayName, normalizeNames, searchWordsOf, sortNameOf, UNNAMED_PREFIX } from '../../../lambdas/domain/family/person-names';
import type { NameRecord } from '../../../lambdas/domain/family/records';
import { fold, nameWords } from '../../../lambdas/domain/family/text-keys';

const input = (parts: Partial<NameEntryInput>): NameEntryInput => ({ name_type: 'Birth Name', prefix: '', first_name: '', middle_name: '', last_name: '', suffix: '', ...parts });
let counter = 0;
const ids = () => `N${counter++}`;

describe('the names a save leaves a person with', () => {
  it('gives a person with no names one blank name', () => {
    const names = normalizeNames('P1', [], [], ids);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatchObject({ nameType: 'Birth Name', first: '', last: '', order: 0 });
    expect(names[0]!.id.startsWith('P1.')).toBe(true);
  });

  it('never adds a name with no first, middle or last name beside real names: it merges into them', () => {
    const names = normalizeNames('P1', [input({ first_name: 'Ann', last_name: 'Lee' }), input({ prefix: 'Dr' }), input({ suffix: 'Jr' })], [], ids);
    expect(names.map((n) => [n.first, n.last])).toEqual([['Ann', 'Lee']]);
  });

  it('replaces the blank name rather than adding one, keeping its id', () => {
    const blank: NameRecord = { id: 'P1.old', nameType: 'Birth Name', order: 0, prefix: '', first: '', middle: '', last: '', suffix: '' };
    const again = normalizeNames('P1', [input({ id: 'P1.old', prefix: 'Dr' })], [blank], ids);
    expect(again).toEqual([{ ...blank, prefix: 'Dr' }]);
    const named = normalizeNames('P1', [input({ id: 'P1.old', first_name: 'Ann' })], [blank], ids);
    expect(named.map((n) => [n.id, n.first])).toEqual([['P1.old', 'Ann']]);
  });

  it('keeps ids it knows, gives new ones otherwise, orders by name_order, and keeps import provenance', () => {
    const existing: NameRecord = { id: 'P1.n1', nameType: 'Birth Name', order: 0, prefix: '', first: 'Ann', middle: '', last: 'Lee', suffix: '', gedcom: { nameValue: 'Ann /Lee/' } };
    const names = normalizeNames(
      'P1',
      [input({ id: 'P1.n1', first_name: 'Ann', last_name: 'Lee', name_order: 1 }), input({ id: 'someone-elses', name_type: 'Married Name', first_name: 'Ann', last_name: 'Ray', name_order: 0 })],
      [existing],
      ids,
    );
    expect(names.map((n) => [n.last, n.order])).toEqual([
      ['Ray', 0],
      ['Lee', 1],
    ]);
    expect(names[1]).toMatchObject({ id: 'P1.n1', gedcom: { nameValue: 'Ann /Lee/' } });
    expect(names[0]!.id).not.toBe('someone-elses');
  });
});

describe('list and search keys', () => {
  const person = (id: string, first: string, last: string, middle = '') => ({ id, names: [{ id: `${id}.1`, nameType: 'Birth Name' as const, order: 0, prefix: '', first, middle, last, suffix: '' }] });

  it('sorts A-Z by last name, then first, then middle, ignoring case and accents; the unnamed first', () => {
    const people = [person('1', 'Zoë', 'brontë'), person('2', 'Anne', 'Brontë'), person('3', 'Ann', 'Smith'), person('4', 'Ann', 'Smithson'), person('5', '', ''), person('6', 'Al', 'Bronte', 'B')];
    const sorted = [...people].sort((a, b) => (sortNameOf(a) < sortNameOf(b) ? -1 : 1)).map((p) => p.id);
    expect(sorted).toEqual(['5', '6', '2', '1', '3', '4']);
    expect(sortNameOf(person('5', '', '')).startsWith(UNNAMED_PREFIX)).toBe(true);
  });

  it('folds text and splits names into words, O\'Brien also as obrien', () => {
    expect(fold('  Łukasz Nørgaard-Müller ')).toBe('łukasz nørgaard-muller');
    expect(nameWords("Mary-Kate O'Brien")).toEqual(['mary', 'kate', "o'brien", 'obrien']);
    expect(searchWordsOf(person('1', 'Zoë Ann', 'Brontë'))).toEqual(['zoe', 'ann', 'bronte']);
    expect(displayName({ names: [] })).toBe('');
  });
});
