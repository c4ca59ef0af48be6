import { updateUserRequest, userIdParams, type userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { updateAccount } from '../../domain/accounts/account-settings';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /user/{user_id}: profile changes (username, e-mail, phone, password), own account only. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: userIdParams,
    body: updateUserRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof userResponse>> => {
      const deps = accountsDeps();
      const user = await updateAccount(deps, session.userId, session.sessionId, params.user_id, body);
      return { user: toUserView(user, deps.now()) };
    },
  },
  httpDeps,
);
