import { trashQuery, type TrashResponse } from '@heirloom/shared/contracts/trash';
import { listTrash } from '../../domain/library/trash';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { trashDeps } from '../../runtime/trash-deps';

/** GET /photos/trash: the caller's Recently deleted, most recently deleted first (only their own uploads are ever in it). */
export const handler = httpHandler(
  {
    auth: 'session',
    query: trashQuery,
    handle: async ({ query, session }): Promise<TrashResponse> => listTrash(trashDeps(), session.userId, query.page),
  },
  httpDeps,
);
