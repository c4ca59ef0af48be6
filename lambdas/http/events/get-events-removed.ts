import { removedEventsQuery, type removedEventsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { listRemovedEvents } from '../../domain/family/removed-events';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /events/removed?cursor=: the family's events deleted in the last 30 days, most recently deleted first, to put back. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: removedEventsQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof removedEventsResponse>> => {
      const page = await listRemovedEvents(familyDeps(), treeOwnerFor(session), query.cursor ?? null);
      return {
        events: page.items.map(({ event, maker, removedAt }) => ({
          id: event.id,
          event_type: event.eventType,
          name: event.name,
          start_date: event.startDate,
          created_by: maker,
          removed_at: new Date(removedAt).toISOString(),
        })),
        cursor: page.cursor,
      };
    },
  },
  httpDeps,
);
