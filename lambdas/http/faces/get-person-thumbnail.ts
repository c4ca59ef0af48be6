import { idParams } from '@heirloom/shared/contracts/family';
import { thumbnailKeyOf } from '../../domain/faces/face-calls';
import { faceScopeOf } from '../../domain/faces/scope';
import { NotFoundError } from '../../domain/errors';
import { requirePerson } from '../../domain/family/people';
import { faceDeps } from '../../runtime/faces-deps';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { HttpResponse } from '../../runtime/http/response';
import { httpHandler } from '../../runtime/http/http-handler';

const NO_ICON = 'That person has no picture';

/**
 * GET /person/{id}/thumbnail: the person's icon as a redirect to a short-lived link, so the
 * address a person view carries never expires. Browsers keep the redirect for a few minutes.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }) => {
      const scope = faceScopeOf(session);
      const person = await requirePerson(familyDeps(), scope.treeOwnerId, params.id);
      const deps = await faceDeps();
      const key = person.thumbnail ? await thumbnailKeyOf(deps, scope, person.thumbnail) : null;
      if (!key) throw new NotFoundError(NO_ICON);
      return new HttpResponse(302, undefined, { location: await deps.images.link(key), 'cache-control': 'private, max-age=300' });
    },
  },
  httpDeps,
);
