import * as z from 'zod';

/**
 * Family roles (issue 28): admins (the founder, and whoever an admin promotes) and members. The
 * server enforces who may change what (lambdas/domain/sharing/roles.ts); these are what the client
 * needs to show only what the user may do.
 */

export const FAMILY_ROLES = ['admin', 'member'] as const;
export const familyRole = z.enum(FAMILY_ROLES, { error: 'Choose admin or member' });
export type FamilyRole = z.infer<typeof familyRole>;

export const memberRoleParams = z.object({ userId: z.string().trim().min(1).max(64) });

/** POST /family/members/{userId}/role: an admin makes a member an admin, or an admin a member. */
export const setMemberRoleRequest = z.object({ role: familyRole });

/** What a member added to the family: photos and documents they uploaded, people they added or imported. */
export const memberAdded = z.object({ photos: z.number(), documents: z.number(), people: z.number() });
export type MemberAdded = z.infer<typeof memberAdded>;

export const familyMemberRoleView = z.object({
  user_id: z.string(),
  username: z.string(),
  /** Epoch milliseconds. */
  joined_at: z.number(),
  /** The member who started the family: an admin who cannot be removed by others. */
  founder: z.boolean(),
  role: familyRole,
  added: memberAdded,
});
export type FamilyMemberRoleView = z.infer<typeof familyMemberRoleView>;

/** GET /family/members: the Family & Invites page's members panel, with the caller's own role. */
export const familyMembersResponse = z.object({
  user_id: z.string(),
  my_role: familyRole,
  members: z.array(familyMemberRoleView),
});
export type FamilyMembersResponse = z.infer<typeof familyMembersResponse>;

export const setMemberRoleResponse = z.object({ user_id: z.string(), role: familyRole });
