import { idParams, sourcePageQuery, type sourcePageResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { makerOf } from '../../domain/family/makers';
import { sourcePage } from '../../domain/family/sources';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toSourceView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /source/{id}?page=: a source of the family tree and a page of the people and events that cite it. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    query: sourcePageQuery,
    handle: async ({ params, query, session }): Promise<z.infer<typeof sourcePageResponse>> => {
      const deps = familyDeps();
      const page = await sourcePage(deps, treeOwnerFor(session), params.id, query.page);
      const source = { ...toSourceView(page.source), created_by: await makerOf(deps.store, page.source) };
      return { source, citations: page.citations, next_page: page.cursor };
    },
  },
  httpDeps,
);
