import { describe, expect, it } from 'vitest';
import { BYTE_UNITS, formatBytes } from '@heirloom/shared/rules/format-bytes';

describe('formatBytes', () => {
  it('counts in 1024s from B up to YB', () => {
    expect(BYTE_UNITS).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    BYTE_UNITS.forEach((unit, power) => {
      expect(formatBytes(1024 ** power)).toBe(`1 ${unit}`);
    });
  });

  it('shows zero and sizes under a kilobyte in bytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('rounds to two decimals and drops trailing zeros', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 + 10)).toBe('1.01 KB');
    expect(formatBytes(123_456_789)).toBe('117.74 MB');
    expect(formatBytes(100 * 1024 ** 3)).toBe('100 GB');
  });

  it('takes another number of decimals when asked', () => {
    expect(formatBytes(123_456_789, 0)).toBe('118 MB');
    expect(formatBytes(123_456_789, 3)).toBe('117.738 MB');
  });

  it('moves up a unit when rounding reaches 1024', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('stays in YB past the last unit', () => {
    expect(formatBytes(1024 ** 9)).toBe('1024 YB');
  });

  it('keeps the sign of a negative size (space over the limit)', () => {
    expect(formatBytes(-1536)).toBe('-1.5 KB');
  });

  it('shows nothing for a size that is not a number', () => {
    expect(formatBytes(Number.NaN)).toBe('');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('');
  });
});
