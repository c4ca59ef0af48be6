import { askForInviteRequest, inviteIdParams, type askForInviteResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { askForOwnInvite } from '../../domain/sharing/ask-for-invite';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** POST /invite/{id}/ask: the holder of an invite mailed to someone else asks its inviter for their own. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: inviteIdParams,
    body: askForInviteRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof askForInviteResponse>> => {
      const { inviterName } = await askForOwnInvite(sharingDeps(), session.userId, params.id, body.key);
      return { status: 'Asked', inviter_name: inviterName };
    },
  },
  httpDeps,
);
