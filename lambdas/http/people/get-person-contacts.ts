import { idParams, type contactsResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { personContacts } from '../../domain/family/people';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toContactView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /person/{id}/contacts: e-mail, phone and web site entries. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof contactsResponse>> => ({
      contacts: (await personContacts(familyDeps(), treeOwnerFor(session), params.id)).map(toContactView),
    }),
  },
  httpDeps,
);
