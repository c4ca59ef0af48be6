import { photoMapQuery, type photoMapResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { photoMap } from '../../domain/library/places';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** GET /photos/map: one point per place with photos (person_id optional). */
export const handler = httpHandler(
  {
    auth: 'session',
    query: photoMapQuery,
    handle: ({ query, session }): Promise<z.infer<typeof photoMapResponse>> => photoMap(libraryDeps(), libraryViewFor(session), query),
  },
  httpDeps,
);
