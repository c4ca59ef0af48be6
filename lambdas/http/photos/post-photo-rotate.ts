import { idParams, rotateRequest, type rotateResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { libraryViewFor } from '../../domain/library/access';
import { requireMayChangePhotos } from '../../domain/library/change-rights';
import { requestTurn } from '../../domain/library/fix-request';
import { NOT_YOUR_PHOTO } from '../../domain/sharing/roles';
import { actorOf } from '../../runtime/actor';
import { httpDeps } from '../../runtime/http-deps';
import { HttpResponse } from '../../runtime/http/response';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST /photo/{id}/rotate {direction}: queues a quarter turn (uploader or admin); the turned photo is pushed as photo_updated. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: rotateRequest,
    handle: async ({ params, body, session }): Promise<HttpResponse<z.infer<typeof rotateResponse>>> => {
      await requireMayChangePhotos(libraryDeps(), await actorOf(session), libraryViewFor(session), [params.id], NOT_YOUR_PHOTO);
      const turns = await requestTurn(libraryDeps(), libraryViewFor(session), params.id, body.direction, session.userId);
      return new HttpResponse(202, { status: 'Queued', photo_id: params.id, turns });
    },
  },
  httpDeps,
);
