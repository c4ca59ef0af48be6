import { addParentRequest, idParams, type addParentResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { addParent } from '../../domain/family/parents';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { offerNamesakes } from '../../runtime/duplicate-suggestions';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /person/{id}/parents {relation, person_id | name}: 'Add father' / 'Add mother' on a person's page. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: addParentRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof addParentResponse>> => {
      const tree = treeToChangeFor(session);
      const { parent, event } = await addParent(familyDeps(), tree, session.userId, params.id, body);
      // Someone new may be a person the tree already has under the same name.
      if (!body.person_id) await offerNamesakes(tree, [parent.id]);
      return { parent: toPersonView(parent), event };
    },
  },
  httpDeps,
);
