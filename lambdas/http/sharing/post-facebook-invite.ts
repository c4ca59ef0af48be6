import { facebookInviteRequest, type inviteLinkResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { createInviteLink, toInviteView } from '../../domain/sharing/invites';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** POST /facebook_invite: an invite link to send in a Facebook message (the browser opens the send dialog). */
export const handler = httpHandler(
  {
    auth: 'session',
    body: facebookInviteRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof inviteLinkResponse>> => {
      const deps = sharingDeps();
      const { invite, url } = await createInviteLink(deps, session.userId, body.person ?? null, true);
      return { invite_url: url, invite: toInviteView(invite, deps.now()) };
    },
  },
  httpDeps,
);
