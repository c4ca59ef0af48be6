import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { LIMITS } from '../../lambdas/domain/accounts/rate-limits';
import { documentClient } from '../../lambdas/runtime/clients';
import { BrowserLikeClient, GOOD_PASSWORD, latestCode, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { inOneWindow } from '../support/rate-windows';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * One test per way an attacker got in (or kept someone out) before: each fails on the old code.
 * Clients connect from their own loopback address, so the server sees real, different sockets.
 */
const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
const WRONG_CURRENT = 'That is not your current password';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const accounts = () => new DynamoAccountStore(documentClient(), stack.stack.tableName);
const messagesTo = (to: string) => outbox(stack).filter((m) => m.to === to);
const canLogIn = async (loginId: string, password = GOOD_PASSWORD) => (await new BrowserLikeClient(stack).post('/login', { login_id: loginId, password })).body?.verify_required === false;
const undoLinkIn = (body: string) => {
  const match = /\/undo_change\/([^?\s]+)\?key=([^\s]+)/.exec(body);
  if (!match) throw new Error(`No undo link in: ${body}`);
  return { userId: decodeURIComponent(match[1]!), key: decodeURIComponent(match[2]!) };
};

describe('1. a stolen session cannot take the account over', () => {
  it('refuses to change the e-mail without the current password, and the login does not move', async () => {
    const { client, user, email } = await signUpVerified(stack);
    const attackerEmail = uniqueEmail('attacker');
    const without = await client.post(`/user/${user.user_id}`, { email: attackerEmail });
    expect(without).toMatchObject({ status: 400, body: { fields: { current_password: [WRONG_CURRENT] } } });
    const wrong = await client.post(`/user/${user.user_id}`, { email: attackerEmail, current_password: 'Guess1Password' });
    expect(wrong.status).toBe(400);
    expect(messagesTo(attackerEmail)).toHaveLength(0);
    expect(await canLogIn(email)).toBe(true);
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: attackerEmail, password: GOOD_PASSWORD })).status).toBe(401);
  });

  it('refuses a new password without the current one, and /update_password without a reset code', async () => {
    const { client, user, email } = await signUpVerified(stack);
    expect((await client.post(`/user/${user.user_id}`, { password: 'Taken9Over' })).status).toBe(400);
    const direct = await client.post('/update_password', { password: 'Taken9Over' });
    expect(direct.status).toBe(403);
    expect(await canLogIn(email, 'Taken9Over')).toBe(false);

    const otherDevice = new BrowserLikeClient(stack);
    await otherDevice.post('/login', { login_id: email, password: GOOD_PASSWORD });
    const changed = await client.post(`/user/${user.user_id}`, { password: 'Owners9New', current_password: GOOD_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await otherDevice.get('/user')).status).toBe(401);
    expect(messagesTo(email).at(-1)!.subject).toBe('Your Heirloom password was changed');
    expect(await canLogIn(email, 'Owners9New')).toBe(true);
  });

  it('makes a new e-mail a login only after its code, tells the old address, and the undo link puts it back', async () => {
    const { client, user, email } = await signUpVerified(stack);
    const newEmail = uniqueEmail('new-home');
    const pending = await client.post(`/user/${user.user_id}`, { email: newEmail, current_password: GOOD_PASSWORD });
    expect(pending.body.user).toMatchObject({ email, pending_email: newEmail });
    expect(messagesTo(newEmail).at(-1)!.body).toMatch(/code to confirm this address for your account is \d{6}/);
    expect(await canLogIn(newEmail)).toBe(false);

    const wrongCode = latestCode(stack, newEmail) === '000000' ? '111111' : '000000';
    expect((await client.post('/user/confirm_contact', { login_id: newEmail, code: wrongCode })).status).toBe(400);
    const confirmed = await client.post('/user/confirm_contact', { login_id: newEmail, code: latestCode(stack, newEmail) });
    expect(confirmed.body.user).toMatchObject({ email: newEmail, pending_email: null });
    expect(await canLogIn(newEmail)).toBe(true);
    expect(await canLogIn(email)).toBe(false);

    const notice = messagesTo(email).at(-1)!;
    expect(notice.subject).toBe('Your Heirloom e-mail address was changed');
    expect(notice.body).toContain(`was changed to ${newEmail}`);
    const { userId, key } = undoLinkIn(notice.body);
    expect(userId).toBe(user.user_id);
    expect((await new BrowserLikeClient(stack).post(`/undo_change/${userId}`, { key: 'x'.repeat(40) })).status).toBe(400);
    const undone = await new BrowserLikeClient(stack).post(`/undo_change/${userId}`, { key });
    expect(undone).toMatchObject({ status: 200, body: { status: 'Success', restored: email } });
    expect((await client.get('/user')).status).toBe(401);
    expect(await canLogIn(email)).toBe(true);
    expect(await canLogIn(newEmail)).toBe(false);
    expect((await new BrowserLikeClient(stack).post(`/undo_change/${userId}`, { key })).status).toBe(400);
  });

  it('asks an account without a password for a fresh code sent to its own address instead', async () => {
    const { client, user, email } = await signUpVerified(stack);
    await accounts().updateUser(user.user_id, { passwordHash: null });
    const newEmail = uniqueEmail('codeonly');
    const without = await client.post(`/user/${user.user_id}`, { email: newEmail });
    expect(without).toMatchObject({ status: 400, body: { fields: { code: ['Enter the code we sent you to confirm it is you'] } } });
    expect((await client.post('/user/reauth_code')).body).toEqual({ status: 'Success' });
    expect(messagesTo(email).at(-1)!.body).toContain('code to confirm it is you changing your account');
    const withCode = await client.post(`/user/${user.user_id}`, { email: newEmail, code: latestCode(stack, email) });
    expect(withCode.body.user).toMatchObject({ email, pending_email: newEmail });
  });

  it('gives a reset code a session that can only choose the new password', async () => {
    const { email } = await signUpVerified(stack);
    const client = new BrowserLikeClient(stack);
    await client.post('/forgot_password', { login_id: email });
    const verify = await client.post('/verify', { login_id: email, code: latestCode(stack, email) });
    expect(verify.body.status).toBe('CHANGE_PASSWORD');
    expect((await client.get('/user')).status).toBe(200);
    expect((await client.get('/people')).status).toBe(401);
    expect((await client.post('/delete_request')).status).toBe(401);
    expect((await client.post('/update_password', { password: 'Reset9Chosen' })).status).toBe(200);
    expect((await client.get('/people')).status).toBe(200);
  });
});

