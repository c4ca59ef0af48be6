import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';
import { clearedSessionCookie } from '../../runtime/http/session-cookie';

/** POST /logout: revokes the session on the server and clears the cookie. */
export const handler = httpHandler(
  {
    auth: 'public',
    allowPasswordResetSession: true,
    handle: async ({ session }) => {
      if (session) await accountsDeps().sessions.revoke(session.sessionId);
      return new HttpResponse(200, { status: 'Success' as const }, {}, [clearedSessionCookie()]);
    },
  },
  httpDeps,
);
