import { photoSearchQuery, type PhotoSearchResponse } from '@heirloom/shared/contracts/photos';
import { libraryViewFor } from '../../domain/library/access';
import { searchPhotos } from '../../domain/library/search-photos';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** GET /photos/search?q=: the family's photos and videos whose caption or file name has each typed word. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: photoSearchQuery,
    handle: ({ query, session }): Promise<PhotoSearchResponse> => searchPhotos(libraryDeps(), libraryViewFor(session), query.q),
  },
  httpDeps,
);
