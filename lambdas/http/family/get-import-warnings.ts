import { idParams, importWarningsQuery, type importWarningsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { getImportWarnings } from '../../domain/genealogy-import/import-records';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /imports/{id}/warnings?page=: one page of an import's warnings after those on its report (about 100 KB). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    query: importWarningsQuery,
    handle: async ({ params, query, session }): Promise<z.infer<typeof importWarningsResponse>> => {
      const { warnings, nextPage } = await getImportWarnings(familyDeps(), treeOwnerFor(session), params.id, query.page);
      return { warnings, next_page: nextPage };
    },
  },
  httpDeps,
);
