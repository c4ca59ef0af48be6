import { idParams, unlinkRelativeRequest, type unlinkRelativeResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { unlinkRelative } from '../../domain/family/unlink-relative';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** POST /person/{id}/unlink {relative_id, relation}: 'Unlink' on a relative in a person's family lists. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: unlinkRelativeRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof unlinkRelativeResponse>> => ({
      events: await unlinkRelative(familyDeps(), treeToChangeFor(session), params.id, body, await actorOf(session)),
    }),
  },
  httpDeps,
);
