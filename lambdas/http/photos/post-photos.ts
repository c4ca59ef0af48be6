import { bulkUpdateRequest, type bulkUpdateResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { updatePhotos } from '../../domain/library/edit-photos';
import { libraryOwnerFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { actorOf } from '../../runtime/actor';
import { requireMayChangePhotos } from '../../domain/library/change-rights';
import { NOT_YOUR_PHOTOS } from '../../domain/sharing/roles';

/** POST /photos: Update Selected Items (place, event and/or date for every selected photo). */
export const handler = httpHandler(
  {
    auth: 'session',
    body: bulkUpdateRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof bulkUpdateResponse>> => {
      const { photos: ids, ...changes } = body;
      await requireMayChangePhotos(libraryDeps(), await actorOf(session), libraryOwnerFor(session), ids, NOT_YOUR_PHOTOS);
      const photos = await updatePhotos(libraryDeps(), libraryOwnerFor(session), ids, changes);
      return { status: 'Success', count: photos.length, photos };
    },
  },
  httpDeps,
);
