import { ownPersonRequest, type userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { setOwnPerson } from '../../domain/accounts/own-person';
import { toUserView } from '../../domain/accounts/user-view';
import { requirePerson } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { accountsDeps } from '../../runtime/accounts-deps';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { withTreeFacts } from '../../runtime/user-tree-facts';

/** PUT /user/person: sets (or, with null, clears) the tree person who is the signed-in user. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: ownPersonRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof userResponse>> => {
      if (body.person_id !== null) await requirePerson(familyDeps(), treeOwnerFor(session), body.person_id);
      const deps = accountsDeps();
      return { user: await withTreeFacts(toUserView(await setOwnPerson(deps, session.userId, body.person_id), deps.now()), session) };
    },
  },
  httpDeps,
);
