import { locationIdParams, locationListQuery, type locationListResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { locationList } from '../../domain/library/places';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** GET /locationlist/{locationId}: photos taken there (paged) and their events. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: locationIdParams,
    query: locationListQuery,
    handle: ({ params, query, session }): Promise<z.infer<typeof locationListResponse>> => locationList(libraryDeps(), libraryViewFor(session), params.locationId, query),
  },
  httpDeps,
);
