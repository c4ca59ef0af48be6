import type { userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { currentUser } from '../../domain/accounts/account-settings';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { withInvitesWaiting } from '../../runtime/user-invites';
import { withTreeFacts } from '../../runtime/user-tree-facts';

/** GET /user: the signed-in user. */
export const handler = httpHandler(
  {
    auth: 'session',
    allowPasswordResetSession: true,
    handle: async ({ session }): Promise<z.infer<typeof userResponse>> => {
      const deps = accountsDeps();
      return { user: await withTreeFacts(toUserView(await withInvitesWaiting(await currentUser(deps, session.userId), deps.now()), deps.now()), session) };
    },
  },
  httpDeps,
);
