import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { INVITE_VALID_DAYS, type InviteView, type SendInviteRequest } from '@heirloom/shared/contracts/sharing';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { hashSecret, newToken, secretMatches } from '../accounts/secrets';
import type { UserRecord } from '../../ports/accounts';
import type { InviteRecord } from '../../ports/sharing';
import type { SharingDeps } from './deps';
import { familyOf } from './family-of';
import { inviteUrl } from './invite-links';
import { addresseeRefusal, assertAddressee, maskEmail } from './invite-addressee';
import { takeInviteQuota } from './invite-quota';

export const INVITE_NOT_FOUND = 'That invite was not found. It may have been cancelled.';
export const INVITE_USED = 'This invite has already been used.';
export const INVITE_CLOSED = 'This invite is no longer open.';
export const INVITE_OWN = 'This is your own invite: send it to the person you want to invite.';
export const INVITE_SELF = 'That is your own e-mail address.';
export const LEAVE_FIRST = 'You already share a family. Leave it on the Family & Invites page before joining another.';
export const inviteExpired = (inviter: string) => `This invite has expired. Ask ${inviter} to send a new one.`;
export const linkRevoked = (inviter: string) => `This invite link was turned off by the family. Ask ${inviter} for a new one.`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A page of invites is plenty: nobody has hundreds waiting. */
const LIST_LIMIT = 100;

export async function signedInUser(deps: Pick<SharingDeps, 'accounts'>, userId: string): Promise<UserRecord> {
  const user = await deps.accounts.getUser(userId);
  if (!user || user.status !== 'active') throw new NotFoundError('Your account was not found');
  return user;
}

export function toInviteView(invite: InviteRecord, now: number): InviteView {
  const expired = invite.status === 'pending' && invite.validUntil <= now;
  return {
    id: invite.inviteId,
    email: invite.email,
    user_id: invite.inviterId,
    username: invite.inviterName,
    person: invite.personId,
    person_name: invite.personName,
    person_private: false,
    facebook: invite.facebook,
    sent_at: invite.sentAt,
    expires_at: invite.validUntil,
    status: expired ? 'expired' : invite.status,
  };
}

/**
 * An invite as `viewerFamilyId`'s member sees it. Living people are shown to the family's members
 * only (shared/rules/living.ts): to anyone outside the family (the invitee before joining), an
 * invite naming a living person names nobody.
 */
export async function inviteViewFor(deps: Pick<SharingDeps, 'now' | 'personLiving'>, viewerFamilyId: string, invite: InviteRecord): Promise<InviteView> {
  const view = toInviteView(invite, deps.now());
  if (!invite.personId || viewerFamilyId === invite.familyId) return view;
  if (!(await deps.personLiving(invite.familyId, invite.personId))) return view;
  return { ...view, person: null, person_name: null, person_private: true };
}

interface NewInvite {
  email: string | null;
  personId: string | null;
  subject: string;
  message: string;
  facebook?: boolean;
}

async function createInvite(deps: SharingDeps, inviter: UserRecord, familyId: string, input: NewInvite): Promise<{ invite: InviteRecord; key: string }> {
  const now = deps.now();
  const personName = input.personId ? await deps.personName(familyId, input.personId) : null;
  if (input.personId && personName === null) throw new NotFoundError('That person is not in your family tree');
  const key = newToken();
  const invite: InviteRecord = {
    inviteId: deps.newId(),
    inviterId: inviter.userId,
    inviterName: inviter.username,
    familyId,
    email: input.email,
    personId: input.personId,
    personName,
    subject: input.subject,
    message: input.message,
    keyHash: hashSecret(key),
    status: 'pending',
    facebook: input.facebook ?? false,
    createdAt: now,
    sentAt: now,
    validUntil: now + INVITE_VALID_DAYS * DAY_MS,
    acceptedBy: null,
  };
  await deps.sharing.putInvite(invite);
  return { invite, key };
}

