import type { QueryClient } from '@tanstack/react-query';
import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import { chunkLoader } from '../lib/lazy-chunk';

/**
 * A page module's head start on its data: it asks the query cache for what its first render will
 * read, from the address alone, so a page opened by its address (a reload, a link from outside)
 * fetches its data beside its code and the session check instead of after both.
 */
export type PageDataPrefetch = (queryClient: QueryClient, location: { pathname: string; search: string }) => void;

/**
 * A page whose code is its own chunk, fetched on first visit; `preload` fetches it ahead (the
 * page-loading bar shows meanwhile), `prefetch` fetches it quietly for a visit that may come.
 */
export type LazyPage = ComponentType & {
  preload: () => Promise<void>;
  prefetch: () => Promise<void>;
  /** Once its code is here: the page's head start on its data, if it has one. */
  prefetchData: PageDataPrefetch;
};

/**
 * A route's page as a React.lazy component, with the spec's chunk timeout (loadChunk). Unlike a
 * plain React.lazy, a page whose code is already here renders at once: the prerendered public
 * pages fetch their code before hydrating, and a suspended first render would throw the HTML away.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, pickData?: (module: M) => PageDataPrefetch | undefined): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  let dataPrefetch: PageDataPrefetch | undefined;
  const loadModule = chunkLoader(load);
  const fetchPage = async (track: boolean) => {
    if (loaded) return;
    const module = await (track ? trackPageLoad(loadModule()) : loadModule());
    loaded = { default: pick(module) };
    dataPrefetch = pickData?.(module);
  };
  const preload = () => fetchPage(true);
  const prefetch = () => fetchPage(false);
  // React.lazy reads a thenable that calls back at once as already settled, so a loaded page
  // never suspends (React reads `.then` synchronously before deciding to wait).
  const settledThenable = (value: { default: ComponentType }) => ({ then: (resolve: (module: typeof value) => void) => resolve(value) });
  const Page = lazy(() => (loaded ? settledThenable(loaded) : preload().then(() => loaded!)) as Promise<{ default: ComponentType }>);
  const prefetchData: PageDataPrefetch = (queryClient, location) => dataPrefetch?.(queryClient, location);
  return Object.assign(Page, { preload, prefetch, prefetchData }) as unknown as LazyPage;
}

// Page chunks being fetched, for the thin progress bar while the next page's code loads.
let pageLoadsInFlight = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pageLoadsInFlight += 1;
  notify();
  return load.finally(() => {
    pageLoadsInFlight -= 1;
    notify();
  });
}

/** True while some page's code is being downloaded. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pageLoadsInFlight > 0,
    () => false,
  );
}
