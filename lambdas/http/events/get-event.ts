import { idParams, type eventResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { getEvent } from '../../domain/family/events';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /event/{id}: the event with its participants. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof eventResponse>> => ({
      event: await getEvent(familyDeps(), treeOwnerFor(session), params.id),
    }),
  },
  httpDeps,
);