async function mailInvite(deps: SharingDeps, invite: InviteRecord, key: string): Promise<void> {
  if (!invite.email) return;
  const link = inviteUrl(deps.appOrigin, invite, key);
  const body = `${invite.message}\n\nSee our family on ${PRODUCT_NAME} (free): ${link}\n\nThe link works once, for ${INVITE_VALID_DAYS} days.`;
  await deps.notifier.send({ channel: 'email', to: invite.email, subject: invite.subject, body });
  // Someone who already has an account also finds the request among their messages.
  await deps.messageEvents?.send({ kind: 'invite_received', invite_id: invite.inviteId, email: invite.email, inviter_name: invite.inviterName, at: deps.now() });
}

/** POST /invite: one invite per address, each mailed with its own link that works once. */
export async function sendInvites(deps: SharingDeps, inviterId: string, request: SendInviteRequest): Promise<InviteRecord[]> {
  const inviter = await signedInUser(deps, inviterId);
  const own = inviter.email?.toLowerCase();
  const fields: Record<string, string[]> = {};
  request.contacts.forEach((contact, index) => {
    if (contact.email.toLowerCase() === own) fields[`contacts.${index}.email`] = [INVITE_SELF];
  });
  if (Object.keys(fields).length) throw new ValidationError(INVITE_SELF, fields);
  const familyId = await familyOf(deps.sharing, inviter.userId);
  await takeInviteQuota(deps, familyId, request.contacts.length);
  const invites: InviteRecord[] = [];
  for (const contact of request.contacts) {
    const { invite, key } = await createInvite(deps, inviter, familyId, {
      email: contact.email.toLowerCase(),
      personId: contact.person_version ?? null,
      subject: request.subject,
      message: request.message,
    });
    await mailInvite(deps, invite, key);
    invites.push(invite);
  }
  return invites;
}

/** POST /invite_link/{personId}: a link to share anywhere, naming the tree person the invitee is. */
export async function createInviteLink(deps: SharingDeps, inviterId: string, personId: string | null, facebook = false): Promise<{ invite: InviteRecord; url: string }> {
  const inviter = await signedInUser(deps, inviterId);
  const familyId = await familyOf(deps.sharing, inviter.userId);
  await takeInviteQuota(deps, familyId, 1);
  const { invite, key } = await createInvite(deps, inviter, familyId, {
    email: null,
    personId,
    subject: `Join my family on ${PRODUCT_NAME}`,
    message: `${inviter.username} invites you to see the family's photos and tree on ${PRODUCT_NAME}.`,
    facebook,
  });
  return { invite, url: inviteUrl(deps.appOrigin, invite, key) };
}

/** GET /invitesfrom: the requests waiting for the caller (by their e-mail), and their own open invites. */
export async function listInvites(deps: SharingDeps, userId: string): Promise<{ received: InviteRecord[]; sent: InviteRecord[] }> {
  const user = await signedInUser(deps, userId);
  const now = deps.now();
  const email = user.email && user.emailVerified ? user.email.toLowerCase() : null;
  const [received, sent] = await Promise.all([email ? deps.sharing.pendingInvitesTo(email, LIST_LIMIT) : Promise.resolve([]), deps.sharing.pendingInvitesFrom(userId, LIST_LIMIT)]);
  return { received: received.filter((invite) => invite.inviterId !== userId && invite.validUntil > now), sent };
}

/**
 * An invite the caller may see: one sent to their own proved e-mail, one whose link key they
 * hold, or one they sent. Anything else answers like a missing invite.
 */
async function visibleInvite(deps: SharingDeps, user: UserRecord, inviteId: string, key: string | undefined): Promise<InviteRecord> {
  const invite = await deps.sharing.getInvite(inviteId);
  if (!invite) throw new NotFoundError(INVITE_NOT_FOUND);
  const ownEmail = user.email && user.emailVerified ? user.email.toLowerCase() : null;
  const allowed = invite.inviterId === user.userId || (ownEmail !== null && invite.email === ownEmail) || (key !== undefined && secretMatches(key, invite.keyHash));
  if (!allowed) throw new NotFoundError(INVITE_NOT_FOUND);
  return invite;
}

/**
 * An invite the caller may act on (accept, ignore): one they may see which, when it was mailed to
 * an address, was mailed to theirs. A forwarded e-mail invite opened by another account answers
 * 403 with why (the address masked) instead: its key is not a pass for whoever holds it.
 */
