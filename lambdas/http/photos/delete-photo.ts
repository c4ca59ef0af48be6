import { idParams, type statusResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { libraryViewFor, requireOwnPhoto } from '../../domain/library/access';
import { trashPhotos } from '../../domain/library/trash';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** DELETE /photo/{id}: the side panel's Delete moves it to Recently deleted (404 outside the family's library, 403 for a relative's photo). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof statusResponse>> => {
      const deps = libraryDeps();
      await requireOwnPhoto(deps, libraryViewFor(session), params.id);
      return { status: 'Success', count: await trashPhotos(deps, session.userId, [params.id]) };
    },
  },
  httpDeps,
);
