import type { statusResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { currentUser } from '../../domain/accounts/account-settings';
import { sendReauthCode } from '../../domain/accounts/contact-change';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /user/reauth_code: for accounts without a password, a code that confirms a change to e-mail, phone or password. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<z.infer<typeof statusResponse>> => {
      const deps = accountsDeps();
      await sendReauthCode(deps, await currentUser(deps, session.userId));
      return { status: 'Success' };
    },
  },
  httpDeps,
);
