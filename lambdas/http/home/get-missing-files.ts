import { MISSING_FILES_PAGE_SIZE, missingFilesQuery, type MissingFilesResponse } from '@heirloom/shared/contracts/home';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { listMissingFiles } from '../../domain/home/missing-files';
import { familyDeps } from '../../runtime/family-deps';
import { missingFileStore } from '../../runtime/home-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /missing_files: files the family's GEDCOM names (OBJE FILE) that no upload matched yet, a page at a time. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: missingFilesQuery,
    handle: async ({ query, session }): Promise<MissingFilesResponse> =>
      listMissingFiles({ store: missingFileStore(), family: familyDeps() }, treeOwnerFor(session), { cursor: query.page, limit: MISSING_FILES_PAGE_SIZE }),
  },
  httpDeps,
);
