import { personFaceParams, type faceStatusResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { forgetFace } from '../../domain/faces/face-calls';
import { faceScopeToChangeOf } from '../../domain/faces/scope';
import { actorOf } from '../../runtime/actor';
import { faceDeps } from '../../runtime/faces-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** DELETE /person/{id}/face/forget/{faceId}: the face is gone from every list ('none' for an unassigned face); admins and the photo's uploader only. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: personFaceParams,
    handle: async ({ params, session }): Promise<z.infer<typeof faceStatusResponse>> => {
      await forgetFace(await faceDeps(), faceScopeToChangeOf(session), await actorOf(session), params.id, params.faceId);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
