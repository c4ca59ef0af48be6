import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { UserRecord } from '../../ports/accounts';
import type { Membership } from '../../ports/sharing';
import type { SharingDeps } from './deps';
import { requestMove } from './move-requests';
import { assertAcceptable, LEAVE_FIRST, readableInvite, signedInUser } from './invites';
import { adminAfterLeaving, requireMayRemoveMember } from './roles';

export const NOT_IN_FAMILY = 'That person is not in your family';
export const FOUNDER_STAYS = 'The person who started the family sharing cannot be removed';

/**
 * POST /invite/{id}: the caller joins the inviter's family. Their own items move into the family
 * in the background (a queued, resumable job), their open sessions act for the family at once,
 * and an invite naming a tree person makes that person theirs. Accepting twice is harmless.
 */
export async function acceptInvite(deps: SharingDeps, userId: string, inviteId: string, key: string | undefined): Promise<UserRecord> {
  const user = await signedInUser(deps, userId);
  const invite = await readableInvite(deps, user, inviteId, key);
  if (invite.status === 'accepted' && invite.acceptedBy === userId) return user;
  const now = deps.now();
  assertAcceptable(invite, userId, now);

  const [inviterMembership, ownMembership] = await Promise.all([deps.sharing.membership(invite.inviterId), deps.sharing.membership(userId)]);
  const ownFamily = ownMembership?.familyId ?? userId;
  const inviterFamily = inviterMembership?.familyId ?? invite.inviterId;
  if (ownFamily !== inviterFamily) {
    const ownMembers = ownMembership ? await deps.sharing.familyMembers(ownFamily) : [];
    if (ownMembers.some((member) => member.userId !== userId)) throw new ConflictError(LEAVE_FIRST);
    const inviterAlone = !inviterMembership || (await deps.sharing.familyMembers(inviterFamily)).every((member) => member.userId === invite.inviterId);
    const familyId = inviterAlone ? await largerLibrary(deps, inviterFamily, ownFamily) : inviterFamily;
    const joining = [{ member: { userId, username: user.username, joinedAt: now }, from: ownFamily }];
    if (inviterAlone) joining.push({ member: { userId: invite.inviterId, username: invite.inviterName, joinedAt: inviterMembership?.joinedAt ?? invite.createdAt }, from: inviterFamily });
    for (const { member, from } of joining) await joinFamily(deps, member, from, familyId);
  }
  await deps.sharing.putInvite({ ...invite, status: 'accepted', acceptedBy: userId });
  await deps.messageEvents?.send({ kind: 'invite_accepted', invite_id: invite.inviteId, inviter_id: invite.inviterId, accepter_name: user.username, at: now });
  if (invite.personId && !user.personId) return deps.accounts.updateUser(userId, { personId: invite.personId });
  return user;
}

/**
 * Which of two libraries becomes the family's when two families of one meet: the larger, whose
 * items then never move. Items that move are unseen for the moment they travel (a list reads one
 * family's keys), so the smaller library moves, and its minutes become seconds: a founder with
 * 20,000 photos keeps every one in view while a relative's 30 come in (sharing README).
 */
async function largerLibrary(deps: Pick<SharingDeps, 'familyCounts'>, inviterFamily: string, joinerFamily: string): Promise<string> {
  const [inviter, joiner] = await Promise.all([deps.familyCounts(inviterFamily), deps.familyCounts(joinerFamily)]);
  const size = (counts: { people: number; photos: number }) => counts.people + counts.photos;
  return size(joiner) > size(inviter) ? joinerFamily : inviterFamily;
}

/**
 * Moves a user into a family: their sessions act for it at once, their items follow in the
 * background. The member whose library is the family's own (`fromScope` is the family) moves
 * nothing: the others read their name from the membership (UploaderNames), so no job is queued.
 * A member who brings people reads their own tree until it has been copied into the family's
 * (`treeCopying`, family/tree-access.ts); one who brings none reads the family's at once, and can
 * change it at once.
 */
async function joinFamily(deps: SharingDeps, member: { userId: string; username: string; joinedAt: number }, fromScope: string, familyId: string): Promise<void> {
  const moving = fromScope !== familyId;
  // The family's counts are read before anything moves in, too: a photo total never read is counted
  // on the first read that finds the library quiet, and a move keeps it busy (each page adds to it),
  // so without this every strip read during the move counted the whole growing library again.
  const [counts] = moving ? await Promise.all([deps.familyCounts(fromScope), deps.familyCounts(familyId)]) : [null];
  const bringsTree = (counts?.people ?? 0) > 0;
  await deps.sharing.putMembership({ ...member, familyId, movingFrom: moving ? fromScope : null, ...(bringsTree ? { treeCopying: true } : {}) });
  await deps.sessions.setFamilyForUser(member.userId, familyId, moving ? fromScope : null, bringsTree);
  if (moving) await requestMove(deps, { user_id: member.userId, from_scope: fromScope, to_scope: familyId });
}

const INVITE_PAGE = 100;

