import { idParams, type personResponse } from '@heirloom/shared/contracts/family';
import { chooseVersionRequest } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { requirePerson } from '../../domain/family/people';
import { choosePersonVersion } from '../../domain/family/person-versions';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';
import { requireMayChooseVersion } from '../../domain/family/change-rights';

/** POST /person/{id}/version: 'Use This Version' (use) or 'Keep Current Version' (keep). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: chooseVersionRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof personResponse>> => {
      const deps = familyDeps();
      const person = await requirePerson(deps, treeToChangeFor(session), params.id);
      await requireMayChooseVersion(deps, await actorOf(session), person);
      return { person: toPersonView(await choosePersonVersion(deps, person, session.userId, body.choice)) };
    },
  },
  httpDeps,
);
