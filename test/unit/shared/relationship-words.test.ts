import { describe, expect, it } from 'vitest';
import { compareKinPaths, describeRelationship, relationshipPhrase } from '@heirloom/shared/rules/relationship/describe';
import { shapeOf, type KinPath, type KinStep } from '@heirloom/shared/rules/relationship/kin-path';
import { ordinalNumber, removedWords } from '@heirloom/shared/rules/relationship/words';

/**
 * A path written as symbols from ego: '^' up to a parent, 'v' down to a child, '=' a spouse,
 * 'x' an ex-spouse (divorced), '~' a partner (no marriage), 'a' up to an adoptive parent,
 * 'b' down to an adopted child. The last person's sex is given; the others' are unknown unless listed.
 */
function kin(symbols: string, sex: string, options: { half?: boolean; sexes?: string[] } = {}): KinPath {
  const steps: KinStep[] = [...symbols].map((symbol) => {
    switch (symbol) {
      case '^':
        return { kind: 'parent' };
      case 'v':
        return { kind: 'child' };
      case 'a':
        return { kind: 'parent', adoptive: true };
      case 'b':
        return { kind: 'child', adoptive: true };
      case '=':
        return { kind: 'partner', status: 'married' };
      case 'x':
        return { kind: 'partner', status: 'divorced' };
      case '~':
        return { kind: 'partner', status: 'other' };
      default:
        throw new Error(`unknown symbol ${symbol}`);
    }
  });
  const sexes = options.sexes ?? [...Array.from({ length: steps.length }, () => ''), sex];
  return { steps, sexes, ...(options.half ? { half: true } : {}) };
}

const M = 'Male';
const F = 'Female';
const U = '';

const up = (n: number) => '^'.repeat(n);
const down = (n: number) => 'v'.repeat(n);

// [path, sex of the relative, expected words, options]
const TABLE: Array<[string, string, string, { half?: boolean; kind?: string }?]> = [
  // Straight lines.
  ['^', M, 'father'],
  ['^', F, 'mother'],
  ['^', U, 'parent'],
  ['^^', F, 'grandmother'],
  ['^^^', M, 'great-grandfather'],
  ['^^^^', F, 'great-great-grandmother'],
  [up(5), M, '3rd great-grandfather'],
  [up(10), U, '8th great-grandparent'],
  ['v', M, 'son'],
  ['v', F, 'daughter'],
  ['v', U, 'child'],
  ['vv', U, 'grandchild'],
  ['vvv', F, 'great-granddaughter'],
  [down(6), M, '4th great-grandson'],
  ['a', F, 'adoptive mother'],
  ['b', M, 'adopted son'],
  // Siblings, aunts and uncles, nieces and nephews.
  ['^v', M, 'brother'],
  ['^v', F, 'sister'],
  ['^v', U, 'sibling'],
  ['^v', M, 'half brother', { half: true }],
  ['^v', U, 'half sibling', { half: true }],
  ['^^v', F, 'aunt'],
  ['^^v', M, 'uncle'],
  ['^^v', U, 'aunt or uncle'],
  ['^^^v', F, 'great-aunt'],
  ['^^^^v', M, 'great-great-uncle'],
  ['^^v', F, 'half aunt', { half: true }],
  ['^vv', M, 'nephew'],
  ['^vv', F, 'niece'],
  ['^vv', U, 'niece or nephew'],
  ['^vvv', M, 'great-nephew'],
  // Cousins by degree, with removals, up to eighth cousins.
  ['^^vv', U, 'first cousin'],
  ['^^vv', M, 'first cousin'],
  ['^^vv', F, 'half first cousin', { half: true }],
  ['^^^vv', U, 'first cousin once removed'],
  ['^^vvv', U, 'first cousin once removed'],
  ['^^vvvv', U, 'first cousin twice removed'],
  ['^^^vvv', U, 'second cousin'],
  ['^^^^vvv', F, 'second cousin once removed'],
  ['^^^vvvv', F, 'second cousin once removed'],
  [up(4) + down(4), U, 'third cousin'],
  [up(3) + down(6), U, 'second cousin three times removed'],
  [up(9) + down(9), U, 'eighth cousin'],
  [up(9) + down(10), M, 'eighth cousin once removed'],
  [up(11) + down(9), U, 'eighth cousin twice removed'],
  [up(7) + down(9), U, 'sixth cousin twice removed'],
  // Partners.
  ['=', M, 'husband', { kind: 'partner' }],
  ['=', F, 'wife'],
  ['=', U, 'spouse'],
  ['x', F, 'ex-wife'],
  ['x', M, 'ex-husband'],
  ['~', F, 'partner'],
  // Step relations.
  ['^=', F, 'stepmother', { kind: 'step' }],
  ['^~', M, 'stepfather'],
  ['^x', U, 'former stepparent'],
  ['^^=', M, 'step-grandfather'],
  ['=v', M, 'stepson'],
  ['=v', F, 'stepdaughter'],
  ['~vv', U, 'step-grandchild'],
  ['^=v', M, 'stepbrother', { kind: 'step' }],
  ['^~v', F, 'stepsister'],
  ['^=v', U, 'stepsibling'],
  // In-laws: a partner's relatives, relatives' partners.
  ['=^', M, 'father-in-law', { kind: 'in-law' }],
  ['=^', F, 'mother-in-law'],
  ['=^', U, 'parent-in-law'],
  ['=^^', F, 'grandmother-in-law'],
  ['=^v', M, 'brother-in-law'],
  ['^v=', M, 'brother-in-law'],
  ['^v=', F, 'sister-in-law'],
  ['^v~', U, 'sibling-in-law'],
  ['v=', M, 'son-in-law'],
  ['v=', F, 'daughter-in-law'],
  ['vv=', F, 'granddaughter-in-law'],
  ['=^v=', F, 'sister-in-law'],
  ['=^^v', F, 'aunt-in-law'],
  ['^^v=', M, 'uncle by marriage'],
  ['^^^v=', F, 'great-aunt by marriage'],
  ['^^vv=', F, 'first cousin-in-law'],
  ['=^^^vvvv', M, 'second cousin-in-law once removed'],
  ['x^v', F, 'former sister-in-law'],
  ['^v=', M, 'half brother-in-law', { half: true }],
  ['=^v', F, 'half sister-in-law', { half: true }],
  // Nothing to say.
  ['', U, 'self', { kind: 'self' }],
];

