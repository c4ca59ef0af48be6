import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../lambdas/runtime/http/json-depth';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it(`lets ${MAX_JSON_DEPTH} levels through and refuses one more`, () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(`{"a":${'{"b":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}}`)).toBe(true);
  });

  it('counts levels, not brackets: siblings side by side are one level each', () => {
    expect(nestsDeeperThan(`[${Array.from({ length: 1000 }, () => '{"x":[1]}').join(',')}]`)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ note: '['.repeat(100), quoted: `say "${'{'.repeat(100)}"` }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', '['.repeat(100)]))).toBe(false);
  });

  it('answers for a 2,000-deep body without recursion', () => {
    expect(nestsDeeperThan(nested(2000))).toBe(true);
    expect(nestsDeeperThan(nested(200_000))).toBe(true);
  });
});
