import type { userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { currentUser } from '../../domain/accounts/account-settings';
import { SESSION_TTL_SECONDS } from '../../domain/accounts/sessions';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { withInvitesWaiting } from '../../runtime/user-invites';
import { withTreeFacts } from '../../runtime/user-tree-facts';
import { HttpResponse } from '../../runtime/http/response';
import { sessionCookie } from '../../runtime/http/session-cookie';

/**
 * POST /token: the spec's refresh. Slides the session's expiry forward and returns the user; a
 * 401 here tells the client to clear its state and go to /welcome.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    allowPasswordResetSession: true,
    handle: async ({ session }) => {
      const deps = accountsDeps();
      const user = await withInvitesWaiting(await currentUser(deps, session.userId), deps.now());
      // A reset code's session is not extended: it lasts only until the new password is chosen.
      const view = await withTreeFacts(toUserView(user, deps.now()), session);
      if (session.scope === 'password-reset') return { user: view } satisfies z.infer<typeof userResponse>;
      const expiresAt = Math.floor(deps.now() / 1000) + SESSION_TTL_SECONDS;
      await deps.sessions.extend(session.sessionId, expiresAt);
      const body: z.infer<typeof userResponse> = { user: view };
      return new HttpResponse(200, body, {}, [sessionCookie(session.sessionId, expiresAt)]);
    },
  },
  httpDeps,
);
