import { updatePasswordRequest, type userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { changePassword } from '../../domain/accounts/account-settings';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /update_password: the new password after a reset code; other sessions are signed out. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: updatePasswordRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof userResponse>> => {
      const deps = accountsDeps();
      const user = await changePassword(deps, session.userId, session.sessionId, body.password);
      return { user: toUserView(user, deps.now()) };
    },
  },
  httpDeps,
);
