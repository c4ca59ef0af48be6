import { favoriteRequest, idParams, type favoriteResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { libraryViewFor } from '../../domain/library/access';
import { setFavorite } from '../../domain/library/favorite-photo';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST /photo/{id}/favorite: any member stars a photo of the family's library, or unstars it. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: favoriteRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof favoriteResponse>> => ({
      photo: await setFavorite(libraryDeps(), libraryViewFor(session), params.id, body.favorite),
    }),
  },
  httpDeps,
);
