import { bulkFavoriteRequest, type bulkFavoriteResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { libraryOwnerFor } from '../../domain/library/access';
import { setFavorites } from '../../domain/library/favorite-photo';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST /photos/favorite: any member stars (or unstars) the selected photos of the family's library. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: bulkFavoriteRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof bulkFavoriteResponse>> => {
      const photos = await setFavorites(libraryDeps(), libraryOwnerFor(session), body.photos, body.favorite);
      return { status: 'Success', count: photos.length, photos };
    },
  },
  httpDeps,
);
