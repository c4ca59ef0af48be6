import { checkPhotosExistsRequest, type CheckPhotosExistsResponse } from '@heirloom/shared/contracts/sources';
import { libraryOwnerFor } from '../../domain/library/access';
import { checkPhotosExist } from '../../domain/sources/imports';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** POST /check_photos_exists: which of these provider items the family has (or is adding), keyed by id. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: checkPhotosExistsRequest,
    handle: ({ body, session }): Promise<CheckPhotosExistsResponse> => checkPhotosExist(sourcesDeps(), libraryOwnerFor(session), body.source_type, body.source_ids),
  },
  httpDeps,
);
