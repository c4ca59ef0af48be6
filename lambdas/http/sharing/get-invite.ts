import { inviteIdParams, inviteKeyQuery, type inviteResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { openInviteView } from '../../domain/sharing/invites';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/**
 * GET /invite/{id}?key=: one invite, for its link's key holder, its addressee or its sender (a living
 * person it names stays private to the family; an e-mail invite opened by another account says so).
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: inviteIdParams,
    query: inviteKeyQuery,
    handle: async ({ params, query, session }): Promise<z.infer<typeof inviteResponse>> => {
      const deps = sharingDeps();
      return { invite: await openInviteView(deps, session.userId, treeOwnerFor(session), params.id, query.key) };
    },
  },
  httpDeps,
);
