import { idParams } from '@heirloom/shared/contracts/family';
import type { PersonVersionsResponse } from '@heirloom/shared/contracts/sharing';
import { requirePerson } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toVersionsView } from '../../domain/sharing/person-version-views';
import { makerOfPerson } from '../../domain/family/makers';
import { mayChange } from '../../domain/sharing/roles';
import { actorOf } from '../../runtime/actor';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** GET /person/{id}/versions: the version-choice screen's person now and the versions before. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<PersonVersionsResponse> => {
      const scope = treeOwnerFor(session);
      const [person, members] = await Promise.all([requirePerson(familyDeps(), scope, params.id), sharingDeps().sharing.familyMembers(scope)]);
      const actor = await actorOf(session);
      return toVersionsView(person, new Map(members.map((m) => [m.userId, m.username])), mayChange(actor, await makerOfPerson(familyDeps().store, person)));
    },
  },
  httpDeps,
);
