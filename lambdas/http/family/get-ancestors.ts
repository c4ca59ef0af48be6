import { graphQuery, personIdParams, type graphResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { familyGraph } from '../../domain/family/relationships';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /ancestors/{personId}?depth=: a person's ancestors (bottom-up chart, no marriage links). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: personIdParams,
    query: graphQuery,
    handle: async ({ params, query, session }): Promise<z.infer<typeof graphResponse>> =>
      familyGraph(familyDeps(), treeOwnerFor(session), params.personId, 'ancestors', query.depth),
  },
  httpDeps,
);
