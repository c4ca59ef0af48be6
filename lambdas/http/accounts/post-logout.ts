import { forgetSessionPushSubscriptions } from '../../domain/messages/web-push';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';
import { clearedSessionCookie } from '../../runtime/http/session-cookie';
import { pushSubscriptionStore } from '../../runtime/web-push-deps';

/** POST /logout: revokes the session on the server and clears the cookie. */
export const handler = httpHandler(
  {
    auth: 'public',
    allowPasswordResetSession: true,
    handle: async ({ session }) => {
      if (session) {
        await accountsDeps().sessions.revoke(session.sessionId);
        // The next person at this browser is someone else: it no longer gets this user's pushes.
        await forgetSessionPushSubscriptions(pushSubscriptionStore(), session.userId, session.sessionId);
      }
      return new HttpResponse(200, { status: 'Success' as const }, {}, [clearedSessionCookie()]);
    },
  },
  httpDeps,
);
