import { idParams } from '@heirloom/shared/contracts/family';
import { timelineQuery, type TimelineResponse } from '@heirloom/shared/contracts/timeline';
import { personTimeline } from '../../domain/timeline/timeline';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { timelineDeps } from '../../runtime/timeline-deps';
import { timelineOwnersFor } from '../../domain/timeline/owners';

/** GET /person/{id}/timeline: the events a person takes part in, their close family's deaths within their life, and the photos of them, newest first, a page up or down. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    query: timelineQuery,
    handle: ({ params, query, session }): Promise<TimelineResponse> => personTimeline(timelineDeps(), timelineOwnersFor(session), params.id, query),
  },
  httpDeps,
);
