import { idParams, savePersonRequest, type personResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { savePerson } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /person/{id}: saves names, sex and icon; returns the saved person. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: savePersonRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof personResponse>> => ({
      person: toPersonView(await savePerson(familyDeps(), treeOwnerFor(session), session.userId, params.id, body)),
    }),
  },
  httpDeps,
);
