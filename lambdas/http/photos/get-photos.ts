import { photosQuery, type PhotosResponse } from '@heirloom/shared/contracts/photos';
import { listPhotos } from '../../domain/library/list-photos';
import { libraryOwnerFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** GET /photos: the photo strip, 50 a page (person_id, location_id, event_id, missing_date, list, page). */
export const handler = httpHandler(
  {
    auth: 'session',
    query: photosQuery,
    handle: ({ query, session }): Promise<PhotosResponse> => listPhotos(libraryDeps(), libraryOwnerFor(session), query, session.userId),
  },
  httpDeps,
);
