import { idParams, saveEventRequest, type eventResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { saveEvent } from '../../domain/family/events';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDepsWithPlaces } from '../../runtime/event-place-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /event/{id}: saves the whole event (type, name, dates, place, participants). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: saveEventRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof eventResponse>> => ({
      event: await saveEvent(familyDepsWithPlaces(), treeOwnerFor(session), params.id, body),
    }),
  },
  httpDeps,
);
