import { googleThumbnailsRequest, type DropboxThumbnailsResponse } from '@heirloom/shared/contracts/sources';
import { googleThumbnails } from '../../domain/sources/google-picker';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** POST /google/thumbnails: up to 25 thumbnails of picked items as data URLs, keyed by base URL. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: googleThumbnailsRequest,
    handle: ({ body, session }): Promise<DropboxThumbnailsResponse> => googleThumbnails(sourcesDeps(), session.userId, body.base_urls),
  },
  httpDeps,
);
