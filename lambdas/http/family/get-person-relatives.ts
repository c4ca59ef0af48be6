import { idParams } from '@heirloom/shared/contracts/family';
import { relativesQuery, type RelativesResponse } from '@heirloom/shared/contracts/relationships';
import { relativesByFilter } from '../../domain/family/relative-filters';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /person/{id}/relatives?relation=&degree=&partner_id=&cursor=: a relationship filter's people, 50 a page. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    query: relativesQuery,
    handle: async ({ params, query, session }): Promise<RelativesResponse> => relativesByFilter(familyDeps(), treeOwnerFor(session), params.id, query),
  },
  httpDeps,
);
