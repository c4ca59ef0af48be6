import { peopleQuery, type peopleResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listPeople } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { personViewsWithYears } from '../../domain/family/living';
import { familyDeps, treeTotals } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /people: the A-Z people list, 50 a page (query letter, missing_names, cursor), each with the years of their life; the first unfiltered page carries the tree's totals. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: peopleQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof peopleResponse>> => {
      const ownerId = treeOwnerFor(session);
      const unfiltered = !query.cursor && !query.letter && !query.missing_names;
      const deps = familyDeps();
      const [page, totals] = await Promise.all([listPeople(deps, ownerId, query), unfiltered ? treeTotals().totals(ownerId) : undefined]);
      return { people: await personViewsWithYears(deps.store, ownerId, page.items), cursor: page.cursor, ...(totals ? { totals } : {}) };
    },
  },
  httpDeps,
);
