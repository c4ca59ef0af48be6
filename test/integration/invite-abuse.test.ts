import { INVITES_PER_FAMILY_PER_DAY } from '@heirloom/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserLikeClient, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * Invites that cannot be abused (issue 28, item 4), over HTTP against the local stand-ins: an
 * e-mailed invite is for the account with that address (a forwarded one answers 403 and its holder
 * can ask the inviter), a shareable link can be turned off, a family's invitations a day are capped
 * by one atomic counter (the relay of 60 mails in 3 requests is refused), and the landing page's
 * counts answer only for an open invite.
 */

let stack: TestStack;
type Member = Awaited<ReturnType<typeof signUpVerified>>;
const member = (name: string) => signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail(name));

function mailedLink(to: string): { inviterId: string; inviteId: string; key: string } {
  const link = outbox(stack)
    .filter((m) => m.to === to)
    .at(-1)
    ?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No invite link was mailed to ${to}`);
  const url = new URL(link);
  return { inviterId: decodeURIComponent(url.pathname.split('/').at(-1)!), inviteId: url.searchParams.get('invite')!, key: url.searchParams.get('key')! };
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (done(value)) return value;
    if (attempt > 150) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const invite = (...emails: string[]) => ({ contacts: emails.map((email) => ({ email })), subject: 'Join', message: 'Come' });
const mailsTo = (prefix: string, tag: string) => outbox(stack).filter((m) => m.to.startsWith(prefix) && m.to.includes(tag)).length;

beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

describe('invites that cannot be abused', () => {
  let anna: Member;
  let ben: Member;
  let eve: Member;
  beforeAll(async () => {
    [anna, ben, eve] = await Promise.all([member('anna'), member('ben'), member('eve')]);
  });

  it('an e-mailed invite forwarded to another account: 403 naming the address masked, the holder asks the inviter, the addressee accepts', async () => {
    const bensAddress = ben.email.toUpperCase();
    expect((await anna.client.post('/invite', invite(bensAddress))).status).toBe(200);
    const { inviteId, key } = mailedLink(ben.email.toLowerCase());

    const refused = await eve.client.post(`/invite/${inviteId}`, { key });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^This invite was sent to a different e-mail address \(b•••@e•••\.com\) from the one you are signed in with/);
    expect(JSON.stringify(refused.body)).not.toContain(ben.email.split('@')[0]);
    const seen = await eve.client.get(`/invite/${inviteId}?key=${encodeURIComponent(key)}`);
    expect(seen.status).toBe(200);
    expect(seen.body.invite).toMatchObject({ status: 'pending', email: 'b•••@e•••.com' });
    expect(seen.body.invite.for_someone_else).toBe(refused.body.message);
    // Ignoring someone else's invite is refused too: it stays open for them.
    expect((await eve.client.call('DELETE', `/invite/${inviteId}?key=${encodeURIComponent(key)}`)).status).toBe(403);

    expect((await eve.client.post(`/invite/${inviteId}/ask`, { key: 'guessed' })).status).toBe(404);
    const asked = await eve.client.post(`/invite/${inviteId}/ask`, { key });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ status: 'Asked', inviter_name: anna.user.username });
    const messages = await poll(
      () => anna.client.get('/messages'),
      (reply) => reply.body.messages.some((m: { message_type: string }) => m.message_type === 'invite_requested'),
      'the request for an invite',
    );
    const request = messages.body.messages.find((m: { message_type: string }) => m.message_type === 'invite_requested');
    expect(request.title).toBe(`${eve.user.username} asks for an invite of their own`);
    expect(request.body).toContain(eve.email);

    const accepted = await ben.client.post(`/invite/${inviteId}`, { key });
    expect(accepted.status).toBe(200);
  });

  it('a shareable link shows the landing counts only while open, and once turned off answers with a clear message', async () => {
    const person = await anna.client.post('/person', { names: [{ first_name: 'Ida', last_name: 'Lund' }] });
    const made = await anna.client.post(`/invite_link/${person.body.person.id}`);
    expect(made.status).toBe(200);
    const url = new URL(made.body.invite_url);
    const inviterId = decodeURIComponent(url.pathname.split('/').at(-1)!);
    const inviteId = url.searchParams.get('invite')!;
    const key = url.searchParams.get('key')!;
    const landing = (query: string) => new BrowserLikeClient(stack).get(`/inviter_info/${encodeURIComponent(inviterId)}${query}`);

    const open = await landing(`?invite=${inviteId}&key=${encodeURIComponent(key)}`);
    expect(open.status).toBe(200);
    expect(open.body.username).toBe(anna.user.username);
    // A shared link names no address.
    expect(open.body.invited_email).toBeNull();
    // The landing's figures are the family's own counters: what its people list and strip say.
    const [people, photos] = await Promise.all([anna.client.get('/people'), anna.client.get('/photos')]);
    expect(people.body.totals.people).toBeGreaterThan(0);
    expect(open.body).toMatchObject({ person_count: people.body.totals.people, image_count: photos.body.total });
    expect((await landing('')).status).toBe(400);
    for (const query of [`?invite=${inviteId}&key=guessed`, `?invite=01NOSUCHINVITE&key=${encodeURIComponent(key)}`]) {
      const reply = await landing(query);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('That invitation was not found');
    }
    // Another inviter's id with this invite shows nothing either.
    expect((await new BrowserLikeClient(stack).get(`/inviter_info/${encodeURIComponent(eve.user.user_id)}?invite=${inviteId}&key=${encodeURIComponent(key)}`)).status).toBe(404);

    // A stranger holding the link cannot turn it off; its inviter can.
    expect((await eve.client.call('DELETE', `/invite/${inviteId}?key=${encodeURIComponent(key)}`)).status).toBe(200);
    expect((await landing(`?invite=${inviteId}&key=${encodeURIComponent(key)}`)).status).toBe(200);
    expect((await anna.client.call('DELETE', `/invite/${inviteId}`)).status).toBe(200);
    const turnedOff = await eve.client.post(`/invite/${inviteId}`, { key });
    expect(turnedOff.status).toBe(409);
    expect(turnedOff.body.message).toBe(`This invite link was turned off by the family. Ask ${anna.user.username} for a new one.`);
    expect((await landing(`?invite=${inviteId}&key=${encodeURIComponent(key)}`)).status).toBe(404);
  });
});

describe("a family's invitations a day", () => {
  it('refuses the relay of 60 phishing mails in 3 requests with a clear 429: 20 go, the other 40 never leave', async () => {
    const relay = await member('relay');
    const batch = (n: number) => invite(...Array.from({ length: 20 }, (_, i) => `phish${n}-${i}.${relay.user.user_id.toLowerCase()}@example.org`));
    const replies = [];
    for (const n of [1, 2, 3]) replies.push(await relay.client.post('/invite', batch(n)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 429, 429]);
    for (const refused of replies.slice(1)) {
      expect(refused.body.message).toMatch(new RegExp(`^Your family has sent all ${INVITES_PER_FAMILY_PER_DAY} invitations it can send today, so nothing was sent\\. Invitations start again at midnight UTC, in (about \\d+ hours?|\\d+ minutes?)\\.$`));
    }
    const tag = relay.user.user_id.toLowerCase();
    expect([1, 2, 3].map((n) => mailsTo(`phish${n}-`, tag))).toEqual([20, 0, 0]);
    // Links and resends count too: nothing is left today.
    expect((await relay.client.post('/facebook_invite', {})).status).toBe(429);
  });

  it('counts with one atomic counter: of three concurrent requests of 20, exactly one is sent', async () => {
    const racer = await member('racer');
    const tag = racer.user.user_id.toLowerCase();
    const replies = await Promise.all([1, 2, 3].map((n) => racer.client.post('/invite', invite(...Array.from({ length: 20 }, (_, i) => `race${n}-${i}.${tag}@example.org`)))));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429, 429]);
    expect(outbox(stack).filter((m) => m.to.includes(tag)).length).toBe(20);
  });

  it('refuses a request that would go over as a whole, saying how many are left, and counts the family together', async () => {
    const [founder, relative] = await Promise.all([member('founder'), member('relative')]);
    expect((await founder.client.post('/invite', invite(relative.email))).status).toBe(200);
    const { inviteId, key } = mailedLink(relative.email);
    expect((await relative.client.post(`/invite/${inviteId}`, { key })).status).toBe(200);
    const tag = founder.user.user_id.toLowerCase();
    // 1 used by the founder; 17 by the relative (same family): 2 left.
    expect((await relative.client.post('/invite', invite(...Array.from({ length: 17 }, (_, i) => `left${i}.${tag}@example.org`)))).status).toBe(200);
    const over = await founder.client.post('/invite', invite(`a.${tag}@example.org`, `b.${tag}@example.org`, `c.${tag}@example.org`));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Your family can send 2 more invitations today, and this would send 3, so nothing was sent\. Invite fewer people now, or the rest later\./);
    expect((await founder.client.post('/invite', invite(`a.${tag}@example.org`, `b.${tag}@example.org`))).status).toBe(200);
    expect((await relative.client.post('/facebook_invite', {})).status).toBe(429);
  });
});
