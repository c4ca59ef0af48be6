import { duplicatesQuery, type DuplicatesResponse } from '@heirloom/shared/contracts/duplicates';
import { reviewDuplicates } from '../../domain/duplicates/review';
import { libraryViewFor } from '../../domain/library/access';
import { photoViewsOf } from '../../domain/library/views';
import { actorOf } from '../../runtime/actor';
import { duplicateDeps } from '../../runtime/duplicates-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { formatName } from '../../domain/duplicates/format-name';

/** GET /duplicates?page=: one page of the family's groups of near-identical photos, the one to keep first. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: duplicatesQuery,
    handle: async ({ query, session }): Promise<DuplicatesResponse> => {
      const deps = duplicateDeps();
      const { groups, next } = await reviewDuplicates(deps, libraryViewFor(session), await actorOf(session), query.page);
      return {
        groups: await Promise.all(
          groups.map(async (group) => {
            const views = await photoViewsOf(group.photos.map((entry) => entry.photo), deps.library);
            return {
              id: group.id,
              keep_id: group.keepId,
              reason: group.reason,
              exact: group.exact,
              photos: group.photos.map((entry, i) => ({ photo: views[i]!, size: entry.photo.size, named_faces: entry.namedFaces, format: formatName(entry.photo.mime), may_remove: entry.mayRemove })),
            };
          }),
        ),
        next_page: next,
      };
    },
  },
  httpDeps,
);
