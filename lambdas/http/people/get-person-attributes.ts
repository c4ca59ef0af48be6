import { idParams, type attributesResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { personAttributes } from '../../domain/family/person-attributes';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /person/{id}/attributes: title, occupation, education, religion and the person's other facts. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof attributesResponse>> => ({
      attributes: await personAttributes(familyDeps(), treeOwnerFor(session), params.id),
    }),
  },
  httpDeps,
);
