import { uploadUrlRequest, type UploadUrlResponse } from '@heirloom/shared/contracts/uploads';
import { requestUploadUrl } from '../../domain/uploads/request-upload-url';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { uploadDeps } from '../../runtime/uploads-deps';

/** POST /upload_url: checks plan, type and space, reserves the space and presigns the PUT. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: uploadUrlRequest,
    handle: ({ body, session }): Promise<UploadUrlResponse> => requestUploadUrl(uploadDeps(), session.userId, body),
  },
  httpDeps,
);
