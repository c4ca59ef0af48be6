import { forgotPasswordRequest, type statusResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { forgotPassword } from '../../domain/accounts/log-in';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { signInChallenge } from '../../runtime/http/challenge-cookie';
import { clientAddress } from '../../runtime/http/client-address';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';

/** POST /forgot_password: sends a reset code; the client goes on to /verify. */
export const handler = httpHandler(
  {
    auth: 'public',
    body: forgotPasswordRequest,
    handle: async ({ body, event }): Promise<HttpResponse<z.infer<typeof statusResponse>>> => {
      const { challenge, cookie } = signInChallenge(event);
      await forgotPassword(accountsDeps(), body.login_id, { sourceIp: clientAddress(event), challenge });
      return new HttpResponse(200, { status: 'Success' as const }, {}, [cookie]);
    },
  },
  httpDeps,
);
