import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { LIMITS } from '../../lambdas/domain/accounts/rate-limits';
import { documentClient } from '../../lambdas/runtime/clients';
import { BrowserLikeClient, GOOD_PASSWORD, signUpVerified, uniqueEmail } from '../support/accounts-client';
import {
  newFacebookUserId,
  newGoogleSubject,
  newSigningKey,
  signJwt,
  startFacebookStandIn,
  startGoogleStandIn,
  useIdentityStandIns,
  type FacebookStandIn,
  type GoogleStandIn,
} from '../support/identity-stand-ins';
import { startTestStack, type TestStack } from '../support/local-stack';
import { inOneWindow } from '../support/rate-windows';

/**
 * POST /api/external_login against the real handlers, DynamoDB Local, and stand-ins for Google's
 * key set and Facebook's Graph API. The handlers run in this process and read their provider
 * settings from process.env on each request (lambdas/runtime/identity-deps.ts), so each test
 * points them at the stand-ins first.
 */
let stack: TestStack;
let google: GoogleStandIn;
let facebook: FacebookStandIn;
let restoreEnv: () => void = () => undefined;

beforeAll(async () => {
  [stack, google, facebook] = await Promise.all([startTestStack(), startGoogleStandIn(), startFacebookStandIn()]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), google?.stop(), facebook?.stop()]);
});
beforeEach(() => {
  restoreEnv = useIdentityStandIns(google, facebook);
});
afterEach(() => restoreEnv());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const googleLogin = (client: BrowserLikeClient, idToken: string) => client.post('/external_login', { system_type: 'google', id_token: idToken });
const facebookLogin = (client: BrowserLikeClient, systemId: string, accessToken: string) =>
  client.post('/external_login', { system_type: 'facebook', system_id: systemId, access_token: accessToken });

