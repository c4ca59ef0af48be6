import { externalLoginRequest, type externalLoginResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { ExternalIdentityRejectedError } from '../../domain/accounts/external-errors';
import { externalLogIn } from '../../domain/accounts/external-login';
import { toUserView } from '../../domain/accounts/user-view';
import { httpDeps } from '../../runtime/http-deps';
import { clientAddress } from '../../runtime/http/client-address';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';
import { sessionCookie } from '../../runtime/http/session-cookie';
import { externalLoginDeps } from '../../runtime/identity-deps';
import { logger } from '../../runtime/logger';

type ExternalLoginResponse = z.infer<typeof externalLoginResponse>;

/**
 * POST /external_login: a Google ID token, or a Facebook access token with the Facebook user id,
 * signs in (creating or linking the account on first use) and sets the session cookie.
 */
export const handler = httpHandler(
  {
    auth: 'public',
    body: externalLoginRequest,
    handle: async ({ body, event }): Promise<HttpResponse<ExternalLoginResponse>> => {
      const deps = externalLoginDeps();
      const outcome = await externalLogIn(deps, body, clientAddress(event)).catch((error: unknown) => {
        // The person sees one plain message; the log keeps which check failed.
        if (error instanceof ExternalIdentityRejectedError) logger.info('External sign-in refused', { system: body.system_type, reason: error.reason });
        throw error;
      });
      const response: ExternalLoginResponse = { user: toUserView(outcome.user, deps.now()), new_user: outcome.newUser };
      return new HttpResponse(200, response, {}, [sessionCookie(outcome.sessionId, outcome.expiresAt)]);
    },
  },
  httpDeps,
);
