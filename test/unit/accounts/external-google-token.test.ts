import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ExternalIdentityRejectedError } from '../../../lambdas/domain/accounts/external-errors';
import { CLOCK_SKEW_SECONDS, GoogleIdTokenVerifier } from '../../../lambdas/adapters/identity/google-id-token-verifier';
import type { SigningKeySource } from '../../../lambdas/adapters/identity/remote-jwks';
import { newSigningKey, signJwt } from '../../support/identity-stand-ins';

const CLIENT_ID = 'web-client.apps.googleusercontent.com';
const NOW = 1_800_000_000;
const googleKey = newSigningKey('google-1');
const keys: SigningKeySource = { key: async (kid) => (kid === googleKey.kid ? googleKey.publicKey : null) };
const verifier = new GoogleIdTokenVerifier({ clientId: CLIENT_ID, keys, now: () => NOW * 1000 });

const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  sub: '110169484474386276334',
  iat: NOW - 10,
  exp: NOW + 3590,
  ...overrides,
});

async function rejection(token: string): Promise<string> {
  const error = await verifier.verify(token).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExternalIdentityRejectedError);
  return (error as ExternalIdentityRejectedError).reason;
}

describe('Google ID token verification', () => {
  it('accepts a genuine token and passes the e-mail on only when Google verified it', async () => {
    const verified = await verifier.verify(signJwt(claims({ email: 'ada@gmail.com', email_verified: true, name: ' Ada Lovelace ' }), googleKey));
    expect(verified).toEqual({ system: 'google', subject: '110169484474386276334', email: 'ada@gmail.com', name: 'Ada Lovelace' });
    expect((await verifier.verify(signJwt(claims({ email: 'ada@gmail.com', email_verified: 'true' }), googleKey))).email).toBe('ada@gmail.com');
    expect((await verifier.verify(signJwt(claims({ email: 'ada@example.com', email_verified: false }), googleKey))).email).toBeNull();
    expect((await verifier.verify(signJwt(claims({ email: 'ada@example.com' }), googleKey))).email).toBeNull();
  });

  it('accepts both spellings of the issuer and an audience list that names us', async () => {
    await expect(verifier.verify(signJwt(claims({ iss: 'accounts.google.com' }), googleKey))).resolves.toMatchObject({ system: 'google' });
    await expect(verifier.verify(signJwt(claims({ aud: ['other', CLIENT_ID] }), googleKey))).resolves.toMatchObject({ system: 'google' });
  });

  it.each([
    ['another issuer', claims({ iss: 'https://accounts.google.com.evil.example' }), 'wrong-issuer'],
    ['another audience', claims({ aud: 'other.apps.googleusercontent.com' }), 'wrong-audience'],
    ['no subject', claims({ sub: '' }), 'malformed'],
    ['an absurd lifetime', claims({ exp: NOW + 10 * 24 * 3600 }), 'malformed'],
  ])('refuses %s', async (_label, body, reason) => {
    expect(await rejection(signJwt(body, googleKey))).toBe(reason);
  });

  it('allows the clock skew around exp, iat and nbf, and no more', async () => {
    const at = (offset: Record<string, number>) => signJwt(claims(offset), googleKey);
    await expect(verifier.verify(at({ iat: NOW - 3600, exp: NOW - CLOCK_SKEW_SECONDS + 1 }))).resolves.toBeTruthy();
    expect(await rejection(at({ iat: NOW - 3600, exp: NOW - CLOCK_SKEW_SECONDS }))).toBe('expired');
    await expect(verifier.verify(at({ iat: NOW + CLOCK_SKEW_SECONDS, exp: NOW + 3600 }))).resolves.toBeTruthy();
    expect(await rejection(at({ iat: NOW + CLOCK_SKEW_SECONDS + 1, exp: NOW + 3600 }))).toBe('not-yet-valid');
    expect(await rejection(at({ nbf: NOW + CLOCK_SKEW_SECONDS + 1 }))).toBe('not-yet-valid');
  });

  it('trusts nothing in a token before its signature is checked', async () => {
    const genuine = signJwt(claims({ email: 'me@gmail.com', email_verified: true }), googleKey);
    const [header, , signature] = genuine.split('.');
    const swapped = `${header}.${Buffer.from(JSON.stringify(claims({ sub: 'victim' }))).toString('base64url')}.${signature}`;
    expect(await rejection(swapped)).toBe('bad-signature');
    expect(await rejection(signJwt(claims(), newSigningKey(googleKey.kid)))).toBe('bad-signature');
    expect(await rejection(signJwt(claims(), newSigningKey('not-google')))).toBe('unknown-key');
  });

  it('refuses algorithm tricks: none, and HS256 keyed with the public key', async () => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${part({ alg: 'none', kid: googleKey.kid })}.${part(claims())}.x`;
    expect(await rejection(none)).toBe('unsupported-algorithm');
    const signingInput = `${part({ alg: 'HS256', kid: googleKey.kid })}.${part(claims())}`;
    const publicPem = googleKey.publicKey.export({ format: 'pem', type: 'spki' });
    const hs256 = `${signingInput}.${createHmac('sha256', publicPem).update(signingInput).digest('base64url')}`;
    expect(await rejection(hs256)).toBe('unsupported-algorithm');
  });

  it.each([['not-a-jwt'], ['a.b'], ['a.b.c.d'], ['!!.??.**'], [`${Buffer.from('{').toString('base64url')}.e30.AA`]])('refuses the malformed token %s', async (token) => {
    expect(await rejection(token)).toBe('malformed');
  });
});
