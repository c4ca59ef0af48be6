import { personFaceParams, type faceStatusResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { unlinkFace } from '../../domain/faces/face-calls';
import { faceScopeToChangeOf } from '../../domain/faces/scope';
import { faceDeps } from '../../runtime/faces-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** DELETE /person/{id}/face/{faceId}: 'Face is not {person}'; the face is never matched to them again. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: personFaceParams,
    handle: async ({ params, session }): Promise<z.infer<typeof faceStatusResponse>> => {
      await unlinkFace(await faceDeps(), faceScopeToChangeOf(session), params.id, params.faceId);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
