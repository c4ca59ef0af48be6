import { loginRequest, type loginResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { logIn } from '../../domain/accounts/log-in';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { signInChallenge } from '../../runtime/http/challenge-cookie';
import { clientAddress } from '../../runtime/http/client-address';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';
import { sessionCookie } from '../../runtime/http/session-cookie';

type LoginResponse = z.infer<typeof loginResponse>;

/** POST /login: a password signs in; no password (an unverified account, or the step-up) sends a code. */
export const handler = httpHandler(
  {
    auth: 'public',
    body: loginRequest,
    handle: async ({ body, event }): Promise<HttpResponse<LoginResponse>> => {
      const deps = accountsDeps();
      const { challenge, cookie } = signInChallenge(event);
      const outcome = await logIn(deps, body, { sourceIp: clientAddress(event), challenge });
      if (outcome.verifyRequired) return new HttpResponse(200, { verify_required: true, login_id: outcome.loginId }, {}, [cookie]);
      return new HttpResponse(200, { verify_required: false, login_id: outcome.loginId, user: toUserView(outcome.user, deps.now()) }, {}, [
        sessionCookie(outcome.sessionId, outcome.expiresAt),
      ]);
    },
  },
  httpDeps,
);
