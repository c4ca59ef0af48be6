import { importsQuery, type importsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listImports } from '../../domain/genealogy-import/import-records';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toImportView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /imports: the tree's GEDCOM imports, newest first. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: importsQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof importsResponse>> => {
      const page = await listImports(familyDeps(), treeOwnerFor(session), query.cursor);
      // The list carries each import's first warnings; its report (GET /imports/{id}) has every one.
      return { imports: page.items.map((item) => toImportView(item, 100)), cursor: page.cursor };
    },
  },
  httpDeps,
);
