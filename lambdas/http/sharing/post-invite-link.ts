import { personIdParams, type inviteLinkResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { createInviteLink, toInviteView } from '../../domain/sharing/invites';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** POST /invite_link/{personId}: a shareable invite link for the tree person the invitee is. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: personIdParams,
    handle: async ({ params, session }): Promise<z.infer<typeof inviteLinkResponse>> => {
      const deps = sharingDeps();
      const { invite, url } = await createInviteLink(deps, session.userId, params.personId);
      return { invite_url: url, invite: toInviteView(invite, deps.now()) };
    },
  },
  httpDeps,
);
