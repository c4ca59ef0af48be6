import { personSearchQuery, type personSearchResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { searchPersons } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /persons?q=&limit=: person search by the words of their names. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: personSearchQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof personSearchResponse>> => {
      const found = await searchPersons(familyDeps(), treeOwnerFor(session), query.q, query.limit);
      return { persons: found.people.map(toPersonView), has_more: found.hasMore };
    },
  },
  httpDeps,
);
