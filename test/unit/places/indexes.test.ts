import { describe, expect, it } from 'vitest';
import { PrefixIndex } from '../../../lambdas/domain/places/prefix-index';
import { RangeArgMax } from '../../../lambdas/domain/places/range-argmax';

/** A small deterministic generator, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

describe('RangeArgMax', () => {
  it('agrees with a scan on random ranges, ties going to the first position', () => {
    const next = random(7);
    const values = Array.from({ length: 1000 }, () => Math.floor(next() * 50)); // many ties
    const tree = new RangeArgMax(values);
    for (let trial = 0; trial < 2000; trial++) {
      const from = Math.floor(next() * values.length);
      const to = from + Math.floor(next() * (values.length - from + 1));
      let expected = -1;
      for (let i = from; i < to; i++) if (expected < 0 || values[i]! > values[expected]!) expected = i;
      expect(tree.argMax(from, to)).toBe(expected);
    }
  });

  it('handles empty and one-element inputs', () => {
    expect(new RangeArgMax([]).argMax(0, 0)).toBe(-1);
    expect(new RangeArgMax([5]).argMax(0, 1)).toBe(0);
    expect(new RangeArgMax([5, 9]).argMax(1, 1)).toBe(-1);
  });
});

describe('PrefixIndex', () => {
  const next = random(11);
  const letters = 'abc ';
  const word = () => Array.from({ length: 1 + Math.floor(next() * 6) }, () => letters[Math.floor(next() * letters.length)]).join('').trim() || 'a';
  const keys = Array.from({ length: 3000 }, word);
  const ranks = keys.map(() => Math.floor(next() * 100));

  const bruteForce = (prefix: string) =>
    keys
      .map((key, place) => ({ key, place }))
      .filter(({ key }) => key.startsWith(prefix) || (prefix.endsWith(' ') && key === prefix.trimEnd()))
      .sort((a, b) => ranks[b.place]! - ranks[a.place]! || (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place))
      .map(({ place }) => place);

  it.each([
    ['sorted', true],
    ['unsorted (a stale file)', false],
  ])('yields exactly the prefix matches, best rank first, from %s keys', (_label, sorted) => {
    // A stable order for equal keys either way: sort by key, then by original index.
    const order = keys.map((_, place) => place);
    if (sorted) order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
    const index = new PrefixIndex(order.map((place) => keys[place]!), order.map((place) => ranks[place]!));
    for (const prefix of ['a', 'ab', 'abc', 'c a', 'b ', 'cc', 'zz', 'a b c']) {
      const expected = bruteForce(prefix);
      const actual = [...index.byRank(prefix)].map((position) => order[position]!);
      expect(actual.map((place) => ranks[place])).toEqual(expected.map((place) => ranks[place]));
      expect(new Set(actual)).toEqual(new Set(expected));
    }
  });

  it('yields nothing for an empty or blank prefix', () => {
    const index = new PrefixIndex(['a', 'b'], [1, 2]);
    expect([...index.byRank('')]).toEqual([]);
    expect([...index.byRank(' ')]).toEqual([]);
  });
});
