import { idParams, savePersonRequest, type personResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../../domain/errors';
import { savePerson } from '../../domain/family/people';
import { libraryOwnerFor, PHOTO_NOT_FOUND, requireOwnPhoto } from '../../domain/library/access';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { offerNamesakes } from '../../runtime/duplicate-suggestions';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { libraryDeps } from '../../runtime/library-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** POST /person/{id}: saves names, sex and icon; returns the saved person. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: savePersonRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof personResponse>> => {
      // The icon must be a photo of the family's library (a relative's too): another family's is refused.
      if (body.person_thumbnail) {
        await requireOwnPhoto(libraryDeps(), libraryOwnerFor(session), body.person_thumbnail).catch((error: unknown) => {
          throw error instanceof NotFoundError ? new ValidationError(PHOTO_NOT_FOUND, { person_thumbnail: [PHOTO_NOT_FOUND] }) : error;
        });
      }
      const saved = await savePerson(familyDeps(), treeToChangeFor(session), await actorOf(session), params.id, body);
      await offerNamesakes(treeToChangeFor(session), [saved.id]);
      return { person: toPersonView(saved) };
    },
  },
  httpDeps,
);
