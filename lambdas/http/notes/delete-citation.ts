import { idParams, type statusResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { deleteCitation } from '../../domain/family/attachments';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** DELETE /citation/{id}. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof statusResponse>> => {
      await deleteCitation(familyDeps(), treeToChangeFor(session), params.id, await actorOf(session));
      return { status: 'Success' };
    },
  },
  httpDeps,
);
