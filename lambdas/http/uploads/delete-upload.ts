import type { statusResponse } from '@heirloom/shared/contracts/accounts';
import { cancelUploadQuery, uploadIdParams } from '@heirloom/shared/contracts/uploads';
import type { z } from 'zod';
import { cancelUpload } from '../../domain/uploads/abandon-uploads';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { objectStorage, uploadStore } from '../../runtime/media-deps';
import { realtimePublisher } from '../../runtime/realtime-deps';

/**
 * DELETE /upload/{upload_id}[?added=keep|remove]: the person cancelled an upload; its reserved
 * space is given back. A running archive or GEDCOM import is asked to stop, keeping or removing
 * what it already added.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: uploadIdParams,
    query: cancelUploadQuery,
    handle: async ({ params, query, session }): Promise<z.infer<typeof statusResponse>> => {
      await cancelUpload({ uploads: uploadStore(), storage: objectStorage(), realtime: realtimePublisher(), now: Date.now }, session.userId, params.upload_id, query.added);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
