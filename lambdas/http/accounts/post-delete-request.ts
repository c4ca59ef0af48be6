import type { statusResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { requestAccountDeletion } from '../../domain/accounts/deletion';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /delete_request: e-mails the link that confirms deleting the account. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<z.infer<typeof statusResponse>> => {
      await requestAccountDeletion(accountsDeps(), session.userId);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
