import { relationshipParams, type RelationshipResponse } from '@heirloom/shared/contracts/relationships';
import { relationshipBetween } from '../../domain/family/relationship-between';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { accountsDeps } from '../../runtime/accounts-deps';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /relationship/{personId}/{otherId}: how the first person is related to the second, closest paths first. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: relationshipParams,
    handle: async ({ params, session }): Promise<RelationshipResponse> => {
      // The reader's own person is told as "your ..." (the user's choice of "This is me"); the
      // session was checked by the wrapper, so a user record without a person just has none.
      const user = await accountsDeps().accounts.getUser(session.userId);
      return relationshipBetween(familyDeps(), treeOwnerFor(session), params.personId, params.otherId, user?.personId ?? null);
    },
  },
  httpDeps,
);
