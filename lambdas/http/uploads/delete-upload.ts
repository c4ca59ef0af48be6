import type { statusResponse } from '@heirloom/shared/contracts/accounts';
import { uploadIdParams } from '@heirloom/shared/contracts/uploads';
import type { z } from 'zod';
import { cancelUpload } from '../../domain/uploads/abandon-uploads';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { objectStorage, uploadStore } from '../../runtime/media-deps';
import { realtimePublisher } from '../../runtime/realtime-deps';

/** DELETE /upload/{upload_id}: the person cancelled an upload; its reserved space is given back. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: uploadIdParams,
    handle: async ({ params, session }): Promise<z.infer<typeof statusResponse>> => {
      await cancelUpload({ uploads: uploadStore(), storage: objectStorage(), realtime: realtimePublisher(), now: Date.now }, session.userId, params.upload_id);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
