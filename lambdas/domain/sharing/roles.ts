import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import type { Membership, SharingStore } from '../../ports/sharing';

/**
 * Who may change what in a family (issue 28, item 3). A family has admins (the founder, and whoever
 * an admin promotes) and members. Everyone views, downloads, uploads (as their plan allows), names
 * faces and edits details; an edit to a person someone else maintains becomes a version the admins
 * review. Destructive or wide changes (removing an import, forgetting, deleting or merging people,
 * changing or converting photos and documents, changing or deleting events (anyone may add people
 * to one), unlinking relatives, changing sources, changing or deleting notes and citations, removing
 * members) are for admins, or for the person who made the item, as Gramps Web's contributors add
 * to what others made but do not change it. This file is the one place that
 * says so: the routes ask `requireMayChange` with the item's maker and one of the messages below.
 */

export type FamilyRole = 'admin' | 'member';
export const FAMILY_ROLES = ['admin', 'member'] as const;

/** Who is asking, as the rules see them. */
export interface Actor {
  userId: string;
  role: FamilyRole;
}

// Messages (each says what is refused and who may do it instead).
export const ONLY_ADMINS_OR_MAKER = 'Only the family’s admins or the person who added this can do that';
export const NOT_YOUR_IMPORT = 'Only the family’s admins or the person who imported this file can remove it';
export const NOT_YOUR_PEOPLE_TO_FORGET = 'Only the family’s admins or the person who added them can forget a person';
export const NOT_YOUR_PEOPLE_TO_RESTORE = 'Only the family’s admins or the person who added them can put a removed person back';
export const NOT_YOUR_PEOPLE_TO_MERGE = 'Only the family’s admins or the person who added both people can merge them';
export const NOT_YOUR_PHOTO = 'Only the family’s admins or the person who uploaded this photo can change it';
export const NOT_YOUR_FACE_TO_FORGET = 'Only the family’s admins or the person who uploaded this photo can forget a face in it';
export const NOT_YOUR_PHOTOS = 'Only the family’s admins or the person who uploaded them can change these photos';
export const NOT_YOUR_DOCUMENT = 'Only the family’s admins or the person who uploaded this document can change it';
export const NOT_YOUR_EVENT = 'Only the family’s admins or the person who added this event can delete it';
export const NOT_YOUR_EVENT_TO_CHANGE = 'Only the family’s admins or the person who added this event can change it or take people out of it. You can add people to it.';
export const NOT_YOUR_EVENT_TO_UNLINK = 'Only the family’s admins or the person who added the event that links them can unlink these two';
export const NOT_YOUR_SOURCE = 'Only the family’s admins or the person who added this source can change it';
export const NOT_YOUR_EVENT_TO_RESTORE = 'Only the family’s admins or the person who added this event can put it back';
export const NOT_YOUR_NOTE = 'Only the family’s admins or the person who added a note can change or remove it';
export const NOT_YOUR_CITATION = 'Only the family’s admins or the person who added this citation can change or delete it';
export const ONLY_ADMINS_CHOOSE_VERSIONS = 'Only the family’s admins or the person who added this person can choose between its versions';
export const ONLY_ADMINS_REMOVE_MEMBERS = 'Only the family’s admins can remove someone else from the family';
export const ONLY_ADMINS_SET_ROLES = 'Only the family’s admins can make someone an admin or a member';
export const LAST_ADMIN_STAYS = 'The family needs at least one admin: make someone else an admin first';
export const FOUNDER_STAYS_ADMIN = 'The person who started the family stays an admin: only they can make themselves a member';
export const NOT_IN_YOUR_FAMILY = 'That person is not in your family';

/** The member who started the family: the earliest to join (ties by user id, so every reader agrees). */
export function founderIdOf(members: readonly Membership[]): string | null {
  let first: Membership | null = null;
  for (const m of members) if (!first || m.joinedAt < first.joinedAt || (m.joinedAt === first.joinedAt && m.userId < first.userId)) first = m;
  return first?.userId ?? null;
}

/** A member's role; records from before roles read the founder as admin and everyone else as member. */
export function roleOf(member: Membership, founderId: string | null): FamilyRole {
  return member.role ?? (member.userId === founderId ? 'admin' : 'member');
}

/** Every member with their role, in the order given. */
export function withRoles(members: readonly Membership[]): Array<Membership & { role: FamilyRole }> {
  const founder = founderIdOf(members);
  return members.map((m) => ({ ...m, role: roleOf(m, founder) }));
}

