import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lambdas/domain/errors';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { makerOfPerson } from '../../../lambdas/domain/family/makers';
import { createPerson, requirePerson, saveContacts, savePerson } from '../../../lambdas/domain/family/people';
import { choosePersonVersion } from '../../../lambdas/domain/family/person-versions';
import {
  actorFor,
  adminAfterLeaving,
  LAST_ADMIN_STAYS,
  mayChange,
  ONLY_ADMINS_REMOVE_MEMBERS,
  ONLY_ADMINS_SET_ROLES,
  requireMayChange,
  requireMayRemoveMember,
  roleOf,
  setMemberRole,
  FOUNDER_STAYS_ADMIN,
  withRoles,
} from '../../../lambdas/domain/sharing/roles';
import type { Membership, SharingStore } from '../../../lambdas/ports/sharing';
import { MemoryFamilyStore } from '../family/memory-family-store';

const member = (userId: string, joinedAt: number, role?: 'admin' | 'member'): Membership => ({ userId, familyId: 'fam', username: userId, joinedAt, movingFrom: null, ...(role ? { role } : {}) });

/** The part of the sharing store the rules use, in memory. */
function memberships(...list: Membership[]): Pick<SharingStore, 'membership' | 'familyMembers' | 'putMembership'> & { all: Map<string, Membership> } {
  const all = new Map(list.map((m) => [m.userId, m]));
  return {
    all,
    membership: async (userId) => all.get(userId) ?? null,
    familyMembers: async (familyId) => [...all.values()].filter((m) => m.familyId === familyId).sort((a, b) => a.joinedAt - b.joinedAt),
    putMembership: async (m) => void all.set(m.userId, m),
  };
}

describe('who may change what (roles.ts)', () => {
  it('admins change anything; members only what they made; an unknown maker is for admins only', () => {
    const admin = { userId: 'ann', role: 'admin' as const };
    const relative = { userId: 'ben', role: 'member' as const };
    expect(mayChange(admin, 'ben')).toBe(true);
    expect(mayChange(admin, null)).toBe(true);
    expect(mayChange(relative, 'ben')).toBe(true);
    expect(mayChange(relative, 'ann')).toBe(false);
    expect(mayChange(relative, null)).toBe(false);
    expect(mayChange(relative, undefined)).toBe(false);
    expect(() => requireMayChange(relative, 'ann', 'Only admins')).toThrow(new ForbiddenError('Only admins'));
  });

  it('records from before roles: the founder (earliest) reads as admin, the others as members; a stored role wins', () => {
    const founder = member('ann', 1);
    const later = member('ben', 2);
    expect(roleOf(founder, 'ann')).toBe('admin');
    expect(roleOf(later, 'ann')).toBe('member');
    expect(roleOf({ ...later, role: 'admin' }, 'ann')).toBe('admin');
    expect(roleOf({ ...founder, role: 'member' }, 'ann')).toBe('member');
    expect(withRoles([later, founder]).map((m) => [m.userId, m.role])).toEqual([
      ['ben', 'member'],
      ['ann', 'admin'],
    ]);
  });

  it('a family of one is its own admin; a member of a family reads their role', async () => {
    const store = memberships(member('ann', 1), member('ben', 2));
    expect(await actorFor(store, 'solo')).toEqual({ userId: 'solo', role: 'admin' });
    expect(await actorFor(store, 'ann')).toEqual({ userId: 'ann', role: 'admin' });
    expect(await actorFor(store, 'ben')).toEqual({ userId: 'ben', role: 'member' });
  });

  it('only admins promote and demote; the last admin cannot be demoted; strangers are not found', async () => {
    const store = memberships(member('ann', 1), member('ben', 2), member('cy', 3));
    await expect(setMemberRole({ sharing: store }, 'ben', 'cy', 'admin')).rejects.toThrow(new ForbiddenError(ONLY_ADMINS_SET_ROLES));
    await expect(setMemberRole({ sharing: store }, 'ann', 'ann', 'member')).rejects.toThrow(new ValidationError(LAST_ADMIN_STAYS));
    await expect(setMemberRole({ sharing: store }, 'ann', 'someone-else', 'admin')).rejects.toBeInstanceOf(NotFoundError);
    expect((await setMemberRole({ sharing: store }, 'ann', 'ben', 'admin')).role).toBe('admin');
    expect(await actorFor(store, 'ben')).toEqual({ userId: 'ben', role: 'admin' });
    // Now there are two admins: the founder may step down, and ben may demote others.
    expect((await setMemberRole({ sharing: store }, 'ann', 'ann', 'member')).role).toBe('member');
    expect(await actorFor(store, 'ann')).toEqual({ userId: 'ann', role: 'member' });
    await expect(setMemberRole({ sharing: store }, 'ben', 'ben', 'member')).rejects.toThrow(new ValidationError(LAST_ADMIN_STAYS));
  });

  it('an admin the founder promoted cannot make the founder a member; the founder may step down, and be made admin again', async () => {
    const store = memberships(member('ann', 1), member('ben', 2, 'admin'), member('cy', 3));
    await expect(setMemberRole({ sharing: store }, 'ben', 'ann', 'member')).rejects.toThrow(new ForbiddenError(FOUNDER_STAYS_ADMIN));
    expect(await actorFor(store, 'ann')).toEqual({ userId: 'ann', role: 'admin' });
    expect((await setMemberRole({ sharing: store }, 'ann', 'ann', 'member')).role).toBe('member');
    expect((await setMemberRole({ sharing: store }, 'ben', 'ann', 'admin')).role).toBe('admin');
  });

  it('members may only leave; admins remove others; when the last admin leaves, the earliest who stays becomes admin', () => {
    const members = [member('ann', 1), member('ben', 2), member('cy', 3)];
    expect(() => requireMayRemoveMember(members[1]!, 'cy', members)).toThrow(new ForbiddenError(ONLY_ADMINS_REMOVE_MEMBERS));
    expect(() => requireMayRemoveMember(members[1]!, 'ben', members)).not.toThrow();
    expect(() => requireMayRemoveMember(members[0]!, 'cy', members)).not.toThrow();
    expect(adminAfterLeaving([{ ...members[1]!, role: 'member' }, { ...members[2]!, role: 'member' }])?.userId).toBe('ben');
    expect(adminAfterLeaving([{ ...members[1]!, role: 'member' }, { ...members[2]!, role: 'admin' }])).toBeNull();
  });
});

