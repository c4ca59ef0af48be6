import { personIdParams, type eventsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { personEvents } from '../../domain/family/events';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /events/{personId}: a person's events in date order, with their role in each. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: personIdParams,
    handle: async ({ params, session }): Promise<z.infer<typeof eventsResponse>> => ({
      events: await personEvents(familyDeps(), treeOwnerFor(session), params.personId),
    }),
  },
  httpDeps,
);
