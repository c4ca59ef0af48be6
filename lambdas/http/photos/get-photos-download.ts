import { photoDownloadParams, type PhotoDownloadResponse } from '@heirloom/shared/contracts/photo-downloads';
import { libraryOwnerFor } from '../../domain/library/access';
import { getPhotoDownload } from '../../domain/photo-downloads/photo-downloads';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { readPhotoDownloadDeps } from '../../runtime/photo-download-deps';

/**
 * GET /photos/download/{id}: the caller's download (items zipped of total) and, once done, a link
 * valid for a few minutes. Another member's or family's id is not found.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: photoDownloadParams,
    handle: async ({ params, session }): Promise<PhotoDownloadResponse> => ({
      download: await getPhotoDownload(readPhotoDownloadDeps(), { ownerId: libraryOwnerFor(session), userId: session.userId, id: params.id }),
    }),
  },
  httpDeps,
);
