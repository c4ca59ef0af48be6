import { locationsQuery, type locationsResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { searchLocations } from '../../domain/library/places';
import { libraryOwnerFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** GET /locations?q=: the user's places, then gazetteer predictions, from 4 characters on. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: locationsQuery,
    handle: ({ query, session }): Promise<z.infer<typeof locationsResponse>> => searchLocations(libraryDeps(), libraryOwnerFor(session), query.q),
  },
  httpDeps,
);
