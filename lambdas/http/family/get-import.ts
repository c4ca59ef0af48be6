import { idParams, type importResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { getImport } from '../../domain/genealogy-import/import-records';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toImportView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /imports/{id}: one GEDCOM import: status, counts, warnings with line numbers. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof importResponse>> => ({
      import: toImportView(await getImport(familyDeps(), treeOwnerFor(session), params.id)),
    }),
  },
  httpDeps,
);
