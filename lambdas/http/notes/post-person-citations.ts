import { citationsRequest, idParams, type citationsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { saveCitations } from '../../domain/family/attachments';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** POST /person/{id}/citations {citations}: replaces the person's citations. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: citationsRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof citationsResponse>> => ({
      citations: await saveCitations(familyDeps(), treeToChangeFor(session), { kind: 'person', id: params.id }, body, await actorOf(session)),
    }),
  },
  httpDeps,
);
