import { updatePasswordRequest, type userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { changePasswordAfterReset } from '../../domain/accounts/account-settings';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';
import { sessionCookie } from '../../runtime/http/session-cookie';

/** POST /update_password: the new password after a reset code; every session ends and a full one starts. */
export const handler = httpHandler(
  {
    auth: 'session',
    allowPasswordResetSession: true,
    body: updatePasswordRequest,
    handle: async ({ body, session }) => {
      const deps = accountsDeps();
      const result = await changePasswordAfterReset(deps, session, body.password);
      const response: z.infer<typeof userResponse> = { user: toUserView(result.user, deps.now()) };
      return new HttpResponse(200, response, {}, [sessionCookie(result.sessionId, result.expiresAt)]);
    },
  },
  httpDeps,
);
