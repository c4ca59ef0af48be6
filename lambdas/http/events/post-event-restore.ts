import { idParams, type eventResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { getEvent } from '../../domain/family/events';
import { restoreEvent } from '../../domain/family/removed-events';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { relinkPhotosToEvent } from '../../domain/library/edit-photos';
import { actorOf } from '../../runtime/actor';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST /event/{id}/restore: a deleted event back, with its people, notes, citations and photos (admins, or whoever added it). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof eventResponse>> => {
      const owner = treeToChangeFor(session);
      const { photoIds } = await restoreEvent(familyDeps(), owner, params.id, await actorOf(session));
      await relinkPhotosToEvent(libraryDeps(), photoIds, params.id);
      return { event: await getEvent(familyDeps(), owner, params.id) };
    },
  },
  httpDeps,
);