describe('2. nobody can squat an e-mail address', () => {
  it('a claimed but unproved e-mail neither blocks its owner from signing up nor logs the squatter in', async () => {
    const squatter = await signUpVerified(stack);
    const victimEmail = uniqueEmail('victim');
    await squatter.client.post(`/user/${squatter.user.user_id}`, { email: victimEmail, current_password: GOOD_PASSWORD });
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: victimEmail, password: GOOD_PASSWORD })).status).toBe(401);

    const victim = new BrowserLikeClient(stack);
    const signup = await victim.post('/signup', { email: victimEmail, password: 'Victims9Own' });
    expect(signup).toMatchObject({ status: 200, body: { verify_required: true, login_id: victimEmail } });
    expect((await victim.post('/verify', { login_id: victimEmail, code: latestCode(stack, victimEmail) })).status).toBe(200);
    expect(await canLogIn(victimEmail, 'Victims9Own')).toBe(true);
    expect((await squatter.client.get('/user')).body.user.email).toBe(squatter.email);
  });
});

describe('3. rate limits key on the socket, not on headers anyone can set', () => {
  it('a forged-header spray from one machine gets 429, while the owner still signs in', async () => {
    const owner = await signUpVerified(stack);
    await inOneWindow(LIMITS.loginPerAddress.windowSeconds);
    const attacker = new BrowserLikeClient(stack);
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const forged = `203.0.113.${i + 1}`;
      const headers = { 'cloudfront-viewer-address': `${forged}:4431`, 'x-viewer-address': forged, 'x-forwarded-for': forged };
      const target = i % 2 ? owner.email : uniqueEmail('sprayed');
      statuses.push((await attacker.post('/login', { login_id: target, password: `Guess${i}Password` }, headers)).status);
    }
    expect(statuses.indexOf(429)).toBe(60);
    const forged = { 'cloudfront-viewer-address': '198.18.0.1:443', 'x-viewer-address': '198.18.0.1', 'x-forwarded-for': '198.18.0.1' };
    expect(await attacker.post('/login', { login_id: owner.email, password: GOOD_PASSWORD }, forged)).toMatchObject({ status: 429, body: { message: TOO_MANY } });

    // From the owner's own machine: past the step-up, with the code e-mailed to them.
    const ownerBrowser = new BrowserLikeClient(stack);
    const login = await ownerBrowser.post('/login', { login_id: owner.email, password: GOOD_PASSWORD });
    expect(login).toMatchObject({ status: 200, body: { verify_required: true } });
    expect((await ownerBrowser.post('/verify', { login_id: owner.email, code: latestCode(stack, owner.email) })).status).toBe(200);
    expect((await ownerBrowser.get('/user')).body.user.email).toBe(owner.email);
  }, 180_000);
});

