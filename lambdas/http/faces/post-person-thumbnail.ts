import { personThumbnailParams } from '@heirloom/shared/contracts/faces';
import type { personResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { setPersonThumbnail } from '../../domain/faces/face-calls';
import { faceScopeToChangeOf } from '../../domain/faces/scope';
import { requirePerson } from '../../domain/family/people';
import { toPersonView } from '../../domain/family/views';
import { faceDeps } from '../../runtime/faces-deps';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /person/{id}/thumbnail/{imageId}: the person's icon, from a face (its crop) or a photo. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: personThumbnailParams,
    handle: async ({ params, session }): Promise<z.infer<typeof personResponse>> => {
      const scope = faceScopeToChangeOf(session);
      await setPersonThumbnail(await faceDeps(), scope, params.id, params.imageId);
      return { person: toPersonView(await requirePerson(familyDeps(), scope.treeOwnerId, params.id)) };
    },
  },
  httpDeps,
);
