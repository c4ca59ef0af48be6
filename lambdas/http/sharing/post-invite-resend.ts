import { inviteIdParams, type inviteResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { resendInvite, toInviteView } from '../../domain/sharing/invites';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** POST /invite/{id}/resend: mails the invite again with a fresh link (the old one stops working). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: inviteIdParams,
    handle: async ({ params, session }): Promise<z.infer<typeof inviteResponse>> => {
      const deps = sharingDeps();
      return { invite: toInviteView(await resendInvite(deps, session.userId, params.id), deps.now()) };
    },
  },
  httpDeps,
);