describe('4. no stranger can lock the owner out', () => {
  it('after many wrong passwords from many machines the owner signs in with the e-mailed code, not a 15-minute ban', async () => {
    const owner = await signUpVerified(stack);
    for (let i = 0; i < 12; i++) {
      const result = await new BrowserLikeClient(stack).post('/login', { login_id: owner.email, password: `Wrong${i}Password` });
      expect([401, 200]).toContain(result.status);
    }
    // Under the step-up a right and a wrong password get the same answer, so guessing learns nothing,
    // and only the right one mails a code.
    const sentBefore = messagesTo(owner.email).length;
    const wrong = await new BrowserLikeClient(stack).post('/login', { login_id: owner.email, password: 'Wrong99Password' });
    expect(messagesTo(owner.email).length).toBe(sentBefore);
    const ownerBrowser = new BrowserLikeClient(stack);
    const right = await ownerBrowser.post('/login', { login_id: owner.email, password: GOOD_PASSWORD });
    expect(right.body).toEqual(wrong.body);
    expect(right.body).toEqual({ verify_required: true, login_id: owner.email });
    expect(ownerBrowser.sessionCookie).toBeUndefined();
    const code = latestCode(stack, owner.email);

    // Strangers guessing codes and asking for new ones meanwhile touch nothing of the owner's.
    for (let i = 0; i < 3; i++) {
      const stranger = new BrowserLikeClient(stack);
      await stranger.post('/login', { login_id: owner.email });
      for (let guess = 0; guess < 6; guess++) {
        const attempt = await stranger.post('/verify', { login_id: owner.email, code: String(100000 + i * 10 + guess) === code ? '999999' : String(100000 + i * 10 + guess) });
        expect(attempt.status).toBe(400);
      }
    }
    expect((await ownerBrowser.post('/verify', { login_id: owner.email, code })).status).toBe(200);
    expect((await ownerBrowser.get('/user')).body.user.user_id).toBe(owner.user.user_id);
  });

  it('a code only works in the browser that asked for it', async () => {
    const { email } = await signUpVerified(stack);
    const asker = new BrowserLikeClient(stack);
    await asker.post('/login', { login_id: email });
    const code = latestCode(stack, email);
    expect((await new BrowserLikeClient(stack).post('/verify', { login_id: email, code })).status).toBe(400);
    expect((await asker.post('/verify', { login_id: email, code })).status).toBe(200);
  });
});

