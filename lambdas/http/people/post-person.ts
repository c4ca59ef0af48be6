import { createFromFaceQuery } from '@heirloom/shared/contracts/faces';
import { createPersonRequest, type personResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { linkFace, requireOwnFace } from '../../domain/faces/face-calls';
import { faceScopeToChangeOf } from '../../domain/faces/scope';
import { createPerson } from '../../domain/family/people';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { faceDeps } from '../../runtime/faces-deps';
import { offerNamesakes } from '../../runtime/duplicate-suggestions';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/**
 * POST /person {names[]}: a new person (one blank name when none is given). With ?face_id= the
 * person is made from that face (the face menu's 'create a new person'): the face is checked
 * first, so a bad face id creates nobody.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    body: createPersonRequest,
    query: createFromFaceQuery,
    handle: async ({ body, query, session }): Promise<z.infer<typeof personResponse>> => {
      if (query.face_id) {
        const deps = await faceDeps();
        const scope = faceScopeToChangeOf(session);
        await requireOwnFace(deps, scope, query.face_id);
        const person = await createPerson(familyDeps(), scope.treeOwnerId, session.userId, body);
        await linkFace(deps, scope, person.id, query.face_id);
        const linked = await familyDeps().store.getPerson(scope.treeOwnerId, person.id);
        await offerNamesakes(scope.treeOwnerId, [person.id]);
        return { person: toPersonView(linked ?? person) };
      }
      const person = await createPerson(familyDeps(), treeToChangeFor(session), session.userId, body);
      await offerNamesakes(treeToChangeFor(session), [person.id]);
      return { person: toPersonView(person) };
    },
  },
  httpDeps,
);
