import { idParams, saveEventRequest, type eventResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { saveEvent } from '../../domain/family/events';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { offerNamesakes } from '../../runtime/duplicate-suggestions';
import { familyDepsWithPlaces } from '../../runtime/event-place-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** POST /event/{id}: saves the whole event (type, name, dates, place, participants); a member adds people to another's event, nothing more. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: saveEventRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof eventResponse>> => {
      const event = await saveEvent(familyDepsWithPlaces(), treeToChangeFor(session), params.id, body, { actor: await actorOf(session) });
      // A birth date decides whether namesakes are one person.
      if (event.event_type === 'birth') await offerNamesakes(treeToChangeFor(session), event.participants.filter((p) => !p.deleted && p.event_role === 'child').map((p) => p.person.id));
      return { event };
    },
  },
  httpDeps,
);
