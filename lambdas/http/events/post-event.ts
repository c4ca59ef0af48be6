import { createEventRequest, type createEventResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { createEvent } from '../../domain/family/events';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { offerNamesakes } from '../../runtime/duplicate-suggestions';
import { familyDepsWithPlaces } from '../../runtime/event-place-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /event {event_type, person_id, event_role, start_date}: returns the event and the person. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: createEventRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof createEventResponse>> => {
      const { event, person } = await createEvent(familyDepsWithPlaces(), treeToChangeFor(session), body, session.userId);
      if (event.event_type === 'birth') await offerNamesakes(treeToChangeFor(session), [person.id]);
      return { event, person: toPersonView(person) };
    },
  },
  httpDeps,
);
