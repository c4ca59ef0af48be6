import { restorePeopleRequest, type countResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { requireMayChangePeople } from '../../domain/family/change-rights';
import { restorePeople } from '../../domain/family/people';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { NOT_YOUR_PEOPLE_TO_RESTORE } from '../../domain/sharing/roles';
import { actorOf } from '../../runtime/actor';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /people/restore [ids]: puts removed people back in the tree (admins, or whoever added them). */
export const handler = httpHandler(
  {
    auth: 'session',
    body: restorePeopleRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof countResponse>> => {
      await requireMayChangePeople(familyDeps(), await actorOf(session), treeToChangeFor(session), body, NOT_YOUR_PEOPLE_TO_RESTORE);
      return { status: 'Success', count: await restorePeople(familyDeps(), treeToChangeFor(session), body) };
    },
  },
  httpDeps,
);
