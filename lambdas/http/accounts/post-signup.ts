import { signupRequest } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import type { signupResponse } from '@heirloom/shared/contracts/accounts';
import { signUp } from '../../domain/accounts/sign-up';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { clientAddress } from '../../runtime/http/client-address';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /signup: creates the account and sends a code; the client goes on to /verify. */
export const handler = httpHandler(
  {
    auth: 'public',
    body: signupRequest,
    handle: async ({ body, event }): Promise<z.infer<typeof signupResponse>> => {
      const { loginId } = await signUp(accountsDeps(), body, clientAddress(event));
      return { verify_required: true, login_id: loginId };
    },
  },
  httpDeps,
);
