import { idParams, type deleteEventResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { deleteEvent } from '../../domain/family/events';
import { keepRemovedEvent } from '../../domain/family/removed-events';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { unlinkEventFromPhotos } from '../../domain/library/edit-photos';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { actorOf } from '../../runtime/actor';

/**
 * DELETE /event/{id}: the event, its participants, notes and citations; its photos are unlinked.
 * The event is kept as it was, with the photos it had, so it can be put back (POST /event/{id}/restore).
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof deleteEventResponse>> => {
      const owner = treeToChangeFor(session);
      const removed = await deleteEvent(familyDeps(), owner, params.id, await actorOf(session));
      // Photos live in the library, not the tree: unlink them so none points at a deleted event.
      const photoIds = await unlinkEventFromPhotos(libraryDeps(), owner, params.id);
      return { status: 'Success', restorable: await keepRemovedEvent(familyDeps(), { ...removed, photoIds }) };
    },
  },
  httpDeps,
);
