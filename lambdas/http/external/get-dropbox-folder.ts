import { dropboxFolderQuery, type DropboxFolderResponse } from '@heirloom/shared/contracts/sources';
import { dropboxFolder } from '../../domain/sources/dropbox-browse';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** GET /dropbox/folder?path=&cursor=: one page of the caller's Dropbox folder (folders and photos). */
export const handler = httpHandler(
  {
    auth: 'session',
    query: dropboxFolderQuery,
    handle: ({ query, session }): Promise<DropboxFolderResponse> => dropboxFolder(sourcesDeps(), session.userId, query.path, query.cursor),
  },
  httpDeps,
);
