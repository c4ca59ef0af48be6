import { verifyRequest, type verifyResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { verifyCode } from '../../domain/accounts/log-in';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { presentedChallenge } from '../../runtime/http/challenge-cookie';
import { clientAddress } from '../../runtime/http/client-address';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';
import { sessionCookie } from '../../runtime/http/session-cookie';

/**
 * POST /verify: a correct one-time code, typed in the browser that asked for it, signs in; after a
 * reset code (status CHANGE_PASSWORD) the session can only choose a new password.
 */
export const handler = httpHandler(
  {
    auth: 'public',
    body: verifyRequest,
    handle: async ({ body, event }) => {
      const deps = accountsDeps();
      const result = await verifyCode(deps, body, { sourceIp: clientAddress(event), challenge: presentedChallenge(event) });
      const response: z.infer<typeof verifyResponse> = { status: result.status, user: toUserView(result.user, deps.now()) };
      return new HttpResponse(200, response, {}, [sessionCookie(result.sessionId, result.expiresAt)]);
    },
  },
  httpDeps,
);
