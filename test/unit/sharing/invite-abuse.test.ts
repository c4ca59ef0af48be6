import { INVITES_PER_FAMILY_PER_DAY } from '@heirloom/shared/constants';
import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../../lambdas/domain/accounts/secrets';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../../lambdas/domain/errors';
import { askForOwnInvite, INVITE_ASKS_PER_DAY } from '../../../lambdas/domain/sharing/ask-for-invite';
import type { SharingDeps } from '../../../lambdas/domain/sharing/deps';
import { addresseeRefusal, maskEmail } from '../../../lambdas/domain/sharing/invite-addressee';
import { inviteQuotaMessage } from '../../../lambdas/domain/sharing/invite-quota';
import { INVITER_NOT_FOUND, inviterInfo } from '../../../lambdas/domain/sharing/inviter-info';
import { assertAcceptable, createInviteLink, dismissInvite, openInviteView, resendInvite, sendInvites } from '../../../lambdas/domain/sharing/invites';
import type { RateLimiter, UserRecord } from '../../../lambdas/ports/accounts';
import type { InviteRecord, Membership } from '../../../lambdas/ports/sharing';

/**
 * Invites that cannot be abused (issue 28, item 4): e-mailed invites are for the account with that
 * address, links expire and can be turned off, a family's invitations a day are capped, and the
 * landing page's counts answer only for an open invite. The use cases run on in-memory stores; the
 * counter is an in-memory limiter with the port's semantics (the DynamoDB one is exercised by
 * test/integration/invite-abuse.test.ts).
 */

const NOW = Date.UTC(2026, 10, 28, 19, 0, 0);

const user = (userId: string, email: string | null, fields: Partial<UserRecord> = {}): UserRecord =>
  ({ userId, username: userId[0]!.toUpperCase() + userId.slice(1), email, emailVerified: email !== null, status: 'active', personId: null, createdAt: 0, ...fields }) as UserRecord;

/** The port's semantics: a use counts only when all of a request's uses fit. */
class MemoryLimiter implements Pick<RateLimiter, 'take' | 'attempt'> {
  readonly counts = new Map<string, number>();
  async take(scope: string, key: string, count: number, limit: number) {
    const used = this.counts.get(`${scope}#${key}`) ?? 0;
    if (used + count > limit) return { taken: false, used };
    this.counts.set(`${scope}#${key}`, used + count);
    return { taken: true, used: used + count };
  }
  async attempt(scope: string, key: string, limit: number) {
    const used = (this.counts.get(`${scope}#${key}`) ?? 0) + 1;
    this.counts.set(`${scope}#${key}`, used);
    return used <= limit;
  }
}

function world() {
  const users = new Map<string, UserRecord>([
    ['anna', user('anna', 'anna@example.com')],
    ['ben', user('ben', 'Ben.Hill@Example.com')],
    ['eve', user('eve', 'eve@example.net')],
    ['carl', user('carl', 'carl@example.com')],
  ]);
  const invites = new Map<string, InviteRecord>();
  const memberships = new Map<string, Membership>();
  const mails: { to: string; body: string }[] = [];
  const events: MessageEvent[] = [];
  const limiter = new MemoryLimiter();
  let ids = 0;
  const deps = {
    sharing: {
      membership: async (id: string) => memberships.get(id) ?? null,
      getInvite: async (id: string) => invites.get(id) ?? null,
      putInvite: async (invite: InviteRecord) => void invites.set(invite.inviteId, invite),
    },
    accounts: { getUser: async (id: string) => users.get(id) ?? null },
    notifier: { send: async (mail: { to: string; body: string }) => void mails.push(mail) },
    messageEvents: { send: async (event: MessageEvent) => void events.push(event) },
    rateLimiter: limiter,
    personName: async () => null,
    personNameParts: async () => null,
    personLiving: async () => false,
    familyCounts: async () => ({ people: 208, photos: 30 }),
    now: () => NOW,
    newId: () => `inv${++ids}`,
    appOrigin: 'https://app.example',
  } as unknown as SharingDeps;
  /** The invite id and key the last mail to `to` carried. */
  const linkTo = (to: string) => {
    const url = new URL(mails.filter((mail) => mail.to === to).at(-1)!.body.match(/https:\/\/\S+/)![0]);
    return { id: url.searchParams.get('invite')!, key: url.searchParams.get('key')! };
  };
  return { deps, users, invites, memberships, mails, events, limiter, linkTo };
}

