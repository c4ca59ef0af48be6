import { attributesRequest, idParams, type attributesResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { saveAttributes } from '../../domain/family/person-attributes';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** POST /person/{id}/attributes: replaces the person's facts (title, occupation...), keeping what sits under each. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: attributesRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof attributesResponse>> => ({
      attributes: await saveAttributes(familyDeps(), treeToChangeFor(session), await actorOf(session), params.id, body),
    }),
  },
  httpDeps,
);