async function readableInvite(deps: SharingDeps, user: UserRecord, inviteId: string, key: string | undefined): Promise<InviteRecord> {
  const invite = await visibleInvite(deps, user, inviteId, key);
  assertAddressee(invite, user);
  return invite;
}

/**
 * GET /invite/{id}: the invite page (/invite/{id}) before accepting. An account holding the key of an invite mailed to someone
 * else sees who invites, never the address in full, and why it cannot accept (for_someone_else),
 * so it can ask the inviter for an invite of its own from the same page.
 */
export async function openInviteView(deps: SharingDeps, userId: string, viewerFamilyId: string, inviteId: string, key: string | undefined): Promise<InviteView> {
  const user = await signedInUser(deps, userId);
  const invite = await visibleInvite(deps, user, inviteId, key);
  const view = await inviteViewFor(deps, viewerFamilyId, invite);
  const refusal = addresseeRefusal(invite, user);
  if (!refusal || invite.email === null) return { ...view, for_someone_else: null };
  return { ...view, email: maskEmail(invite.email), person: null, person_name: null, for_someone_else: refusal };
}

/**
 * DELETE /invite/{id}: the invitee ignores it, or the inviter cancels it; the link stops working.
 * A shareable link is revoked by its family (the inviter or anyone who shares their family now);
 * someone else holding a link only leaves it: it stays open for the people it was shared with.
 */
export async function dismissInvite(deps: SharingDeps, userId: string, inviteId: string, key?: string): Promise<void> {
  const user = await signedInUser(deps, userId);
  const found = await deps.sharing.getInvite(inviteId);
  if (found && found.email === null && found.inviterId !== userId && (await sameFamily(deps, userId, found.inviterId))) {
    if (found.status === 'pending') await deps.sharing.putInvite({ ...found, status: 'cancelled' });
    return;
  }
  const invite = await readableInvite(deps, user, inviteId, key);
  if (invite.status !== 'pending') return;
  if (invite.inviterId === userId) await deps.sharing.putInvite({ ...invite, status: 'cancelled' });
  else if (invite.email !== null) await deps.sharing.putInvite({ ...invite, status: 'ignored' });
}

async function sameFamily(deps: SharingDeps, userId: string, otherId: string): Promise<boolean> {
  const [own, other] = await Promise.all([familyOf(deps.sharing, userId), familyOf(deps.sharing, otherId)]);
  return own === other;
}

/** POST /invite/{id}/resend: a fresh link (the old one stops working) and a fresh validity period. */
export async function resendInvite(deps: SharingDeps, userId: string, inviteId: string): Promise<InviteRecord> {
  const invite = await deps.sharing.getInvite(inviteId);
  if (!invite || invite.inviterId !== userId) throw new NotFoundError(INVITE_NOT_FOUND);
  if (invite.status !== 'pending') throw new ConflictError(INVITE_CLOSED);
  if (!invite.email) throw new ValidationError('A shared link has no address to send it to again');
  await takeInviteQuota(deps, await familyOf(deps.sharing, userId), 1);
  const key = newToken();
  const now = deps.now();
  const renewed: InviteRecord = { ...invite, keyHash: hashSecret(key), sentAt: now, validUntil: now + INVITE_VALID_DAYS * DAY_MS };
  await deps.sharing.putInvite(renewed);
  await mailInvite(deps, renewed, key);
  return renewed;
}

/** Whether an invite can be accepted now, with the message a person reads when it cannot. */
export function assertAcceptable(invite: InviteRecord, userId: string, now: number): void {
  if (invite.inviterId === userId) throw new ValidationError(INVITE_OWN);
  if (invite.status === 'accepted') throw new ConflictError(INVITE_USED);
  if (invite.status === 'cancelled' && invite.email === null) throw new ConflictError(linkRevoked(invite.inviterName));
  if (invite.status !== 'pending') throw new ConflictError(INVITE_CLOSED);
  if (invite.validUntil <= now) throw new ConflictError(inviteExpired(invite.inviterName));
}

export { readableInvite };
