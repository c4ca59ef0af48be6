import { confirmContactRequest, type userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { currentUser } from '../../domain/accounts/account-settings';
import { confirmContactChange } from '../../domain/accounts/contact-change';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /user/confirm_contact: the code sent to a new e-mail or phone; it becomes a login. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: confirmContactRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof userResponse>> => {
      const deps = accountsDeps();
      const user = await confirmContactChange(deps, await currentUser(deps, session.userId), body.login_id, body.code);
      return { user: toUserView(user, deps.now()) };
    },
  },
  httpDeps,
);
