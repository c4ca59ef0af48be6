import { personSearchQuery, type personSearchResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { searchPersons } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { withinResponseBudget } from '../../runtime/http/response-budget';

/** GET /persons?q=&limit=: person search by the words of their names. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: personSearchQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof personSearchResponse>> => {
      const found = await searchPersons(familyDeps(), treeOwnerFor(session), query.q, query.limit);
      // Up to 200 people: their views are kept within Lambda's response limit, and has_more says if some were left.
      const shown = withinResponseBudget(found.people.map(toPersonView));
      return { persons: shown.items, has_more: found.hasMore || shown.cut };
    },
  },
  httpDeps,
);
