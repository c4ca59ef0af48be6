import { sourcesListQuery, type sourcesPageResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listSources } from '../../domain/family/sources';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toSourceView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /sources?q=&page=: the family tree's sources by title, a page at a time (Documents and sources). */
export const handler = httpHandler(
  {
    auth: 'session',
    query: sourcesListQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof sourcesPageResponse>> => {
      const page = await listSources(familyDeps(), treeOwnerFor(session), query);
      return { sources: page.items.map(toSourceView), next_page: page.cursor };
    },
  },
  httpDeps,
);
