import { facebookPhotosQuery, type FacebookPhotosResponse } from '@heirloom/shared/contracts/sources';
import { facebookPhotos } from '../../domain/sources/facebook-photos';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** GET /facebook/photos?after=: one page (25) of the caller's Facebook photos. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: facebookPhotosQuery,
    handle: ({ query, session }): Promise<FacebookPhotosResponse> => facebookPhotos(sourcesDeps(), session.userId, query.after),
  },
  httpDeps,
);
