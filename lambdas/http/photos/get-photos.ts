import { photosQuery, type PhotosResponse } from '@heirloom/shared/contracts/photos';
import { facesOfPhotoPage } from '../../domain/faces/views';
import { faceScopeOf } from '../../domain/faces/scope';
import { listPhotos } from '../../domain/library/list-photos';
import { libraryViewFor } from '../../domain/library/access';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { faceViewDeps } from '../../runtime/faces-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/**
 * GET /photos: the photo strip, 50 a page (person_id, location_id, event_id, missing_date, list,
 * page), with the faces on the page's photos so the cards draw their face boxes.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    query: photosQuery,
    handle: async ({ query, session }): Promise<PhotosResponse> => {
      const page = await listPhotos(libraryDeps(), libraryViewFor(session), query, { userId: session.userId, treeOwnerId: treeOwnerFor(session) });
      if (!page.photos.length) return page;
      const faces = await facesOfPhotoPage(faceViewDeps(), faceScopeOf(session), page.photos.map((photo) => photo.id));
      return { ...page, faces };
    },
  },
  httpDeps,
);
