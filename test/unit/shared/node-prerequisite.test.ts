import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The README's Node prerequisite must be true for every installed dependency, or `npm ci` warns
 * (EBADENGINE) and a package may fail on the oldest Node the README promises.
 */
const readme = readFileSync('README.md', 'utf8');
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };

type Version = [number, number, number];

/**
 * Whether a version meets an npm engines range, for the forms engines fields use (`*`, `||`,
 * comparators joined by spaces, `^`, partial and `x` versions). Kept here rather than adding the
 * semver package at the root, which would move the copy sharp ships with into another place.
 */
function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((set) => {
    const comparators = set.trim().replace(/([<>=^~]+)\s+/g, '$1').split(/\s+/).filter(Boolean);
    return comparators.every((comparator) => meets(version, comparator));
  });
}

function meets(version: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === 'x') return true;
  const [, operator = '', text = ''] = /^([<>=^~]*)v?(.*)$/.exec(comparator)!;
  const parts = text.split('.').filter((part) => part !== '' && part !== 'x' && part !== '*').map(Number);
  const bound: Version = [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
  const compare = compareVersions(version, bound);
  switch (operator) {
    case '>=':
      return compare >= 0;
    case '>':
      return compare > 0;
    case '<=':
      return compare <= 0;
    case '<':
      return compare < 0;
    case '^': {
      const major = bound[0] !== 0 || parts.length < 2 ? 0 : bound[1] !== 0 || parts.length < 3 ? 1 : 2;
      return compare >= 0 && version.slice(0, major + 1).every((n, i) => n === bound[i]);
    }
    case '~':
      return compare >= 0 && version[0] === bound[0] && (parts.length < 2 || version[1] === bound[1]);
    default:
      // '=' or a bare (possibly partial) version: every given part must match.
      return parts.every((n, i) => version[i] === n);
  }
}

function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

describe('the engines check itself', () => {
  it.each([
    ['>=20.19', true],
    ['^20.19.0 || ^22.13.0 || >=24', true],
    ['>=22.22.2', false],
    ['^18.18.0 || ^20.9.0 || >=21.1.0', true],
    ['>=6 <7 || >=8', true],
    ['^20.0.0 || ^22.0.0 || >=24.0.0', true],
    ['^21', false],
    ['20 || >=22', true],
    ['18 || >=22', false],
    ['>=0.6.x', true],
    ['>= 20.0.0', true],
    ['~20.18.0', false],
    ['*', true],
  ])('20.19.0 against %s is %s', (range, expected) => {
    expect(satisfies([20, 19, 0], range)).toBe(expected);
  });
});

describe('the Node prerequisite', () => {
  const minimum = /^Node (\d+)\.(\d+)\+ and npm/m.exec(readme);
  const oldest: Version = [Number(minimum?.[1]), Number(minimum?.[2]), 0];

  it('is stated in the README', () => {
    expect(minimum).not.toBeNull();
  });

  it("satisfies every package's engines in the lock file", () => {
    const unmet = Object.entries(lock.packages)
      .map(([path, entry]) => [path, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string')
      .filter(([, range]) => !satisfies(oldest, range))
      .map(([path, range]) => `${path} wants node ${range}`);
    expect(unmet).toEqual([]);
  });

  it('is the root package.json engines minimum', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines?: { node?: string } };
    expect(pkg.engines?.node).toBe(`>=${oldest[0]}.${oldest[1]}`);
  });
});