/** The caller's role. A user who shares with nobody is a family of one, and its admin. */
export async function actorFor(sharing: Pick<SharingStore, 'membership' | 'familyMembers'>, userId: string): Promise<Actor> {
  const own = await sharing.membership(userId);
  if (!own) return { userId, role: 'admin' };
  if (own.role) return { userId, role: own.role };
  return { userId, role: roleOf(own, founderIdOf(await sharing.familyMembers(own.familyId))) };
}

/** THE rule: admins change anything of the family; members change what they made themselves. */
export function mayChange(actor: Actor, makerId: string | null | undefined): boolean {
  return actor.role === 'admin' || (!!makerId && makerId === actor.userId);
}

/** Refuses (403) with `message` unless the actor may change an item made by `makerId`. */
export function requireMayChange(actor: Actor, makerId: string | null | undefined, message: string = ONLY_ADMINS_OR_MAKER): void {
  if (!mayChange(actor, makerId)) throw new ForbiddenError(message);
}

/** Refuses (403) unless the actor may change every one of the items (by their makers). */
export function requireMayChangeAll(actor: Actor, makerIds: Iterable<string | null | undefined>, message: string = ONLY_ADMINS_OR_MAKER): void {
  for (const maker of makerIds) requireMayChange(actor, maker, message);
}

/**
 * Removing a member (POST /remove_family/{userId}): anyone may leave; only admins remove others,
 * and nobody removes the founder (checked by the caller, membership.ts).
 */
export function requireMayRemoveMember(caller: Membership, memberId: string, members: readonly Membership[]): void {
  if (memberId === caller.userId) return;
  if (roleOf(caller, founderIdOf(members)) !== 'admin') throw new ForbiddenError(ONLY_ADMINS_REMOVE_MEMBERS);
}

/**
 * Who becomes admin when the last admin leaves: the earliest of those who stay, so a family is
 * never left without anyone who may review versions or remove an import. Null when one stays admin.
 */
export function adminAfterLeaving(remaining: readonly Membership[]): Membership | null {
  if (!remaining.length || withRoles(remaining).some((m) => m.role === 'admin')) return null;
  const founder = founderIdOf(remaining);
  return remaining.find((m) => m.userId === founder) ?? null;
}

/**
 * POST /family/members/{userId}/role {role}: an admin makes a member an admin, or an admin a member
 * (themselves too). The last admin cannot be made a member, and nobody but the founder makes the
 * founder one: an admin they promoted could otherwise take the family from them for good.
 */
export async function setMemberRole(deps: { sharing: Pick<SharingStore, 'membership' | 'familyMembers' | 'putMembership'> }, callerId: string, memberId: string, role: FamilyRole): Promise<Membership & { role: FamilyRole }> {
  const caller = await deps.sharing.membership(callerId);
  if (!caller) {
    // A family of one: its only member is its admin, and stays so.
    if (memberId === callerId && role === 'admin') return { userId: callerId, familyId: callerId, username: '', joinedAt: 0, movingFrom: null, role };
    if (memberId === callerId) throw new ValidationError(LAST_ADMIN_STAYS);
    throw new NotFoundError(NOT_IN_YOUR_FAMILY);
  }
  const members = withRoles(await deps.sharing.familyMembers(caller.familyId));
  const me = members.find((m) => m.userId === callerId);
  if (!me || me.role !== 'admin') throw new ForbiddenError(ONLY_ADMINS_SET_ROLES);
  const member = members.find((m) => m.userId === memberId);
  if (!member) throw new NotFoundError(NOT_IN_YOUR_FAMILY);
  if (member.role === role) return member;
  if (role === 'member' && memberId === founderIdOf(members) && memberId !== callerId) throw new ForbiddenError(FOUNDER_STAYS_ADMIN);
  if (role === 'member' && members.filter((m) => m.role === 'admin').length <= 1) throw new ValidationError(LAST_ADMIN_STAYS);
  // Read again just before writing: the member's move fields may have changed since the list was read.
  const current = (await deps.sharing.membership(memberId)) ?? member;
  if (current.familyId !== caller.familyId) throw new NotFoundError(NOT_IN_YOUR_FAMILY);
  // The founder's role is written out too when another's changes, so it never depends on joining order again.
  const founder = members.find((m) => m.userId === founderIdOf(members));
  if (founder && founder.userId !== memberId) {
    const stored = await deps.sharing.membership(founder.userId);
    if (stored && !stored.role) await deps.sharing.putMembership({ ...stored, role: 'admin' });
  }
  const next = { ...current, role };
  await deps.sharing.putMembership(next);
  return next;
}
