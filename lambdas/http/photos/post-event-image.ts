import { eventImageParams, type photoResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { savePhoto } from '../../domain/library/edit-photos';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST /event/{id}/image/{imageId}: links a photo to an event (dropping a photo onto an event). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: eventImageParams,
    handle: async ({ params, session }): Promise<z.infer<typeof photoResponse>> => ({
      photo: await savePhoto(libraryDeps(), libraryViewFor(session), params.imageId, { event_id: params.id }),
    }),
  },
  httpDeps,
);
