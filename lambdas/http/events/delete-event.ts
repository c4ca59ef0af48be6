import { idParams, type statusResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { deleteEvent } from '../../domain/family/events';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { unlinkEventFromPhotos } from '../../domain/library/edit-photos';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { actorOf } from '../../runtime/actor';

/** DELETE /event/{id}: the event, its participants, notes and citations; its photos are unlinked. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof statusResponse>> => {
      const owner = treeToChangeFor(session);
      await deleteEvent(familyDeps(), owner, params.id, await actorOf(session));
      // Photos live in the library, not the tree: unlink them so none points at a deleted event.
      await unlinkEventFromPhotos(libraryDeps(), owner, params.id);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
