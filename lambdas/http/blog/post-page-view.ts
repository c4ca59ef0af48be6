import { pageViewRequest, type PageViewResponse } from '@heirloom/shared/contracts/blog';
import { recordPageView } from '../../domain/page-views/record-page-view';
import { blogDeps } from '../../runtime/blog-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/**
 * The first-party page-view beacon: counts a route pattern and referring host for today. Nothing
 * about the visitor (address, agent, session, user) is read into the count.
 */
export const handler = httpHandler(
  {
    auth: 'public',
    body: pageViewRequest,
    handle: async ({ body, event }): Promise<PageViewResponse> => {
      await recordPageView(body, blogDeps.pageViews(), Date.now(), ownHost(event.headers?.origin ?? event.headers?.host));
      return { received: true };
    },
  },
  httpDeps,
);

function ownHost(originOrHost: string | undefined): string | undefined {
  if (!originOrHost) return undefined;
  try {
    return new URL(originOrHost.includes('://') ? originOrHost : `https://${originOrHost}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
