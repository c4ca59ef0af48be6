import { clientErrorRequest, type ClientErrorResponse } from '@heirloom/shared/contracts/system';
import { enforceLimit } from '../../domain/accounts/rate-limits';
import { accountsDeps } from '../../runtime/accounts-deps';
import { clientAddress } from '../../runtime/http/client-address';
import { logger } from '../../runtime/logger';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/**
 * Crashes caught by the web client's error boundary land in the same structured log as server
 * errors, with the signed-in user when there is one, so a broken screen is noticed.
 */
export const handler = httpHandler(
  {
    auth: 'public',
    body: clientErrorRequest,
    handle: async ({ body, session, event }): Promise<ClientErrorResponse> => {
      // Anyone may report, so reports are counted per address (and per user when signed in) to keep the log readable and cheap.
      await enforceLimit(accountsDeps(), 'clientErrorsPerAddress', session ? `user:${session.userId}` : clientAddress(event));
      logger.warn('Client error reported', { clientError: body, userId: session?.userId });
      return { received: true };
    },
  },
  httpDeps,
);
