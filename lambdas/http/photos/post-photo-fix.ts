import { fixRequest, idParams, type fixResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { requestFix } from '../../domain/library/fix-request';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { HttpResponse } from '../../runtime/http/response';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { actorOf } from '../../runtime/actor';
import { requireMayChangePhotos } from '../../domain/library/change-rights';
import { NOT_YOUR_PHOTO } from '../../domain/sharing/roles';

/** POST /photo/{id}/fix {fix_type}: queues Correct Image or Remove Noise; the result is pushed as photo_updated. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: fixRequest,
    handle: async ({ params, body, session }): Promise<HttpResponse<z.infer<typeof fixResponse>>> => {
      await requireMayChangePhotos(libraryDeps(), await actorOf(session), libraryViewFor(session), [params.id], NOT_YOUR_PHOTO);
      await requestFix(libraryDeps(), libraryViewFor(session), params.id, body.fix_type, session.userId);
      return new HttpResponse(202, { status: 'Queued', photo_id: params.id, fix_type: body.fix_type });
    },
  },
  httpDeps,
);
