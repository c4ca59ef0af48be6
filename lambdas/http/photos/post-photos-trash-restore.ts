import { trashSelection, type trashStatusResponse } from '@heirloom/shared/contracts/trash';
import type { z } from 'zod';
import { restoreTrashed } from '../../domain/library/trash';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { trashDeps } from '../../runtime/trash-deps';

/** POST /photos/trash/restore {ids}: back in the library where they were; 404 for any id not in the caller's trash. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: trashSelection,
    handle: async ({ body, session }): Promise<z.infer<typeof trashStatusResponse>> => ({ status: 'Success', count: await restoreTrashed(trashDeps(), session.userId, body.ids) }),
  },
  httpDeps,
);
