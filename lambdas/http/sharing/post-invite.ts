import { sendInviteRequest, type sendInviteResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { sendInvites, toInviteView } from '../../domain/sharing/invites';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** POST /invite: invites relatives by e-mail, each with a link that works once and expires. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: sendInviteRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof sendInviteResponse>> => {
      const deps = sharingDeps();
      const invites = await sendInvites(deps, session.userId, body);
      return { invites: invites.map((invite) => toInviteView(invite, deps.now())) };
    },
  },
  httpDeps,
);
