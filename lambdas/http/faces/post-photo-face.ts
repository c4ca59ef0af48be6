import { addPhotoFaceRequest, photoFaceParams, type linkFaceResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { addFaceByHand } from '../../domain/faces/add-face';
import { faceScopeToChangeOf } from '../../domain/faces/scope';
import { createPerson, requirePerson } from '../../domain/family/people';
import { toPersonView } from '../../domain/family/views';
import { offerNamesakes } from '../../runtime/duplicate-suggestions';
import { faceDeps } from '../../runtime/faces-deps';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { HttpResponse } from '../../runtime/http/response';
import { httpHandler } from '../../runtime/http/http-handler';

/**
 * POST /photo/{id}/faces {bounding_box, person_id | new_person}: a face the detector missed, drawn
 * by hand, is that person (a new one is made only once the face can be added). 201 with the face
 * made; 200 with the same face when the request came twice.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: photoFaceParams,
    body: addPhotoFaceRequest,
    handle: async ({ params, body, session }): Promise<HttpResponse<z.infer<typeof linkFaceResponse>>> => {
      const scope = faceScopeToChangeOf(session);
      const newPerson = body.new_person;
      const owner = newPerson
        ? { createPerson: async () => (await createPerson(familyDeps(), scope.treeOwnerId, session.userId, newPerson)).id }
        : { personId: body.person_id! };
      const added = await addFaceByHand(await faceDeps(), scope, params.id, body.bounding_box, owner);
      if (newPerson && added.created) await offerNamesakes(scope.treeOwnerId, [added.personId]);
      const person = toPersonView(await requirePerson(familyDeps(), scope.treeOwnerId, added.personId));
      return new HttpResponse(added.created ? 201 : 200, { person, face: added.face });
    },
  },
  httpDeps,
);