describe('the relationship in words', () => {
  it.each(TABLE)('%s to a relative (%s) is "%s"', (symbols, sex, expected, options) => {
    const found = describeRelationship(kin(symbols, sex, options));
    expect(found.term).toBe(expected);
    if (options?.kind) expect(found.kind).toBe(options.kind);
  });

  it('has at least 40 cases, half, step, in-law, removed and eighth cousins among them', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    for (const word of ['half ', 'step-', '-in-law', 'removed', 'eighth cousin']) expect(TABLE.some(([, , term]) => term.includes(word))).toBe(true);
  });

  it('half applies only where two lines meet, never to ancestors or descendants', () => {
    expect(describeRelationship(kin('^^', M, { half: true })).term).toBe('grandfather');
    expect(describeRelationship(kin('vv', F, { half: true })).term).toBe('granddaughter');
  });

  it('tells paths no single word names as a chain, with the sexes along the way', () => {
    // A child's other parent (down then up), a husband's wife, a step-sister's husband.
    const coParent = describeRelationship(kin('v^', F, { sexes: [M, F, F] }));
    expect(coParent).toEqual({ term: 'daughter’s mother', kind: 'chain', chain: 'daughter’s mother' });
    expect(describeRelationship(kin('==', F, { sexes: [F, M, F] })).term).toBe('husband’s wife');
    expect(describeRelationship(kin('^=v=', M, { sexes: [U, F, M, F, M] })).term).toBe('mother’s husband’s daughter’s husband');
    // A partner's cousin's partner.
    expect(describeRelationship(kin('=^^vv=', F, { sexes: [M, F, U, U, M, F] })).kind).toBe('chain');
  });

  it('keeps the chain beside the words so the reader sees how', () => {
    expect(describeRelationship(kin('^^vv', F, { sexes: [U, M, F, M, F] })).chain).toBe('father’s brother’s daughter');
  });
});

describe('phrases and order', () => {
  it('says "your" to the reader and the name to anyone else', () => {
    expect(relationshipPhrase('second cousin once removed', { you: true })).toBe('your second cousin once removed');
    expect(relationshipPhrase('great-grandfather', { name: 'Ann Lee' })).toBe('Ann Lee’s great-grandfather');
    expect(relationshipPhrase('self', { you: true })).toBe('you');
  });

  it('puts the closest first: fewer steps, then blood before marriage, then full before half', () => {
    const paths = [kin('^^vv', U), kin('^v=', M), kin('^v', M, { half: true }), kin('=^v', M), kin('^v', M)];
    const sorted = [...paths].sort(compareKinPaths).map((path) => describeRelationship(path).term);
    expect(sorted).toEqual(['brother', 'half brother', 'brother-in-law', 'brother-in-law', 'first cousin']);
  });

  it('reads the shape of a path', () => {
    expect(shapeOf(kin('=^^vv=', U).steps)).toEqual({ startPartner: 'married', up: 2, apexPartner: null, down: 2, endPartner: 'married' });
    expect(shapeOf(kin('^~v', U).steps)).toEqual({ startPartner: null, up: 1, apexPartner: 'other', down: 1, endPartner: null });
    expect(shapeOf(kin('v^', U).steps)).toBeUndefined();
  });

  it('counts in words and numbers', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinalNumber)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st']);
    expect([1, 2, 3, 13].map(removedWords)).toEqual(['once removed', 'twice removed', 'three times removed', '13 times removed']);
  });
});
