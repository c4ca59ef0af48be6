import { googleMediaItemsQuery, type GoogleMediaItemsResponse } from '@heirloom/shared/contracts/sources';
import { pickedItems } from '../../domain/sources/google-picker';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** GET /google/media_items?session_id=&page_token=: one page (100) of the photos the person picked. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: googleMediaItemsQuery,
    handle: ({ query, session }): Promise<GoogleMediaItemsResponse> => pickedItems(sourcesDeps(), session.userId, query.session_id, query.page_token),
  },
  httpDeps,
);
