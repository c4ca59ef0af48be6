import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshForSeconds, RemoteJwks } from '../../../lambdas/adapters/identity/remote-jwks';
import { newSigningKey, startGoogleStandIn, type GoogleStandIn } from '../../support/identity-stand-ins';

let google: GoogleStandIn;
beforeAll(async () => {
  google = await startGoogleStandIn();
});
afterAll(() => google?.stop());

const FIRST = newSigningKey('first');
let clock: number;
const now = () => clock;
const keySet = (options: Partial<ConstructorParameters<typeof RemoteJwks>[0]> = {}) => new RemoteJwks({ url: google.jwksUrl, now, ...options });

beforeEach(() => {
  clock = 1_800_000_000_000;
  google.keys = [FIRST];
  google.cacheControl = 'public, max-age=600';
});

describe('the key set cache (one per container)', () => {
  it('fetches once and reuses the keys until max-age runs out', async () => {
    const keys = keySet();
    const before = google.jwksRequests;
    expect(await keys.key('first')).not.toBeNull();
    clock += 599_000;
    expect(await keys.key('first')).not.toBeNull();
    expect(google.jwksRequests - before).toBe(1);
    clock += 2_000;
    expect(await keys.key('first')).not.toBeNull();
    expect(google.jwksRequests - before).toBe(2);
  });

  it('fetches again once when a token names a key it does not have (the provider rotated)', async () => {
    const keys = keySet();
    await keys.key('first');
    google.keys = [newSigningKey('second'), google.keys[0]!];
    clock += 60_000;
    const before = google.jwksRequests;
    expect(await keys.key('second')).not.toBeNull();
    expect(google.jwksRequests - before).toBe(1);
  });

  it('does not let made-up key ids fetch the set on every request', async () => {
    const keys = keySet({ minRefetchIntervalMs: 30_000 });
    await keys.key('first');
    const before = google.jwksRequests;
    for (let i = 0; i < 5; i++) expect(await keys.key(`forged-${i}`)).toBeNull();
    expect(google.jwksRequests - before).toBe(0);
    clock += 30_000;
    expect(await keys.key('forged-again')).toBeNull();
    expect(google.jwksRequests - before).toBe(1);
  });

  it('shares one fetch between requests arriving together', async () => {
    const keys = keySet();
    const before = google.jwksRequests;
    const found = await Promise.all(Array.from({ length: 5 }, () => keys.key('first')));
    expect(found.every(Boolean)).toBe(true);
    expect(google.jwksRequests - before).toBe(1);
  });

  it('keeps using the keys it has when a refresh fails, and fails when it has none', async () => {
    const broken = new RemoteJwks({ url: `${google.url}/missing`, now });
    await expect(broken.key('first')).rejects.toThrow(/HTTP 404/);

    const flaky = keySet({ fetch: failingAfterFirst() });
    expect(await flaky.key('first')).not.toBeNull();
    clock += 601_000;
    expect(await flaky.key('first')).not.toBeNull();
  });

  it('skips keys that are not RS256 signature keys', async () => {
    const keys = new RemoteJwks({
      url: 'https://keys.test/certs',
      now,
      fetch: async () =>
        new Response(
          JSON.stringify({
            keys: [
              { ...newSigningKey().publicKey.export({ format: 'jwk' }), kid: 'enc', use: 'enc' },
              { ...newSigningKey().publicKey.export({ format: 'jwk' }), kid: 'hs', alg: 'HS256' },
              { kty: 'RSA', kid: 'broken', e: 'AQAB' },
              { ...newSigningKey().publicKey.export({ format: 'jwk' }), kid: 'good', alg: 'RS256', use: 'sig' },
            ],
          }),
          { status: 200 },
        ),
    });
    expect(await keys.key('good')).not.toBeNull();
    expect(await keys.key('enc')).toBeNull();
    expect(await keys.key('hs')).toBeNull();
    expect(await keys.key('broken')).toBeNull();
  });
});

describe('freshForSeconds', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it.each([
    [{ 'cache-control': 'public, max-age=19204, must-revalidate, no-transform' }, 19204],
    [{ 'cache-control': 'public, max-age=600', age: '100' }, 500],
    [{ 'cache-control': 'max-age=60', age: '600' }, 0],
    [{ 'cache-control': 'no-store' }, 0],
    [{ 'cache-control': 'no-cache, max-age=600' }, 0],
    [{}, 300],
  ])('%j is fresh for %i s', (values, seconds) => {
    expect(freshForSeconds(headers(values), 300)).toBe(seconds);
  });
});

function failingAfterFirst(): typeof fetch {
  let calls = 0;
  return async (input, init) => {
    if (calls++ > 0) throw new TypeError('fetch failed');
    return fetch(google.jwksUrl, init);
  };
}
