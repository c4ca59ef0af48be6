import { idParams, savePhotoRequest, type photoResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { savePhoto } from '../../domain/library/edit-photos';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { actorOf } from '../../runtime/actor';
import { requireMayChangePhotos } from '../../domain/library/change-rights';
import { NOT_YOUR_PHOTO } from '../../domain/sharing/roles';

/** POST /photo/{id}: saves the side panel (place, event, date, description). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: savePhotoRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof photoResponse>> => {
      await requireMayChangePhotos(libraryDeps(), await actorOf(session), libraryViewFor(session), [params.id], NOT_YOUR_PHOTO);
      return { photo: await savePhoto(libraryDeps(), libraryViewFor(session), params.id, body) };
    },
  },
  httpDeps,
);
