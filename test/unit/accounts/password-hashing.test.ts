import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../lambdas/domain/accounts/password-hashing';
import { passwordHashCost } from '../../../lambdas/runtime/password-hash-cost';

describe('password hashes', () => {
  it('are scrypt with 32 MiB of work at full strength, their parameters stored with them', async () => {
    const stored = await hashPassword('Heirloom2026', 'strong');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Heirloom2026', stored)).toBe(true);
    expect(await verifyPassword('heirloom2026', stored)).toBe(false);
  });

  it('made cheaply for tests still verify by what they store, and only their own password', async () => {
    const stored = await hashPassword('Heirloom2026', 'fast');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('Heirloom2026', stored)).toBe(true);
    expect(await verifyPassword('Heirloom2027', stored)).toBe(false);
  });
});

describe('the deployment\'s hash cost', () => {
  it('is strong unless the local stage asks for the test layers\' cheaper one', () => {
    expect(passwordHashCost({ STAGE: 'prod' })).toBe('strong');
    expect(passwordHashCost({ STAGE: 'local' })).toBe('strong');
    expect(passwordHashCost({ STAGE: 'dev', PASSWORD_HASH_COST: 'strong' })).toBe('strong');
    expect(passwordHashCost({ STAGE: 'local', PASSWORD_HASH_COST: 'fast' })).toBe('fast');
  });

  it('refuses the cheap hash on a deployed stage, and a cost it does not know', () => {
    expect(() => passwordHashCost({ STAGE: 'prod', PASSWORD_HASH_COST: 'fast' })).toThrow('only the local stage may use "fast"');
    expect(() => passwordHashCost({ STAGE: 'local', PASSWORD_HASH_COST: 'cheap' })).toThrow('PASSWORD_HASH_COST is "cheap"');
  });
});
