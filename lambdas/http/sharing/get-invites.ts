import type { InvitesResponse } from '@heirloom/shared/contracts/sharing';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { inviteViewFor, listInvites } from '../../domain/sharing/invites';
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
      const viewer = treeOwnerFor(session);
      const view = (invite: (typeof received)[number]) => inviteViewFor(deps, viewer, invite);
      return { received: await Promise.all(received.map(view)), sent: await Promise.all(sent.map(view)) };
    },
  },
  httpDeps,
);
