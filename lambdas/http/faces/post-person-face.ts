import { personFaceParams, type linkFaceResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { linkFace } from '../../domain/faces/face-calls';
import { faceScopeToChangeOf } from '../../domain/faces/scope';
import { requirePerson } from '../../domain/family/people';
import { toPersonView } from '../../domain/family/views';
import { faceDeps } from '../../runtime/faces-deps';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /person/{id}/face/{faceId}: this face is that person (a whole unnamed group moves with it). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: personFaceParams,
    handle: async ({ params, session }): Promise<z.infer<typeof linkFaceResponse>> => {
      const scope = faceScopeToChangeOf(session);
      const { personId, face } = await linkFace(await faceDeps(), scope, params.id, params.faceId);
      return { person: toPersonView(await requirePerson(familyDeps(), scope.treeOwnerId, personId)), face };
    },
  },
  httpDeps,
);
