import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphFacebookTokenChecker } from '../../../lambdas/adapters/identity/graph-facebook-token-checker';
import { ExternalIdentityRejectedError } from '../../../lambdas/domain/accounts/external-errors';
import { newFacebookUserId, startFacebookStandIn, type FacebookStandIn } from '../../support/identity-stand-ins';

let facebook: FacebookStandIn;
let checker: GraphFacebookTokenChecker;
beforeAll(async () => {
  facebook = await startFacebookStandIn();
  checker = new GraphFacebookTokenChecker({ appId: facebook.appId, appSecret: async () => facebook.appSecret, baseUrl: `${facebook.url}/` });
});
afterAll(() => facebook?.stop());

const reasonFor = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ExternalIdentityRejectedError ? error.reason : `thrown: ${(error as Error).message}`),
  );

describe('Facebook access token check (Graph API)', () => {
  it('confirms the token with debug_token, then reads the profile with appsecret_proof', async () => {
    const id = newFacebookUserId();
    const identity = await checker.check(id, facebook.issueToken({ id, name: 'Ada Byron', email: 'ada@example.com' }));
    expect(identity).toEqual({ system: 'facebook', subject: id, email: 'ada@example.com', name: 'Ada Byron' });
    const [debug, me] = facebook.requests.slice(-2);
    expect(debug!.pathname).toBe('/debug_token');
    expect(debug!.searchParams.get('access_token')).toBe(`${facebook.appId}|${facebook.appSecret}`);
    expect(me!.pathname).toBe('/me');
    expect(me!.searchParams.get('fields')).toBe('id,name,email');
    expect(me!.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives no e-mail when Facebook has none for the person', async () => {
    const id = newFacebookUserId();
    expect((await checker.check(id, facebook.issueToken({ id, name: 'No Mail' }))).email).toBeNull();
  });

  it('refuses dead tokens, tokens of other apps and tokens of other people, and asks /me nothing then', async () => {
    const id = newFacebookUserId();
    const before = facebook.requests.length;
    expect(await reasonFor(checker.check(id, 'EAAGnever-issued-token'))).toBe('invalid-token');
    expect(await reasonFor(checker.check(id, facebook.issueToken({ id }, { valid: false })))).toBe('invalid-token');
    expect(await reasonFor(checker.check(id, facebook.issueToken({ id }, { appId: '1' })))).toBe('wrong-app');
    expect(await reasonFor(checker.check(id, facebook.issueToken({ id: newFacebookUserId() })))).toBe('wrong-user');
    expect(facebook.requests.slice(before).map((url) => url.pathname)).toEqual(Array(4).fill('/debug_token'));
  });

  it('refuses every token when our app secret is wrong (Graph answers debug_token with an error)', async () => {
    const misconfigured = new GraphFacebookTokenChecker({ appId: facebook.appId, appSecret: async () => 'wrong', baseUrl: facebook.url });
    const id = newFacebookUserId();
    expect(await reasonFor(misconfigured.check(id, facebook.issueToken({ id })))).toBe('invalid-token');
  });

  it('throws (a 500, not a 401) when Facebook cannot be reached', async () => {
    const offline = new GraphFacebookTokenChecker({ appId: '1', appSecret: async () => 's', baseUrl: 'http://127.0.0.1:9', fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    const reason = await reasonFor(offline.check('1', 'EAAGsome-token-value'));
    expect(reason).toMatch(/^thrown: Could not reach http:\/\/127\.0\.0\.1:9\/debug_token: fetch failed$/);
  });
});
