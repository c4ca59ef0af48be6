import { undoContactChangeRequest, userIdParams, type undoContactChangeResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { undoContactChange } from '../../domain/accounts/contact-change';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /undo_change/{user_id}: from the link the old address got; puts it back and signs everyone out. */
export const handler = httpHandler(
  {
    auth: 'public',
    params: userIdParams,
    body: undoContactChangeRequest,
    handle: async ({ params, body }): Promise<z.infer<typeof undoContactChangeResponse>> => {
      const { restored } = await undoContactChange(accountsDeps(), params.user_id, body.key);
      return { status: 'Success', restored };
    },
  },
  httpDeps,
);
