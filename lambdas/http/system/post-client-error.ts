import { clientErrorRequest, type ClientErrorResponse } from '@heirloom/shared/contracts/system';
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
    handle: async ({ body, session }): Promise<ClientErrorResponse> => {
      logger.warn('Client error reported', { clientError: body, userId: session?.userId });
      return { received: true };
    },
  },
  httpDeps,
);
