import { startPhotoDownloadRequest } from '@heirloom/shared/contracts/photos';
import type { PhotoDownloadResponse } from '@heirloom/shared/contracts/photo-downloads';
import { libraryViewFor } from '../../domain/library/access';
import { startPhotoDownload, toPhotoDownloadView } from '../../domain/photo-downloads/photo-downloads';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';
import { startPhotoDownloadDeps } from '../../runtime/photo-download-deps';

/**
 * POST /photos/download {photos}: any member starts zipping the selected photos and videos of the
 * family's library (202); GET /photos/download/{id} follows it to its link.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    body: startPhotoDownloadRequest,
    handle: async ({ body, session }) => {
      const deps = startPhotoDownloadDeps();
      const job = await startPhotoDownload(deps, { view: libraryViewFor(session), requestedBy: session.userId, photoIds: body.photos });
      return new HttpResponse<PhotoDownloadResponse>(202, { download: toPhotoDownloadView(job, deps.now(), null) });
    },
  },
  httpDeps,
);
