import { userIdParams, type removeFamilyResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { removeFromFamily } from '../../domain/sharing/membership';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** POST /remove_family/{userId}: removes a member from the caller's family, or the caller leaves it. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: userIdParams,
    handle: async ({ params, session }): Promise<z.infer<typeof removeFamilyResponse>> => {
      await removeFromFamily(sharingDeps(), session.userId, params.userId);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
