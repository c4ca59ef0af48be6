import { idParams, updateSourceRequest, type sourceResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { updateSource } from '../../domain/family/sources';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toSourceView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** POST /source/{id} {title, author, publication}: a source corrected on its page, by an admin or whoever added it. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: updateSourceRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof sourceResponse>> => ({
      source: toSourceView(await updateSource(familyDeps(), treeToChangeFor(session), params.id, body, await actorOf(session))),
    }),
  },
  httpDeps,
);
