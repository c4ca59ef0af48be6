import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoCodeStore } from '../../lambdas/adapters/aws/dynamo-code-store';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { hashSecret } from '../../lambdas/domain/accounts/secrets';
import { codeSubject } from '../../lambdas/domain/accounts/sign-in-challenge';
import { LIMITS } from '../../lambdas/domain/accounts/rate-limits';
import { documentClient } from '../../lambdas/runtime/clients';
import { BrowserLikeClient, GOOD_PASSWORD, latestCode, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { inOneWindow } from '../support/rate-windows';

const WRONG_CODE = 'That code is not right or has expired. Please check it, or ask for a new one.';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('sign-up validation: every message the spec gives', () => {
  it.each([
    ['Sh0rt', 'Password must be at least 8 characters long'],
    ['NoDigitsHere', 'Password must contain at least 1 digit'],
    ['NOLOWER123', 'Password must contain at least 1 lowercase letter'],
    ['noupper123', 'Password must contain at least 1 uppercase letter'],
  ])('password %s is refused with "%s"', async (password, message) => {
    const { status, body } = await new BrowserLikeClient(stack).post('/signup', { email: uniqueEmail(), password });
    expect(status).toBe(400);
    expect(body.fields.password).toContain(message);
  });

  it('refuses an invalid e-mail with "E-mail must be valid"', async () => {
    const { status, body } = await new BrowserLikeClient(stack).post('/signup', { email: 'not-an-email', password: GOOD_PASSWORD });
    expect(status).toBe(400);
    expect(body.fields.email).toEqual(['E-mail must be valid']);
  });

  it('answers a sign-up for a verified e-mail like any other, creates nothing and tells the owner', async () => {
    const { email } = await signUpVerified(stack);
    const again = await new BrowserLikeClient(stack).post('/signup', { email, password: 'Other9Password' });
    expect(again).toMatchObject({ status: 200, body: { verify_required: true, login_id: email } });
    expect(outbox(stack).filter((m) => m.to === email).at(-1)!.subject).toBe('Someone tried to create a Heirloom account with your e-mail');
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: email, password: 'Other9Password' })).status).toBe(401);
  });
});

