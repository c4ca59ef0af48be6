import { idParams } from '@heirloom/shared/contracts/family';
import type { PersonMapResponse } from '@heirloom/shared/contracts/maps';
import { personMap } from '../../domain/maps/person-map';
import { timelineOwnersFor } from '../../domain/timeline/owners';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { mapDeps } from '../../runtime/map-deps';

/** GET /person/{id}/map: the places of a person's events and of the photos of them; the events that could not be placed. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: ({ params, session }): Promise<PersonMapResponse> => personMap(mapDeps(), timelineOwnersFor(session), params.id),
  },
  httpDeps,
);
