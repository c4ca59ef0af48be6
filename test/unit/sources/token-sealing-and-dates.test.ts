import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AesTokenSealer } from '../../../lambdas/adapters/local/aes-token-sealer';
import { fuzzyDay } from '../../../lambdas/domain/sources/import-external-item';

describe('the local token sealer (the KMS stand-in)', () => {
  const sealer = new AesTokenSealer(randomBytes(32).toString('hex'));

  it('never stores the token in the clear, and opens what it sealed', async () => {
    const token = 'sl.standin.1790000000000.abcdef.0123456789abcdef0123456789abcdef';
    const sealed = await sealer.seal(token);
    expect(sealed).not.toContain('standin');
    expect(await sealer.seal(token)).not.toBe(sealed); // a fresh IV each time
    expect(await sealer.open(sealed)).toBe(token);
  });

  it('refuses a sealed token that was changed, or sealed under another key', async () => {
    const sealed = Buffer.from(await sealer.seal('secret-token'), 'base64');
    sealed[sealed.length - 1]! ^= 1;
    await expect(sealer.open(sealed.toString('base64'))).rejects.toThrow();
    const other = new AesTokenSealer(randomBytes(32).toString('hex'));
    await expect(other.open(await sealer.seal('secret-token'))).rejects.toThrow();
    expect(() => new AesTokenSealer('abcd')).toThrow(/32 bytes/);
  });
});

describe("a provider's file time as the library's date", () => {
  it('reads the day of an ISO time as fuzzy-date text', () => {
    expect(fuzzyDay('2019-07-02T10:01:00Z')).toBe('2 Jul 2019');
    expect(fuzzyDay('2021-12-31T23:59:59Z')).toBe('31 Dec 2021');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(fuzzyDay(null)).toBeNull();
    expect(fuzzyDay('yesterday')).toBeNull();
  });
});