describe('sign-up, verify and sessions', () => {
  it('signs up, sends a code, and signs in with it; the session cookie is HttpOnly', async () => {
    const client = new BrowserLikeClient(stack);
    const email = uniqueEmail('ada');
    const signup = await client.post('/signup', { email, password: GOOD_PASSWORD });
    expect(signup.body).toEqual({ verify_required: true, login_id: email });
    expect(client.sessionCookie).toBeUndefined();
    expect((await client.get('/user')).status).toBe(401);

    const message = outbox(stack).filter((m) => m.to === email).at(-1)!;
    expect(message.channel).toBe('email');
    expect(message.body).toMatch(/code to confirm your account is \d{6}/);

    const verify = await client.post('/verify', { login_id: email, code: latestCode(stack, email) });
    expect(verify.status).toBe(200);
    expect(verify.body.status).toBe('OK');
    expect(verify.setCookies[0]).toMatch(/^hl_session=[\w-]{20,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);
    const me = await client.get('/user');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, customer_plan: 'Free', trial_expired: false, has_password: true });
    expect(JSON.stringify(me.body)).not.toContain('scrypt');
  });

  it('logs in with the password; a wrong password or unknown user gets "Invalid User or Password"', async () => {
    const { email } = await signUpVerified(stack);
    const client = new BrowserLikeClient(stack);
    const wrong = await client.post('/login', { login_id: email, password: 'Wrong1Password' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid User or Password' } });
    const unknown = await client.post('/login', { login_id: uniqueEmail('nobody'), password: GOOD_PASSWORD });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid User or Password' } });
    const right = await client.post('/login', { login_id: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.verify_required).toBe(false);
    expect((await client.get('/user')).body.user.email).toBe(email);
  });

  it('logs in with a one-time code when no password is given', async () => {
    const { email } = await signUpVerified(stack);
    const client = new BrowserLikeClient(stack);
    const login = await client.post('/login', { login_id: email });
    expect(login.body).toEqual({ verify_required: true, login_id: email });
    expect(outbox(stack).at(-1)!.body).toContain('code to log in');
    const verify = await client.post('/verify', { login_id: email, code: latestCode(stack, email) });
    expect(verify.status).toBe(200);
    expect((await client.get('/user')).status).toBe(200);
  });

  it('asks an unverified account for a code even with the right password', async () => {
    const email = uniqueEmail();
    const client = new BrowserLikeClient(stack);
    await client.post('/signup', { email, password: GOOD_PASSWORD });
    const login = await client.post('/login', { login_id: email, password: GOOD_PASSWORD });
    expect(login.body.verify_required).toBe(true);
    expect(client.sessionCookie).toBeUndefined();
  });

  it('refuses a reused code, a wrong code and an expired code', async () => {
    const email = uniqueEmail();
    const client = new BrowserLikeClient(stack);
    await client.post('/signup', { email, password: GOOD_PASSWORD });
    const code = latestCode(stack, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await client.post('/verify', { login_id: email, code: wrongCode })).toMatchObject({ status: 400, body: { message: WRONG_CODE } });
    expect((await client.post('/verify', { login_id: email, code })).status).toBe(200);
    expect(await new BrowserLikeClient(stack).post('/verify', { login_id: email, code })).toMatchObject({ status: 400, body: { message: WRONG_CODE } });

    const userId = (await client.get('/user')).body.user.user_id;
    const codes = new DynamoCodeStore(documentClient(), stack.stack.tableName);
    const browser = new BrowserLikeClient(stack);
    await browser.post('/login', { login_id: email });
    const subject = codeSubject(email, browser.cookie('hl_challenge')!);
    await codes.put({ subject, purpose: 'login', codeHash: hashSecret('424242'), userId, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await browser.post('/verify', { login_id: email, code: '424242' })).status).toBe(400);
    await codes.put({ subject, purpose: 'login', codeHash: hashSecret('424242'), userId, expiresAt: Math.floor(Date.now() / 1000) + 60 });
    expect((await browser.post('/verify', { login_id: email, code: '424242' })).status).toBe(200);
  });

  it('kills a code after five wrong guesses', async () => {
    const { email } = await signUpVerified(stack);
    const client = new BrowserLikeClient(stack);
    await client.post('/login', { login_id: email });
    const code = latestCode(stack, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await client.post('/verify', { login_id: email, code: wrongCode })).status).toBe(400);
    expect((await client.post('/verify', { login_id: email, code })).body.message).toBe(WRONG_CODE);
  });

  it('refreshes the session through /token and revokes it at logout', async () => {
    const { client } = await signUpVerified(stack);
    const refreshed = await client.post('/token');
    expect(refreshed.status).toBe(200);
    expect(refreshed.setCookies[0]).toMatch(/^hl_session=/);
    const cookie = client.sessionCookie!;
    expect((await client.post('/logout')).setCookies[0]).toMatch(/^hl_session=; .*Max-Age=0/);
    const replay = await stack.fetch('/api/user', { headers: { cookie } });
    expect(replay.status).toBe(401);
    expect((await stack.fetch('/api/token', { method: 'POST', headers: { cookie, 'x-requested-with': 'heirloom' } })).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('sends a reset code, answers CHANGE_PASSWORD, and the new password signs out other sessions', async () => {
    const { email, client: otherDevice } = await signUpVerified(stack);
    const client = new BrowserLikeClient(stack);
    expect((await client.post('/forgot_password', { login_id: email })).body).toEqual({ status: 'Success' });
    expect(outbox(stack).at(-1)!.body).toContain('code to choose a new password');
    const verify = await client.post('/verify', { login_id: email, code: latestCode(stack, email) });
    expect(verify.body.status).toBe('CHANGE_PASSWORD');
    expect((await client.post('/update_password', { password: 'weak' })).status).toBe(400);
    expect((await client.post('/update_password', { password: 'Brand9NewPass' })).status).toBe(200);
    expect((await otherDevice.get('/user')).status).toBe(401);
    expect((await client.get('/user')).status).toBe(200);
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: email, password: 'Brand9NewPass' })).status).toBe(200);
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: email, password: GOOD_PASSWORD })).status).toBe(401);
  });

  it('answers the same for an unknown login id and sends nothing', async () => {
    const before = outbox(stack).length;
    const email = uniqueEmail('ghost');
    expect((await new BrowserLikeClient(stack).post('/forgot_password', { login_id: email })).body).toEqual({ status: 'Success' });
    expect(outbox(stack).length).toBe(before);
  });
});

