import { dropboxThumbnailsRequest, type DropboxThumbnailsResponse } from '@heirloom/shared/contracts/sources';
import { dropboxThumbnails } from '../../domain/sources/dropbox-browse';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** POST /dropbox/thumbnails: up to 25 w480h320 thumbnails as data URLs, keyed by path. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: dropboxThumbnailsRequest,
    handle: ({ body, session }): Promise<DropboxThumbnailsResponse> => dropboxThumbnails(sourcesDeps(), session.userId, body.paths),
  },
  httpDeps,
);
