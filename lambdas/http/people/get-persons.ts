import { personSearchQuery, type personSearchResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { personViewsWithYears } from '../../domain/family/living';
import { searchPersons } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { withinResponseBudget } from '../../runtime/http/response-budget';

/** GET /persons?q=&limit=: person search by the words of their names, with the years of each one's life. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: personSearchQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof personSearchResponse>> => {
      const deps = familyDeps();
      const found = await searchPersons(deps, treeOwnerFor(session), query.q, query.limit);
      // Up to 200 people: their views are kept within Lambda's response limit, and has_more says if some were left.
      const shown = withinResponseBudget(await personViewsWithYears(deps.store, treeOwnerFor(session), found.people));
      return { persons: shown.items, has_more: found.hasMore || shown.cut };
    },
  },
  httpDeps,
);
