import { describe, expect, it } from 'vitest';
import { newerVersionWaits } from '../../../web/src/lib/person-versions';

describe('a newer version of a person, on their page and card', () => {
  it('waits for everyone but the one who made it, while it is the current version', () => {
    const merged = { newer_version: '3', person_version: 3, author: 'anna' };
    expect(newerVersionWaits(merged, 'anna')).toBe(false);
    expect(newerVersionWaits(merged, 'bea')).toBe(true);
    // Before the family is known, it shows.
    expect(newerVersionWaits(merged, null)).toBe(true);
  });

  it('waits for its author too when it is a suggestion under review (not the current version)', () => {
    expect(newerVersionWaits({ newer_version: '4', person_version: 3, author: 'anna' }, 'anna')).toBe(true);
    expect(newerVersionWaits({ newer_version: null, person_version: 3, author: 'anna' }, 'bea')).toBe(false);
  });
});
