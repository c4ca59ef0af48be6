import { idParams } from '@heirloom/shared/contracts/family';
import type { EventMapResponse } from '@heirloom/shared/contracts/maps';
import { eventMap } from '../../domain/maps/event-map';
import { timelineOwnersFor } from '../../domain/timeline/owners';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { mapDeps } from '../../runtime/map-deps';

/** GET /event/{id}/map: where an event's place is and the GPS positions of its photos. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: ({ params, session }): Promise<EventMapResponse> => eventMap(mapDeps(), timelineOwnersFor(session), params.id),
  },
  httpDeps,
);
