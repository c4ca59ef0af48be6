import { forgotPasswordRequest, type statusResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { forgotPassword } from '../../domain/accounts/log-in';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { clientAddress } from '../../runtime/http/client-address';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /forgot_password: sends a reset code; the client goes on to /verify. */
export const handler = httpHandler(
  {
    auth: 'public',
    body: forgotPasswordRequest,
    handle: async ({ body, event }): Promise<z.infer<typeof statusResponse>> => {
      await forgotPassword(accountsDeps(), body.login_id, clientAddress(event));
      return { status: 'Success' };
    },
  },
  httpDeps,
);
