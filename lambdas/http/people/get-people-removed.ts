import { removedPeopleQuery, type peopleResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listRemovedPeople } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { personViewsWithYears } from '../../domain/family/living';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /people/removed?cursor=: the people removed from the family's tree, A to Z, 50 a page, to put back. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: removedPeopleQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof peopleResponse>> => {
      const ownerId = treeOwnerFor(session);
      const deps = familyDeps();
      const page = await listRemovedPeople(deps, ownerId, query.cursor);
      return { people: await personViewsWithYears(deps.store, ownerId, page.items), cursor: page.cursor };
    },
  },
  httpDeps,
);
