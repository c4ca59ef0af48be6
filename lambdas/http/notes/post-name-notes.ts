import { idParams, notesRequest, type notesResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { saveNotes } from '../../domain/family/attachments';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** POST /name/{id}/notes {notes}: replaces the name's notes (an emptied note is removed). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: notesRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof notesResponse>> => ({
      notes: await saveNotes(familyDeps(), treeToChangeFor(session), { kind: 'name', id: params.id }, body, await actorOf(session)),
    }),
  },
  httpDeps,
);
