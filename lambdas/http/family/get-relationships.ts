import { graphQuery, personIdParams, type graphResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { familyGraph } from '../../domain/family/relationships';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /relationships/{personId}?depth=: the family tree around a person: parents, children and partners, couples joined by marriage links. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: personIdParams,
    query: graphQuery,
    handle: async ({ params, query, session }): Promise<z.infer<typeof graphResponse>> =>
      familyGraph(familyDeps(), treeOwnerFor(session), params.personId, 'relationships', query.depth),
  },
  httpDeps,
);
