import { idParams, type personResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { requirePerson } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /person/{id}. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof personResponse>> => ({
      person: toPersonView(await requirePerson(familyDeps(), treeOwnerFor(session), params.id)),
    }),
  },
  httpDeps,
);
