import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README's Node prerequisite must be true for every installed dependency, or `npm ci` warns
 * (EBADENGINE) and a package may fail on the oldest Node the README promises.
 */
const readme = readFileSync('README.md', 'utf8');
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };

describe('the Node prerequisite', () => {
  const minimum = /^Node (\d+\.\d+)\+ and npm/m.exec(readme)?.[1];

  it('is stated in the README', () => {
    expect(minimum).toMatch(/^\d+\.\d+$/);
  });

  it("satisfies every package's engines in the lock file", () => {
    const oldest = `${minimum}.0`;
    const unmet = Object.entries(lock.packages)
      .map(([path, entry]) => [path, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string')
      .filter(([, range]) => !semver.satisfies(oldest, range))
      .map(([path, range]) => `${path} wants node ${range}`);
    expect(unmet).toEqual([]);
  });

  it('matches the root package.json engines field', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines?: { node?: string } };
    expect(semver.minVersion(pkg.engines!.node!)?.version).toBe(`${minimum}.0`);
  });
});
