import { createPersonRequest, type personResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { createPerson } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /person {names[]}: a new person (one blank name when none is given). */
export const handler = httpHandler(
  {
    auth: 'session',
    body: createPersonRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof personResponse>> => ({
      person: toPersonView(await createPerson(familyDeps(), treeOwnerFor(session), session.userId, body)),
    }),
  },
  httpDeps,
);