describe("a member's edit to a person someone else maintains is a suggestion for review", () => {
  const FAMILY = 'family';
  const deps = (): FamilyDeps & { store: MemoryFamilyStore } => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
  const named = (first: string, last: string) => ({ names: [{ name_type: 'Birth Name' as const, prefix: '', first_name: first, middle_name: '', last_name: last, suffix: '' }] });
  const relative = { userId: 'ben', role: 'member' as const };
  const admin = { userId: 'ann', role: 'admin' as const };

  it('the person stays as it was until an admin uses the suggestion', async () => {
    const d = deps();
    const grandmother = await createPerson(d, FAMILY, 'ann', named('Olga', 'Berg'));
    expect(await makerOfPerson(d.store, grandmother)).toBe('ann');
    await savePerson(d, FAMILY, relative, grandmother.id, named('Olga Maria', 'Berg'));
    const waiting = await requirePerson(d, FAMILY, grandmother.id);
    expect(waiting.names[0]!.first).toBe('Olga');
    expect(waiting.newerVersion).toBe(String(grandmother.personVersion + 1));
    expect(waiting.pending?.names[0]!.first).toBe('Olga Maria');
    expect(waiting.pending?.author).toBe('ben');

    const used = await choosePersonVersion(d, waiting, 'ann', 'use');
    expect(used.names[0]!.first).toBe('Olga Maria');
    expect(used.author).toBe('ben');
    expect(used.newerVersion).toBeNull();
    expect(used.pending ?? null).toBeNull();
    expect(used.versions?.[0]?.names[0]!.first).toBe('Olga');
  });

  it("'Keep Current Version' leaves the person unchanged and keeps the suggestion among the versions", async () => {
    const d = deps();
    const grandmother = await createPerson(d, FAMILY, 'ann', named('Olga', 'Berg'));
    await saveContacts(d, FAMILY, relative, grandmother.id, { contacts: [{ contact_type: 'Email', contact_value: 'wrong@example.com' }] });
    const waiting = await requirePerson(d, FAMILY, grandmother.id);
    expect(waiting.contacts).toEqual([]);
    const kept = await choosePersonVersion(d, waiting, 'ann', 'keep');
    expect(kept.contacts).toEqual([]);
    expect(kept.newerVersion).toBeNull();
    expect(kept.versions?.[0]?.contacts?.map((c) => c.value)).toEqual(['wrong@example.com']);
  });

  it('a member names an unnamed person (a face someone else uploaded) at once: there is nothing to overwrite', async () => {
    const d = deps();
    const unnamed = await createPerson(d, FAMILY, 'ann', { names: [] });
    const saved = await savePerson(d, FAMILY, relative, unnamed.id, named('Olga', 'Berg'));
    expect(saved.names[0]!.first).toBe('Olga');
    expect(saved.pending ?? null).toBeNull();
    // Once named, a further edit by the member is a suggestion again.
    expect((await savePerson(d, FAMILY, relative, unnamed.id, named('Olga Maria', 'Berg'))).pending?.names[0]!.first).toBe('Olga Maria');
  });

  it("the maintainer's and an admin's edits apply at once; a member's own person too", async () => {
    const d = deps();
    const own = await createPerson(d, FAMILY, 'ben', named('Ben', 'Berg'));
    expect((await savePerson(d, FAMILY, relative, own.id, named('Benjamin', 'Berg'))).names[0]!.first).toBe('Benjamin');
    const founders = await createPerson(d, FAMILY, 'ann', named('Olga', 'Berg'));
    const saved = await savePerson(d, FAMILY, admin, founders.id, named('Olga', 'Berg-Lind'));
    expect(saved.names[0]!.last).toBe('Berg-Lind');
    expect(saved.pending ?? null).toBeNull();
  });
});
