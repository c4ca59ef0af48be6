import { describe, expect, it } from 'vitest';
import { externalLoginId, usernameFor } from '../../../lambdas/domain/accounts/external-identity';

describe('external identities as login ids and names', () => {
  it('stores a provider person under <system>:<id>', () => {
    expect(externalLoginId({ system: 'google', subject: '1101' })).toBe('google:1101');
    expect(externalLoginId({ system: 'facebook', subject: '42' })).toBe('facebook:42');
  });

  it('names a new account after the provider name, else the e-mail, else the provider', () => {
    const base = { system: 'google' as const, subject: '1', email: null };
    expect(usernameFor({ ...base, name: '  Grace   Brewster Hopper ' }, 'g@example.com')).toBe('Grace Brewster Hopper');
    expect(usernameFor({ ...base, name: null }, 'grace.hopper@example.com')).toBe('grace.hopper');
    expect(usernameFor({ ...base, name: null }, null)).toBe('Google user');
    expect(usernameFor({ ...base, system: 'facebook', name: '' }, null)).toBe('Facebook user');
  });

  it('keeps a long name within the 60 characters a username may have, without splitting a character', () => {
    const name = `${'é'.repeat(57)}😀😀`;
    const username = usernameFor({ system: 'google', subject: '1', email: null, name }, null);
    expect(username).toBe(`${'é'.repeat(57)}😀`);
    expect(username.length).toBeLessThanOrEqual(60);
  });
});
