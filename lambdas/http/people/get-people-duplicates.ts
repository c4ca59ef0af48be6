import type { duplicatesResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { likelyDuplicates } from '../../domain/family/duplicates';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { toPersonSummary } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /people/duplicates: likely duplicates for the people list's merge suggestions. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<z.infer<typeof duplicatesResponse>> => ({
      pairs: (await likelyDuplicates(familyDeps(), treeOwnerFor(session))).map(([a, b]) => ({ person1: toPersonSummary(a), person2: toPersonSummary(b) })),
    }),
  },
  httpDeps,
);
