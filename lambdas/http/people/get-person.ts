import { idParams, type personResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { personLife } from '../../domain/family/living';
import { requirePerson } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /person/{id}, with whether the person counts as living (private to the family) and the years of their life. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof personResponse>> => {
      const deps = familyDeps();
      const person = await requirePerson(deps, treeOwnerFor(session), params.id);
      const { living, lifeSpan } = await personLife(deps.store, treeOwnerFor(session), person.id, new Date(deps.now()));
      return { person: { ...toPersonView(person), living, life_span: lifeSpan } };
    },
  },
  httpDeps,
);
