import { eventSearchQuery, type eventsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { searchEvents } from '../../domain/family/events';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /events?q=: events whose name starts with the text typed. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: eventSearchQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof eventsResponse>> => ({
      events: await searchEvents(familyDeps(), treeOwnerFor(session), query.q),
    }),
  },
  httpDeps,
);
