import { eventImageParams, type photoResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { unlinkPhotoFromEvent } from '../../domain/library/edit-photos';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** DELETE /event/{id}/image/{imageId}: unlinks the photo if it is linked to that event. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: eventImageParams,
    handle: async ({ params, session }): Promise<z.infer<typeof photoResponse>> => ({
      photo: await unlinkPhotoFromEvent(libraryDeps(), libraryViewFor(session), params.imageId, params.id),
    }),
  },
  httpDeps,
);
