import { updateUserRequest, userIdParams, type userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { updateAccount } from '../../domain/accounts/account-settings';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { renameMember } from '../../domain/sharing/membership';
import { sharingDeps } from '../../runtime/sharing-deps';

/**
 * POST /user/{user_id}: profile changes, own account only. E-mail, phone and password need the
 * current password (or a reauth code); a new e-mail or phone waits for the code sent to it.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: userIdParams,
    body: updateUserRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof userResponse>> => {
      const deps = accountsDeps();
      const user = await updateAccount(deps, session, params.user_id, body);
      // The family sees the new name on this member's photos at once (see renameMember).
      if (body.username !== undefined) await renameMember(sharingDeps(), user.userId, user.username);
      return { user: toUserView(user, deps.now()) };
    },
  },
  httpDeps,
);
