import type { FamilyResponse } from '@heirloom/shared/contracts/sharing';
import { familyOfUser, founderOf } from '../../domain/sharing/membership';
import { movingOf } from '../../domain/sharing/move-requests';
import { withRoles } from '../../domain/sharing/roles';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** GET /family: the caller's family members (a user who never shared is a family of one). */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<FamilyResponse> => {
      const deps = sharingDeps();
      const [{ familyId, members }, moving] = await Promise.all([familyOfUser(deps, session.userId), movingOf(deps.moves, session.userId)]);
      const founder = founderOf(members);
      return {
        family_id: familyId,
        members: withRoles(members).map((m) => ({ user_id: m.userId, username: m.username, joined_at: m.joinedAt, founder: m.userId === founder, role: m.role })),
        // The session says whether the caller still reads their own tree (family/tree-access.ts).
        moving: moving && { ...moving, tree_copying: Boolean(session.treeFrom) },
      };
    },
  },
  httpDeps,
);
