import type { DuplicatesResponse } from '@heirloom/shared/contracts/sharing';
import { openDuplicates } from '../../domain/sharing/duplicate-checks';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** At most this many suggestions at once: they are worked through, not browsed. */
const DUPLICATES_PAGE = 50;

/** GET /people/duplicates: likely duplicates found when trees met or people were added (one Query, and the pair's people). */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<DuplicatesResponse> => {
      const pairs = await openDuplicates({ store: familyDeps().store, sharing: sharingDeps().sharing }, treeOwnerFor(session), DUPLICATES_PAGE);
      return { duplicates: pairs.map((p) => ({ id: p.pairId, person_id1: p.firstId, person_id2: p.secondId, name: p.name, birth: p.birth })) };
    },
  },
  httpDeps,
);
