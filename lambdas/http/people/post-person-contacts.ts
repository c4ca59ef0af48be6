import { contactsRequest, idParams, type contactsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { saveContacts } from '../../domain/family/people';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toContactView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';

/** POST /person/{id}/contacts: replaces the person's contacts. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: contactsRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof contactsResponse>> => ({
      contacts: (await saveContacts(familyDeps(), treeToChangeFor(session), await actorOf(session), params.id, body)).map(toContactView),
    }),
  },
  httpDeps,
);