describe('Google sign-in', () => {
  it("does not link into an account whose owner typed someone else's e-mail into their profile", async () => {
    const mallory = await signUpVerified(stack);
    const victimEmail = uniqueEmail('victim');
    expect((await mallory.client.post(`/user/${mallory.user.user_id}`, { email: victimEmail, current_password: GOOD_PASSWORD })).status).toBe(200);

    const victim = new BrowserLikeClient(stack);
    const result = await googleLogin(victim, google.idToken({ email: victimEmail, email_verified: true, name: 'Victor Victim' }));
    expect(result.status).toBe(200);
    expect(result.body.new_user).toBe(true);
    expect(result.body.user.user_id).not.toBe(mallory.user.user_id);
  });

  it('creates a verified Free account on first sign-in, with the name and verified e-mail from Google, and signs in', async () => {
    const client = new BrowserLikeClient(stack);
    const email = uniqueEmail('grace');
    const result = await googleLogin(client, google.idToken({ email: email.toUpperCase(), email_verified: true, name: 'Grace Hopper' }));

    expect(result.status).toBe(200);
    expect(result.body.new_user).toBe(true);
    expect(result.body.user).toMatchObject({ username: 'Grace Hopper', email, customer_plan: 'Free', has_password: false });
    expect(result.setCookies[0]).toMatch(/^hl_session=[\w-]{20,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    const me = await client.get('/user');
    expect(me.status).toBe(200);
    expect(me.body.user.user_id).toBe(result.body.user.user_id);

    // The e-mail became a login id of the account: a code can be asked for it.
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: email })).body).toEqual({ verify_required: true, login_id: email });
  });

  it('signs the same Google account into the same Heirloom account every time', async () => {
    const sub = newGoogleSubject();
    const token = google.idToken({ sub, name: 'Alan Turing' });
    const first = await googleLogin(new BrowserLikeClient(stack), token);
    const again = await googleLogin(new BrowserLikeClient(stack), token);
    const later = await googleLogin(new BrowserLikeClient(stack), google.idToken({ sub, name: 'A. M. Turing' }));

    expect(first.body.new_user).toBe(true);
    expect(again).toMatchObject({ status: 200, body: { new_user: false, user: { user_id: first.body.user.user_id } } });
    expect(later).toMatchObject({ status: 200, body: { new_user: false, user: { user_id: first.body.user.user_id, username: 'Alan Turing' } } });
  });

  it('links to the existing account that holds the verified e-mail, which keeps its password', async () => {
    const { email, user } = await signUpVerified(stack);
    const client = new BrowserLikeClient(stack);
    const sub = newGoogleSubject();
    const linked = await googleLogin(client, google.idToken({ sub, email, email_verified: true, name: 'Someone Else' }));

    expect(linked).toMatchObject({ status: 200, body: { new_user: false, user: { user_id: user.user_id, email, has_password: true } } });
    expect((await client.get('/user')).body.user.user_id).toBe(user.user_id);
    // From now on the Google id alone finds the account, whatever e-mail Google reports.
    const bySub = await googleLogin(new BrowserLikeClient(stack), google.idToken({ sub }));
    expect(bySub.body.user.user_id).toBe(user.user_id);
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('does not link on an e-mail Google has not verified: a separate account without that e-mail is made', async () => {
    const { email, user } = await signUpVerified(stack);
    const result = await googleLogin(new BrowserLikeClient(stack), google.idToken({ email, email_verified: false, name: 'Mallory' }));
    expect(result.status).toBe(200);
    expect(result.body.new_user).toBe(true);
    expect(result.body.user.user_id).not.toBe(user.user_id);
    expect(result.body.user.email).toBeNull();
  });

  it('claims an account whose e-mail was never confirmed, dropping the password someone else may have set', async () => {
    const email = uniqueEmail('unconfirmed');
    const squatter = new BrowserLikeClient(stack);
    expect((await squatter.post('/signup', { email, password: GOOD_PASSWORD, phone_number: '+1 555 010 9999' })).status).toBe(200);

    const owner = new BrowserLikeClient(stack);
    const result = await googleLogin(owner, google.idToken({ email, email_verified: true, name: 'Rightful Owner' }));
    expect(result).toMatchObject({ status: 200, body: { new_user: false, user: { email, has_password: false, phone_number: null } } });
    const retry = await new BrowserLikeClient(stack).post('/login', { login_id: email, password: GOOD_PASSWORD });
    expect(retry).toMatchObject({ status: 401, body: { message: 'Invalid User or Password' } });
  });

  it.each([
    ['a forged signature (same key id, another key)', () => signJwt(validClaims(), { ...newSigningKey(google.keys[0]!.kid) }), 'We could not confirm your Google sign-in. Please try again.'],
    ['a key Google does not publish', () => signJwt(validClaims(), newSigningKey()), 'We could not confirm your Google sign-in. Please try again.'],
    ['an unsigned token (alg none)', () => unsigned(validClaims()), 'We could not confirm your Google sign-in. Please try again.'],
    ['an altered payload', () => tamper(google.idToken({ name: 'Eve' })), 'We could not confirm your Google sign-in. Please try again.'],
    ['an expired token', () => google.idToken({ iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }), 'Your Google sign-in has expired. Please try again.'],
    ['a token for another app', () => google.idToken({ aud: 'someone-else.apps.googleusercontent.com' }), 'This Google sign-in was meant for another app. Please try again from this page.'],
    ['a token from another issuer', () => google.idToken({ iss: 'https://accounts.example.com' }), 'This sign-in did not come from Google. Please try again.'],
    ['a token not valid yet', () => google.idToken({ iat: nowSeconds() + 600, exp: nowSeconds() + 4200 }), 'We could not confirm your Google sign-in. Please try again.'],
  ])('refuses %s with 401 and a plain message, and signs nobody in', async (_label, makeToken, message) => {
    const client = new BrowserLikeClient(stack);
    const result = await googleLogin(client, makeToken());
    expect(result).toMatchObject({ status: 401, body: { message } });
    expect(client.sessionCookie).toBeUndefined();
    expect((await client.get('/user')).status).toBe(401);
  });

  it('answers 400 "Google sign-in is not available" when no client id is configured', async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    const result = await googleLogin(new BrowserLikeClient(stack), google.idToken());
    expect(result).toMatchObject({ status: 400, body: { message: 'Google sign-in is not available' } });
  });

  it('refuses a malformed request with field messages', async () => {
    const result = await new BrowserLikeClient(stack).post('/external_login', { system_type: 'google' });
    expect(result.status).toBe(400);
    expect(result.body.fields.id_token).toBeDefined();
  });

  it('keeps the key set between requests instead of fetching it for every sign-in', async () => {
    await googleLogin(new BrowserLikeClient(stack), google.idToken());
    const before = google.jwksRequests;
    for (let i = 0; i < 3; i++) expect((await googleLogin(new BrowserLikeClient(stack), google.idToken())).status).toBe(200);
    expect(google.jwksRequests).toBe(before);
  });

  it('limits sign-in attempts from one address like the password log-in', async () => {
    const client = new BrowserLikeClient(stack);
    await inOneWindow(LIMITS.loginPerAddress.windowSeconds);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await googleLogin(client, 'not.a.token')).status);
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('Facebook sign-in', () => {
  it('creates an account from a valid token, then signs the same Facebook user into it again', async () => {
    const id = newFacebookUserId();
    const email = uniqueEmail('fb');
    const client = new BrowserLikeClient(stack);
    const first = await facebookLogin(client, id, facebook.issueToken({ id, name: 'Ada Byron', email }));
    expect(first).toMatchObject({ status: 200, body: { new_user: true, user: { username: 'Ada Byron', email, customer_plan: 'Free' } } });
    expect((await client.get('/user')).status).toBe(200);

    const again = await facebookLogin(new BrowserLikeClient(stack), id, facebook.issueToken({ id, name: 'Ada Byron' }));
    expect(again).toMatchObject({ status: 200, body: { new_user: false, user: { user_id: first.body.user.user_id } } });
  });

  it('links to an existing account by the e-mail Facebook confirms', async () => {
    const { email, user } = await signUpVerified(stack);
    const id = newFacebookUserId();
    const result = await facebookLogin(new BrowserLikeClient(stack), id, facebook.issueToken({ id, name: 'Linked', email }));
    expect(result).toMatchObject({ status: 200, body: { new_user: false, user: { user_id: user.user_id } } });
  });

  it('refuses an invalid or revoked token', async () => {
    const id = newFacebookUserId();
    const client = new BrowserLikeClient(stack);
    const unknown = await facebookLogin(client, id, 'EAAGnot-a-token-facebook-issued');
    const revoked = await facebookLogin(client, id, facebook.issueToken({ id, name: 'Revoked' }, { valid: false }));
    for (const result of [unknown, revoked]) expect(result).toMatchObject({ status: 401, body: { message: 'We could not confirm your Facebook sign-in. Please try again.' } });
    expect(client.sessionCookie).toBeUndefined();
  });

  it("refuses someone else's token sent with my user id", async () => {
    const mine = newFacebookUserId();
    const theirs = newFacebookUserId();
    const result = await facebookLogin(new BrowserLikeClient(stack), mine, facebook.issueToken({ id: theirs, name: 'Them' }));
    expect(result).toMatchObject({ status: 401, body: { message: 'This Facebook sign-in belongs to someone else. Please try again.' } });
  });

  it('refuses a token another app obtained', async () => {
    const id = newFacebookUserId();
    const result = await facebookLogin(new BrowserLikeClient(stack), id, facebook.issueToken({ id }, { appId: '999' }));
    expect(result).toMatchObject({ status: 401, body: { message: 'This Facebook sign-in was meant for another app. Please try again from this page.' } });
  });

  it('answers 400 "Facebook sign-in is not available" when the app is not configured', async () => {
    delete process.env.FACEBOOK_APP_SECRET;
    const id = newFacebookUserId();
    const result = await facebookLogin(new BrowserLikeClient(stack), id, facebook.issueToken({ id }));
    expect(result).toMatchObject({ status: 400, body: { message: 'Facebook sign-in is not available' } });
  });
});

describe('an account being deleted', () => {
  it('is not signed into through its Google id', async () => {
    const sub = newGoogleSubject();
    const first = await googleLogin(new BrowserLikeClient(stack), google.idToken({ sub }));
    expect(first.status).toBe(200);
    // As confirming the e-mailed deletion link leaves it, before the worker erases it.
    await new DynamoAccountStore(documentClient(), stack.stack.tableName).updateUser(first.body.user.user_id, { status: 'deleting' });

    const after = await googleLogin(new BrowserLikeClient(stack), google.idToken({ sub }));
    expect(after).toMatchObject({ status: 401, body: { message: 'The account for this sign-in is being deleted.' } });
  });
});

function validClaims() {
  const now = nowSeconds();
  return { iss: 'https://accounts.google.com', aud: google.clientId, sub: newGoogleSubject(), iat: now, exp: now + 3600 };
}

function unsigned(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT', kid: google.keys[0]!.kid })}.${part(claims)}.AAAA`;
}

/** Swaps the payload of a genuine token for another one, keeping Google's signature. */
function tamper(token: string) {
  const [header, , signature] = token.split('.');
  const claims = { ...validClaims(), name: 'Eve', email: 'victim@example.com', email_verified: true };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}
