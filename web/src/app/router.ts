import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, useRoutes } from 'react-router';
import type { LazyPage } from './lazy-page';
import { routes } from './routes';

/**
 * The app's pages for the address, under whichever router is around them (the browser's, the
 * prerenderer's static one, a test's memory router). The declarative router, not the data
 * router: the app loads its data with TanStack Query, so the data router's loaders, actions and
 * fetchers would be about 12 KB gzipped of first-load code that nothing uses.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the code of the pages matching the address. A prerendered page is then drawn in the
 * same first render as its HTML, so React can hydrate it instead of showing a loader first (and
 * throwing the prerendered HTML away). With a query client, each page then starts on its data.
 */
export async function preloadMatchedPages(location: { pathname: string; search?: string }, queryClient?: QueryClient): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const page = route.Component as Partial<LazyPage> | undefined;
      await page?.preload?.();
      if (queryClient) page?.prefetchData?.(queryClient, { pathname: location.pathname, search: location.search ?? '' });
    }),
  );
}

/** Fetches the code of the pages at these addresses quietly (no page-loading bar); a failure waits for the visit. */
export function prefetchPages(paths: readonly string[]): void {
  for (const pathname of paths) {
    for (const { route } of matchRoutes(routes, pathname) ?? []) (route.Component as Partial<LazyPage> | undefined)?.prefetch?.().catch(() => undefined);
  }
}
