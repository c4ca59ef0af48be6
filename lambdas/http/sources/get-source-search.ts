import { sourceSearchQuery, type sourcesResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { searchSources } from '../../domain/family/sources';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toSourceView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /source/search?q=: sources whose title starts with the text typed. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: sourceSearchQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof sourcesResponse>> => ({
      sources: (await searchSources(familyDeps(), treeOwnerFor(session), query.q)).map(toSourceView),
    }),
  },
  httpDeps,
);
