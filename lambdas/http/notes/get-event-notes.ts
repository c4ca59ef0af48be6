import { idParams, type notesResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listNotes } from '../../domain/family/attachments';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /event/{id}/notes: the event's notes in order, each with its citations. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof notesResponse>> => ({
      notes: await listNotes(familyDeps(), treeOwnerFor(session), { kind: 'event', id: params.id }),
    }),
  },
  httpDeps,
);
