import type { userResponse } from '@heirloom/shared/contracts/accounts';
import { acceptInviteRequest, inviteIdParams } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { toUserView } from '../../domain/accounts/user-view';
import { acceptInvite } from '../../domain/sharing/membership';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { withInvitesWaiting } from '../../runtime/user-invites';
import { sharingDeps } from '../../runtime/sharing-deps';

/** POST /invite/{id}: accept; the caller joins the inviter's family. Answers the updated user. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: inviteIdParams,
    body: acceptInviteRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof userResponse>> => {
      const deps = sharingDeps();
      const user = await acceptInvite(deps, session.userId, params.id, body.key);
      return { user: toUserView(await withInvitesWaiting(user, deps.now()), deps.now()) };
    },
  },
  httpDeps,
);
