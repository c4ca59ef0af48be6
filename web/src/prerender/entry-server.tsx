import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes, preloadMatchedPages } from '../app/router';

export { createQueryClient } from '../lib/query-client';
export { blogListQueryKey, blogPostQueryKey } from '../features/blog/api/blog-posts';

/**
 * Renders one public page the way the browser's first render will draw it, for the build's
 * prerendering step (web/scripts/prerender.ts). Data the page needs is already in `queryClient`;
 * it is returned dehydrated, for the page to start from in the browser.
 */
export async function renderPage(path: string, queryClient: QueryClient): Promise<{ html: string; state: unknown }> {
  // The page's code first: renderToString draws no page that is still downloading.
  await preloadMatchedPages({ pathname: path });
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { html, state: dehydrate(queryClient) };
}

export { SITE_URL } from '../config/site';
