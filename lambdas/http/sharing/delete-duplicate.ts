import { pairIdParams, type removeFamilyResponse } from '@heirloom/shared/contracts/sharing';
import type { z } from 'zod';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** DELETE /people/duplicates/{pairId}: 'Not the same person': the suggestion goes and never comes back. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: pairIdParams,
    handle: async ({ params, session }): Promise<z.infer<typeof removeFamilyResponse>> => {
      await sharingDeps().sharing.removeDuplicate(treeToChangeFor(session), params.pairId, true);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
