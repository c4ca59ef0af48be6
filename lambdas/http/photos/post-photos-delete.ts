import { deletePhotosRequest, type statusResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { trashPhotos } from '../../domain/library/trash';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST (or DELETE) /photos/delete [ids]: to Recently deleted; refused (403) unless the caller uploaded every one. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: deletePhotosRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof statusResponse>> => ({ status: 'Success', count: await trashPhotos(libraryDeps(), session.userId, body) }),
  },
  httpDeps,
);
