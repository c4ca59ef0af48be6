import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { UserRecord } from '../../ports/accounts';
import type { Membership } from '../../ports/sharing';
import type { SharingDeps } from './deps';
import { assertAcceptable, LEAVE_FIRST, readableInvite, signedInUser } from './invites';

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
  const familyId = inviterMembership?.familyId ?? invite.inviterId;
  const ownFamily = ownMembership?.familyId ?? userId;
  if (ownFamily !== familyId) {
    const ownMembers = ownMembership ? await deps.sharing.familyMembers(ownFamily) : [];
    if (ownMembers.some((member) => member.userId !== userId)) throw new ConflictError(LEAVE_FIRST);
    if (!inviterMembership) {
      await deps.sharing.putMembership({ userId: invite.inviterId, familyId, username: invite.inviterName, joinedAt: invite.createdAt, movingFrom: null, moved: 0 });
      // The founder's photos stay where they are; they only get the founder's name for the others.
      await deps.moveQueue.send({ user_id: invite.inviterId, from_scope: familyId, to_scope: familyId, uploads_only: true });
    }
    await deps.sharing.putMembership({ userId, familyId, username: user.username, joinedAt: now, movingFrom: ownFamily, moved: 0 });
    await deps.sessions.setFamilyForUser(userId, familyId);
    await deps.moveQueue.send({ user_id: userId, from_scope: ownFamily, to_scope: familyId });
  }
  await deps.sharing.putInvite({ ...invite, status: 'accepted', acceptedBy: userId });
  if (invite.personId && !user.personId) return deps.accounts.updateUser(userId, { personId: invite.personId });
  return user;
}

/** GET /family: the caller's family; a user who never shared is a family of one. */
export async function familyOfUser(deps: SharingDeps, userId: string): Promise<{ familyId: string; members: Membership[]; own: Membership | null }> {
  const own = await deps.sharing.membership(userId);
  if (!own) {
    const user = await signedInUser(deps, userId);
    return { familyId: userId, members: [{ userId, familyId: userId, username: user.username, joinedAt: user.createdAt, movingFrom: null, moved: 0 }], own: null };
  }
  return { familyId: own.familyId, members: await deps.sharing.familyMembers(own.familyId), own };
}

/**
 * POST /remove_family/{userId}: a member removes another (or themselves: leaving). The one who
 * leaves gets a family of their own again and takes their own uploads with them; their sessions
 * lose the family's library and tree from the next request on. The founder cannot be removed by
 * others (the family keeps their id), but may leave.
 */
export async function removeFromFamily(deps: SharingDeps, callerId: string, memberId: string): Promise<void> {
  const caller = await deps.sharing.membership(callerId);
  const member = caller ? await deps.sharing.membership(memberId) : null;
  if (!caller || !member || member.familyId !== caller.familyId) {
    if (callerId === memberId) throw new ValidationError('You are not sharing a family with anyone');
    throw new NotFoundError(NOT_IN_FAMILY);
  }
  const familyId = caller.familyId;
  if (memberId !== callerId && memberId === familyId) throw new ValidationError(FOUNDER_STAYS);

  // Back to a family of one. A founder leaving cannot take the family's id with them.
  const newFamily = memberId === familyId ? deps.newId() : memberId;
  if (newFamily === memberId) await deps.sharing.removeMembership(memberId);
  else await deps.sharing.putMembership({ ...member, familyId: newFamily, joinedAt: deps.now(), movingFrom: null, moved: 0 });
  await deps.sessions.setFamilyForUser(memberId, newFamily);
  await deps.moveQueue.send({ user_id: memberId, from_scope: familyId, to_scope: newFamily, uploads_only: true });
  if (memberId !== callerId) await deps.notifyFamilyChanged(memberId).catch(() => undefined);

  // A family left with one member is a family of one again (their id stays the family's scope).
  const rest = (await deps.sharing.familyMembers(familyId)).filter((m) => m.userId !== memberId);
  if (rest.length === 1 && rest[0]!.userId === familyId) await deps.sharing.removeMembership(familyId);
}
