import type { InvitesResponse } from '@heirloom/shared/contracts/sharing';
import { listInvites, toInviteView } from '../../domain/sharing/invites';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** GET /invitesfrom: Family Sharing Requests waiting for the caller, and the invites they sent. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<InvitesResponse> => {
      const deps = sharingDeps();
      const { received, sent } = await listInvites(deps, session.userId);
      const now = deps.now();
      return { received: received.map((i) => toInviteView(i, now)), sent: sent.map((i) => toInviteView(i, now)) };
    },
  },
  httpDeps,
);
