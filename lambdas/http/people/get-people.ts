import { peopleQuery, type peopleResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listPeople } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /people: the A-Z people list, 50 a page (query letter, missing_names, cursor). */
export const handler = httpHandler(
  {
    auth: 'session',
    query: peopleQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof peopleResponse>> => {
      const page = await listPeople(familyDeps(), treeOwnerFor(session), query);
      return { people: page.items.map(toPersonView), cursor: page.cursor };
    },
  },
  httpDeps,
);
