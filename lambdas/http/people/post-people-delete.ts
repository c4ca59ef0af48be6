import { deletePeopleRequest, type countResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { forgetPeople } from '../../domain/family/people';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';
import { requireMayChangePeople } from '../../domain/family/change-rights';
import { NOT_YOUR_PEOPLE_TO_FORGET } from '../../domain/sharing/roles';

/** POST /people/delete [ids]: removes the people from the tree's view. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: deletePeopleRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof countResponse>> => {
      await requireMayChangePeople(familyDeps(), await actorOf(session), treeToChangeFor(session), body, NOT_YOUR_PEOPLE_TO_FORGET);
      return { status: 'Success', count: await forgetPeople(familyDeps(), treeToChangeFor(session), body, session.userId) };
    },
  },
  httpDeps,
);
