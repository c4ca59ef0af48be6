import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/routes';

export { createQueryClient } from '../lib/query-client';
export { blogListQueryKey, blogPostQueryKey } from '../features/blog/api/blog-posts';

const handler = createStaticHandler(routes);

/**
 * Renders one public page the way the browser's first render will draw it, for the build's
 * prerendering step (web/scripts/prerender.ts). Data the page needs is already in `queryClient`;
 * it is returned dehydrated, for the page to start from in the browser.
 */
export async function renderPage(path: string, queryClient: QueryClient): Promise<{ html: string; state: unknown }> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering (status ${context.status})`);
  if (context.errors) throw new Error(`${path} failed while prerendering: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, state: dehydrate(queryClient) };
}

export { SITE_URL } from '../config/site';
