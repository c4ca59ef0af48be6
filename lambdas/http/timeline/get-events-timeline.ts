import { timelineQuery, type TimelineResponse } from '@heirloom/shared/contracts/timeline';
import { familyTimeline } from '../../domain/timeline/timeline';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { timelineDeps } from '../../runtime/timeline-deps';
import { timelineOwnersFor } from '../../domain/timeline/owners';

/** GET /events/timeline: the family's dated events and photos, newest first, a page up or down. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: timelineQuery,
    handle: ({ query, session }): Promise<TimelineResponse> => familyTimeline(timelineDeps(), timelineOwnersFor(session), query),
  },
  httpDeps,
);
