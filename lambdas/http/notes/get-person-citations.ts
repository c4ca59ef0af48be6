import { idParams, type citationsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listCitations } from '../../domain/family/attachments';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /person/{id}/citations: the person's citations in order, with their sources. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof citationsResponse>> => ({
      citations: await listCitations(familyDeps(), treeOwnerFor(session), { kind: 'person', id: params.id }),
    }),
  },
  httpDeps,
);
