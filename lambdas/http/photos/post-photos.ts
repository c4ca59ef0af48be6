import { bulkUpdateRequest, type bulkUpdateResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { updatePhotos } from '../../domain/library/edit-photos';
import { libraryOwnerFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST /photos: Update Selected Items (place, event and/or date for every selected photo). */
export const handler = httpHandler(
  {
    auth: 'session',
    body: bulkUpdateRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof bulkUpdateResponse>> => {
      const { photos: ids, ...changes } = body;
      const photos = await updatePhotos(libraryDeps(), libraryOwnerFor(session), ids, changes);
      return { status: 'Success', count: photos.length, photos };
    },
  },
  httpDeps,
);