describe('rate limits', () => {
  // Per-address login limits and the step-up for one login id: account-security.test.ts.
  it('limits codes sent from one address', async () => {
    const client = new BrowserLikeClient(stack);
    await inOneWindow(LIMITS.codesPerAddress.windowSeconds);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.post('/forgot_password', { login_id: uniqueEmail('spray') })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('CSRF and other people', () => {
  it('refuses state-changing requests without the CSRF header or from another origin', async () => {
    const { client } = await signUpVerified(stack);
    const noHeader = await stack.fetch('/api/user/free_trial', { method: 'POST', headers: { cookie: client.sessionCookie! } });
    expect(noHeader.status).toBe(403);
    const foreign = await client.post('/user/free_trial', undefined, { origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { message: 'This request came from another site and was refused' } });
    expect((await client.get('/user')).body.user.customer_plan).toBe('Free');
  });

  it("cannot read or change another user's profile", async () => {
    const alice = await signUpVerified(stack);
    const bob = await signUpVerified(stack);
    const attempt = await bob.client.post(`/user/${alice.user.user_id}`, { username: 'hacked' });
    expect(attempt).toMatchObject({ status: 403, body: { message: 'You can only change your own account' } });
    expect((await alice.client.get('/user')).body.user.username).not.toBe('hacked');
    expect((await bob.client.get('/user')).body.user.user_id).toBe(bob.user.user_id);
  });

  it('moves the login id once the code sent to the new e-mail is entered, and refuses one another account holds', async () => {
    const alice = await signUpVerified(stack);
    const bob = await signUpVerified(stack);
    await bob.client.post(`/user/${bob.user.user_id}`, { email: alice.email, current_password: GOOD_PASSWORD });
    const claim = await bob.client.post('/user/confirm_contact', { login_id: alice.email, code: latestCode(stack, alice.email) });
    expect(claim).toMatchObject({ status: 409, body: { message: 'Another Heirloom account already logs in with this e-mail' } });
    const newEmail = uniqueEmail('bob-new');
    const pending = await bob.client.post(`/user/${bob.user.user_id}`, { email: newEmail, username: 'Bob', current_password: GOOD_PASSWORD });
    expect(pending.body.user).toMatchObject({ email: bob.email, pending_email: newEmail, username: 'Bob' });
    const confirmed = await bob.client.post('/user/confirm_contact', { login_id: newEmail, code: latestCode(stack, newEmail) });
    expect(confirmed.body.user).toMatchObject({ email: newEmail, pending_email: null });
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: newEmail, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: bob.email, password: GOOD_PASSWORD })).status).toBe(401);
  });
});

describe('plans and trial', () => {
  it('starts the 15-day trial once', async () => {
    const { client } = await signUpVerified(stack);
    const trial = await client.post('/user/free_trial');
    expect(trial.body).toMatchObject({ status: 'Success', user: { customer_plan: 'Trial', trial_expired: false, trial_expires_in: 15 } });
    expect(trial.body.user.plan.included_storage).toBe(100 * 1024 ** 3);
    const again = await client.post('/user/free_trial');
    expect(again).toMatchObject({ status: 409, body: { message: 'Your free trial has already been used' } });
  });

  it('the scheduled job expires trials that have ended', async () => {
    const { client, user } = await signUpVerified(stack);
    await client.post('/user/free_trial');
    const accounts = new DynamoAccountStore(documentClient(), stack.stack.tableName);
    await accounts.updateUser(user.user_id, { trialEnd: Date.now() - 1000 });
    await stack.stack.runJob('expire-trials');
    const stored = await accounts.getUser(user.user_id);
    expect(stored?.trialExpired).toBe(true);
    expect((await client.get('/user')).body.user).toMatchObject({ customer_plan: 'Trial', trial_expired: true, trial_expires_in: null });
  });
});