const request = (...emails: string[]) => ({ contacts: emails.map((email) => ({ email })), subject: 'Join', message: 'Come' });

describe('an e-mailed invite is for the account with that address', () => {
  it('masks the address it names', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••@e•••.com');
    expect(maskEmail('x@localhost')).toBe('x•••@•••');
  });

  it('lets the proved address in without case, and refuses another account, an unproved one and none', () => {
    const invite = { email: 'ben.hill@example.com', inviterId: 'anna', inviterName: 'Anna' };
    expect(addresseeRefusal(invite, user('ben', 'Ben.Hill@EXAMPLE.com'))).toBeNull();
    expect(addresseeRefusal(invite, user('eve', 'eve@example.net'))).toBe(
      'This invite was sent to a different e-mail address (b•••@e•••.com) from the one you are signed in with, so this account cannot accept it. Sign in with that address to accept it, or ask Anna for an invite of your own.',
    );
    expect(addresseeRefusal(invite, user('ben', 'ben.hill@example.com', { emailVerified: false }))).toMatch(/^This invite was sent to b•••@e•••\.com\. Confirm that e-mail address/);
    expect(addresseeRefusal(invite, user('phone', null))).toMatch(/different e-mail address/);
    // A shareable link is for whoever holds it.
    expect(addresseeRefusal({ ...invite, email: null }, user('eve', 'eve@example.net'))).toBeNull();
  });

  it('shows a forwarded invite to its holder without the address, the person or a way to accept; ignoring it changes nothing', async () => {
    const { deps, invites, linkTo } = world();
    await sendInvites(deps, 'anna', request('ben.hill@example.com'));
    const { id, key } = linkTo('ben.hill@example.com');
    const seen = await openInviteView(deps, 'eve', 'eve', id, key);
    expect(seen.email).toBe('b•••@e•••.com');
    expect(seen.for_someone_else).toMatch(/different e-mail address \(b•••@e•••\.com\)/);
    expect(JSON.stringify(seen)).not.toContain('ben.hill');
    expect((await openInviteView(deps, 'ben', 'ben', id, undefined)).for_someone_else).toBeNull();
    await expect(dismissInvite(deps, 'eve', id, key)).rejects.toBeInstanceOf(ForbiddenError);
    expect(invites.get(id)!.status).toBe('pending');
  });

  it('lets the holder ask the inviter for their own, once a message per invite and a few a day', async () => {
    const { deps, events, linkTo } = world();
    await sendInvites(deps, 'anna', request('ben.hill@example.com'));
    const { id, key } = linkTo('ben.hill@example.com');
    await expect(askForOwnInvite(deps, 'eve', id, 'wrong-key')).rejects.toBeInstanceOf(NotFoundError);
    await expect(askForOwnInvite(deps, 'ben', id, key)).rejects.toThrow('This invite was sent to you: accept it instead.');
    expect(await askForOwnInvite(deps, 'eve', id, key)).toEqual({ inviterName: 'Anna' });
    expect(events.filter((event) => event.kind === 'invite_requested')).toEqual([
      { kind: 'invite_requested', invite_id: id, inviter_id: 'anna', asker_id: 'eve', asker_name: 'Eve', asker_email: 'eve@example.net', at: NOW },
    ]);
    for (let ask = 2; ask <= INVITE_ASKS_PER_DAY; ask++) await askForOwnInvite(deps, 'eve', id, key);
    await expect(askForOwnInvite(deps, 'eve', id, key)).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});

describe('shareable links expire and can be turned off by the family', () => {
  it('refuses an expired link and names a turned-off one', () => {
    const link: InviteRecord = {
      inviteId: 'l', inviterId: 'anna', inviterName: 'Anna', familyId: 'anna', email: null, personId: null, personName: null, subject: 's', message: 'm', keyHash: 'h',
      status: 'pending', facebook: false, createdAt: 0, sentAt: 0, validUntil: 1000, acceptedBy: null,
    };
    expect(() => assertAcceptable(link, 'eve', 1000)).toThrow(new ConflictError('This invite has expired. Ask Anna to send a new one.'));
    expect(() => assertAcceptable({ ...link, status: 'cancelled' }, 'eve', 0)).toThrow(new ConflictError('This invite link was turned off by the family. Ask Anna for a new one.'));
  });

  it('is turned off by its inviter or a member of their family, never by a stranger holding it', async () => {
    const { deps, invites, memberships } = world();
    const { invite, url } = await createInviteLink(deps, 'anna', null);
    const key = new URL(url).searchParams.get('key')!;
    await dismissInvite(deps, 'eve', invite.inviteId, key);
    expect(invites.get(invite.inviteId)!.status).toBe('pending');

    for (const member of ['anna', 'carl']) memberships.set(member, { userId: member, familyId: 'fam', username: member, joinedAt: 0, movingFrom: null });
    await dismissInvite(deps, 'carl', invite.inviteId);
    expect(invites.get(invite.inviteId)!.status).toBe('cancelled');
  });
});

describe("a family's invitations a day", () => {
  it('refuses the relay of 60 mails in 3 requests as a whole, with how many are left and when it starts again', async () => {
    const { deps, mails, invites } = world();
    const batch = (n: number) => request(...Array.from({ length: 20 }, (_, i) => `target${n}-${i}@example.org`));
    await sendInvites(deps, 'anna', batch(1));
    for (const n of [2, 3]) {
      const refused = sendInvites(deps, 'anna', batch(n));
      await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
      await expect(refused).rejects.toThrow(`Your family has sent all ${INVITES_PER_FAMILY_PER_DAY} invitations it can send today, so nothing was sent. Invitations start again at midnight UTC, in about 5 hours.`);
    }
    expect(mails).toHaveLength(20);
    expect(invites.size).toBe(20);
  });

  it('counts links, Facebook links and resends, family-wide, and refuses a request that would go over without counting it', async () => {
    const { deps, memberships, limiter, linkTo } = world();
    for (const member of ['anna', 'carl']) memberships.set(member, { userId: member, familyId: 'fam', username: member, joinedAt: 0, movingFrom: null });
    await sendInvites(deps, 'anna', request(...Array.from({ length: 15 }, (_, i) => `r${i}@example.org`)));
    await createInviteLink(deps, 'carl', null);
    await createInviteLink(deps, 'carl', null, true);
    await resendInvite(deps, 'anna', linkTo('r0@example.org').id);
    // 18 used: three addresses would be one too many; the refusal takes none of the two left.
    await expect(sendInvites(deps, 'carl', request('a@example.org', 'b@example.org', 'c@example.org'))).rejects.toThrow(
      'Your family can send 2 more invitations today, and this would send 3, so nothing was sent.',
    );
    expect(limiter.counts.get('familyInvites#fam')).toBe(18);
    await sendInvites(deps, 'carl', request('a@example.org', 'b@example.org'));
    await expect(createInviteLink(deps, 'anna', null)).rejects.toBeInstanceOf(TooManyRequestsError);
    // Another family is counted on its own.
    await sendInvites(deps, 'eve', request('x@example.org'));
  });

  it('says when the count starts again', () => {
    expect(inviteQuotaMessage(0, 1, Date.UTC(2026, 10, 28, 23, 20))).toMatch(/in 40 minutes\.$/);
  });
});

describe('GET /inviter_info answers only for an open invite from that inviter', () => {
  it('shows the counts for the invite and key in the link, and the same 404 for anything else', async () => {
    const { deps, invites, linkTo } = world();
    await sendInvites(deps, 'anna', request('ben.hill@example.com'));
    const { id, key } = linkTo('ben.hill@example.com');
    expect(await inviterInfo(deps, 'anna', { invite: id, key })).toMatchObject({ username: 'Anna', person_count: 208, image_count: 30 });
    const refused = [
      inviterInfo(deps, 'anna', { invite: id, key: 'guessed' }),
      inviterInfo(deps, 'carl', { invite: id, key }),
      inviterInfo(deps, 'anna', { invite: 'nope', key }),
    ];
    invites.set('expired', { ...invites.get(id)!, inviteId: 'expired', keyHash: hashSecret('k'), validUntil: NOW });
    invites.set('revoked', { ...invites.get(id)!, inviteId: 'revoked', keyHash: hashSecret('k'), status: 'cancelled' });
    refused.push(inviterInfo(deps, 'anna', { invite: 'expired', key: 'k' }), inviterInfo(deps, 'anna', { invite: 'revoked', key: 'k' }));
    for (const answer of refused) await expect(answer).rejects.toThrow(new NotFoundError(INVITER_NOT_FOUND));
  });
});
