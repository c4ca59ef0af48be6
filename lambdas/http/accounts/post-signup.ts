import { signupRequest, type signupResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { signUp } from '../../domain/accounts/sign-up';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { signInChallenge } from '../../runtime/http/challenge-cookie';
import { clientAddress } from '../../runtime/http/client-address';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';

/** POST /signup: creates the account and sends a code (answering alike for known addresses); the client goes on to /verify. */
export const handler = httpHandler(
  {
    auth: 'public',
    body: signupRequest,
    handle: async ({ body, event }): Promise<HttpResponse<z.infer<typeof signupResponse>>> => {
      const { challenge, cookie } = signInChallenge(event);
      const { loginId } = await signUp(accountsDeps(), body, { sourceIp: clientAddress(event), challenge });
      return new HttpResponse(200, { verify_required: true as const, login_id: loginId }, {}, [cookie]);
    },
  },
  httpDeps,
);
