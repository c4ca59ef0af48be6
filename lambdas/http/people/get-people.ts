import { peopleQuery, type peopleResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listPeople } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps, treeTotals } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /people: the A-Z people list, 50 a page (query letter, missing_names, cursor); the first unfiltered page carries the tree's totals. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: peopleQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof peopleResponse>> => {
      const ownerId = treeOwnerFor(session);
      const unfiltered = !query.cursor && !query.letter && !query.missing_names;
      const [page, totals] = await Promise.all([listPeople(familyDeps(), ownerId, query), unfiltered ? treeTotals().totals(ownerId) : undefined]);
      return { people: page.items.map(toPersonView), cursor: page.cursor, ...(totals ? { totals } : {}) };
    },
  },
  httpDeps,
);
