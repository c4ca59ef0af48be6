import { idParams, type photoResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { getPhoto } from '../../domain/library/edit-photos';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** GET /photo/{id}: the photo with its event, for the side panel and the lightbox (owner only). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof photoResponse>> => ({ photo: await getPhoto(libraryDeps(), libraryViewFor(session), params.id) }),
  },
  httpDeps,
);
