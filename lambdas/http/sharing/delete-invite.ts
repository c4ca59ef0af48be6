import { inviteIdParams, inviteKeyQuery, type removeFamilyResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { dismissInvite } from '../../domain/sharing/invites';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** DELETE /invite/{id}: the invitee ignores it or the inviter cancels it. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: inviteIdParams,
    query: inviteKeyQuery,
    handle: async ({ params, query, session }): Promise<z.infer<typeof removeFamilyResponse>> => {
      await dismissInvite(sharingDeps(), session.userId, params.id, query.key);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
