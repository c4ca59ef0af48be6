import { deleteUserRequest, userIdParams, type statusResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { confirmAccountDeletion } from '../../domain/accounts/deletion';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';
import { clearedSessionCookie } from '../../runtime/http/session-cookie';

/** POST /delete_user/{user_id}: the e-mailed link's key; queues the erasure of everything. */
export const handler = httpHandler(
  {
    auth: 'public',
    params: userIdParams,
    body: deleteUserRequest,
    handle: async ({ params, body }) => {
      await confirmAccountDeletion(accountsDeps(), params.user_id, body.delete_key);
      const response: z.infer<typeof statusResponse> = { status: 'Success' };
      return new HttpResponse(200, response, {}, [clearedSessionCookie()]);
    },
  },
  httpDeps,
);