describe('5. sign-up does not reveal who has an account', () => {
  it('answers a known and a new address alike, and mails the known one instead', async () => {
    const known = await signUpVerified(stack);
    const newEmail = uniqueEmail('fresh');
    const forKnown = await new BrowserLikeClient(stack).post('/signup', { email: known.email, password: GOOD_PASSWORD });
    const forNew = await new BrowserLikeClient(stack).post('/signup', { email: newEmail, password: GOOD_PASSWORD });
    expect(forKnown.status).toBe(forNew.status);
    expect(forKnown.body).toEqual({ ...forNew.body, login_id: known.email });
    expect(forKnown.setCookies.map((c) => c.split('=')[0])).toEqual(forNew.setCookies.map((c) => c.split('=')[0]));
    expect(messagesTo(known.email).at(-1)!.body).toContain('You already have an account, so nothing was created.');
  });
});

describe('6. the smaller ones', () => {
  it('signing up again over an unverified account changes its password only when the code is entered', async () => {
    const email = uniqueEmail('twice');
    await new BrowserLikeClient(stack).post('/signup', { email, password: 'First9Password' });
    const again = new BrowserLikeClient(stack);
    await again.post('/signup', { email, password: 'Second9Password' });
    const code = latestCode(stack, email);
    expect(await canLogIn(email, 'Second9Password')).toBe(false);
    expect((await new BrowserLikeClient(stack).post('/login', { login_id: email, password: 'First9Password' })).body.verify_required).toBe(true);
    expect((await again.post('/verify', { login_id: email, code })).status).toBe(200);
    expect(await canLogIn(email, 'Second9Password')).toBe(true);
    expect(await canLogIn(email, 'First9Password')).toBe(false);
  });

  it('throttles deletion e-mails', async () => {
    const { client } = await signUpVerified(stack);
    await inOneWindow(LIMITS.deletionMailsPerUser.windowSeconds);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/delete_request')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits anonymous client error reports per address', async () => {
    const reporter = new BrowserLikeClient(stack);
    const report = { message: 'Boom', stack: 'x'.repeat(20_000), url: 'http://localhost/photos' };
    await inOneWindow(LIMITS.clientErrorsPerAddress.windowSeconds);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await reporter.post('/client_errors', report)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await new BrowserLikeClient(stack).post('/client_errors', report)).status).toBe(200);
  });

  it.each([
    ['NUL', 'Ada\u0000Lovelace'],
    ['a right-to-left override', 'Ada\u202Egpj.exe'],
    ['a bidi isolate', 'Ada\u2066Lovelace'],
  ])('refuses %s in names and titles', async (_what, text) => {
    const { client, user } = await signUpVerified(stack);
    const rename = await client.post(`/user/${user.user_id}`, { username: text });
    expect(rename).toMatchObject({ status: 400, body: { fields: { username: ['This text contains hidden control characters. Please retype it.'] } } });
    const person = await client.post('/person', { names: [{ first_name: text }] });
    expect(person.status).toBe(400);
    expect(person.body.fields['names.0.first_name']).toBeDefined();
    expect((await client.post(`/user/${user.user_id}`, { username: 'Ada Lovelace\nof Ockham\t' })).status).toBe(200);
  });

  it("refuses another family's photo as a person's icon", async () => {
    const alice = await signUpVerified(stack);
    const bob = await signUpVerified(stack);
    const [bobsPhoto] = await seedPhotos(stack, [photoRecord(bob.user.user_id)]);
    const [alicesPhoto] = await seedPhotos(stack, [photoRecord(alice.user.user_id)]);
    const created = await alice.client.post('/person', { names: [{ first_name: 'Ada' }] });
    const personId = created.body.person.id as string;
    const foreign = await alice.client.post(`/person/${personId}`, { person_thumbnail: bobsPhoto!.photoId });
    expect(foreign).toMatchObject({ status: 400, body: { fields: { person_thumbnail: ['That photo is not in your library'] } } });
    const own = await alice.client.post(`/person/${personId}`, { person_thumbnail: alicesPhoto!.photoId });
    expect(own.status).toBe(200);
    expect(own.body.person.person_thumbnail).toBe(alicesPhoto!.photoId);
  });
});