/**
 * The invites a leaving member sent into the family stop working: they invited people to a family
 * that is no longer theirs, and their invites would go on showing the family's people by name.
 * Cancelled invites leave the pending list, so the first page is read again until none are left.
 */
async function cancelInvitesInto(deps: SharingDeps, memberId: string, familyId: string): Promise<void> {
  for (;;) {
    const page = await deps.sharing.pendingInvitesFrom(memberId, INVITE_PAGE);
    const intoFamily = page.filter((invite) => invite.familyId === familyId);
    // Without the person it named: the inviter can still open it, and the person is the family's.
    for (const invite of intoFamily) await deps.sharing.putInvite({ ...invite, status: 'cancelled', personId: null, personName: null });
    if (page.length < INVITE_PAGE || !intoFamily.length) return;
  }
}

/** The member who started the family (the earliest to join); they stay while others come and go. */
export const founderOf = (members: readonly Membership[]): string | null => members.reduce<Membership | null>((first, m) => (!first || m.joinedAt < first.joinedAt ? m : first), null)?.userId ?? null;

/** GET /family: the caller's family; a user who never shared is a family of one. */
export async function familyOfUser(deps: SharingDeps, userId: string): Promise<{ familyId: string; members: Membership[]; own: Membership | null }> {
  const own = await deps.sharing.membership(userId);
  if (!own) {
    const user = await signedInUser(deps, userId);
    return { familyId: userId, members: [{ userId, familyId: userId, username: user.username, joinedAt: user.createdAt, movingFrom: null }], own: null };
  }
  return { familyId: own.familyId, members: await deps.sharing.familyMembers(own.familyId), own };
}

/**
 * POST /remove_family/{userId}: a member removes another (or themselves: leaving). The one who
 * leaves gets a family of their own again and takes their own uploads with them; their sessions
 * lose the family's library and tree from the next request on. The founder cannot be removed by
 * others, but may leave.
 */
export async function removeFromFamily(deps: SharingDeps, callerId: string, memberId: string): Promise<void> {
  const caller = await deps.sharing.membership(callerId);
  const member = caller ? await deps.sharing.membership(memberId) : null;
  if (!caller || !member || member.familyId !== caller.familyId) {
    if (callerId === memberId) throw new ValidationError('You are not sharing a family with anyone');
    throw new NotFoundError(NOT_IN_FAMILY);
  }
  const familyId = caller.familyId;
  const members = await deps.sharing.familyMembers(familyId);
  // The last one keeps the family (and its tree): there is nobody left to leave.
  if (members.length <= 1) throw new ValidationError('You are not sharing a family with anyone');
  // Members may only leave; admins remove others (roles.ts).
  requireMayRemoveMember(caller, memberId, members);
  if (memberId !== callerId && memberId === founderOf(members)) throw new ValidationError(FOUNDER_STAYS);

  // Back to a family of one, keyed by their own id (empty since they joined: everything moved in);
  // unless the family's library is keyed by their id (theirs was the larger when it began): that
  // key stays with the family and its tree, and theirs is a new one.
  const ownScope = familyId === memberId ? deps.newId() : memberId;
  await deps.sharing.removeMembership(memberId);
  if (ownScope !== memberId) await deps.sharing.putMembership({ userId: memberId, familyId: ownScope, username: member.username, joinedAt: deps.now(), movingFrom: null, role: 'admin' });
  // The last admin left: the earliest of those who stay becomes admin (read again: a move may be writing to it).
  const successor = adminAfterLeaving(members.filter((m) => m.userId !== memberId));
  const stored = successor ? await deps.sharing.membership(successor.userId) : null;
  if (stored) await deps.sharing.putMembership({ ...stored, role: 'admin' });
  // The tree stays with the family, so 'this person is me' would point into a tree they no longer
  // see and hand them the family's person id: the one who leaves keeps no person of it.
  if ((await deps.accounts.getUser(memberId))?.personId) await deps.accounts.updateUser(memberId, { personId: null });
  await cancelInvitesInto(deps, memberId, familyId);
  await deps.sessions.setFamilyForUser(memberId, ownScope);
  // Their library's total is counted before their uploads start arriving (as for a join, joinFamily).
  await deps.familyCounts(ownScope);
  const removedBy = memberId === callerId ? {} : { removed_by: callerId };
  await requestMove(deps, { user_id: memberId, from_scope: familyId, to_scope: ownScope, uploads_only: true, ...removedBy });
  if (memberId !== callerId) await deps.notifyFamilyChanged(memberId).catch(() => undefined);
}

/**
 * A member changed their username: the family sees it on their photos at once, as the photo lists
 * read each uploader's name from the family's memberships. A user who shares with nobody has none.
 */
export async function renameMember(deps: Pick<SharingDeps, 'sharing'>, userId: string, username: string): Promise<void> {
  const membership = await deps.sharing.membership(userId);
  if (!membership || membership.username === username) return;
  await deps.sharing.putMembership({ ...membership, username });
}
