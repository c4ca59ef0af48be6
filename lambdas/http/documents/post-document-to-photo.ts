import { idParams, type toPhotoResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { documentToPhoto } from '../../domain/library/conversions';
import { libraryOwnerFor } from '../../domain/library/access';
import { photoViewsOf } from '../../domain/library/views';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { actorOf } from '../../runtime/actor';
import { requireMayChangeDocument } from '../../domain/library/change-rights';

/** POST /document/{id}/to_photo ('This is a photo'): a document made from a picture becomes a photo again. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof toPhotoResponse>> => {
      const deps = libraryDeps();
      await requireMayChangeDocument(deps, await actorOf(session), libraryOwnerFor(session), params.id);
      const [photo] = await photoViewsOf([await documentToPhoto(deps, libraryOwnerFor(session), params.id)], deps);
      return { photo: photo! };
    },
  },
  httpDeps,
);
