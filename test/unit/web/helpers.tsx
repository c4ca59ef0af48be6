import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { routes as appRoutes } from '../../../web/src/app/routes';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';

// Route modules are imported on first visit (as in the browser); on a busy machine that can take
// longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 5000 });

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces global fetch with a tiny server: `handlers` keyed by 'METHOD /path' (no query);
 * anything else answers 404. Returns the list of requests it saw.
 */
export function fakeServer(handlers: Record<string, FakeHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      const url = String(input);
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      const request: RecordedRequest = {
        method: init.method ?? 'GET',
        url,
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        credentials: init.credentials,
      };
      requests.push(request);
      const handler = handlers[`${request.method} ${new URL(url, 'http://localhost').pathname}`];
      return handler ? handler(request) : json(404, { message: 'Not found' });
    }),
  );
  return requests;
}

/** jsdom lacks these; Chakra and the router's scroll restoration call them. */
export function installBrowserStubs(): void {
  window.scrollTo = () => undefined;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** Renders the real app providers around a memory router (the app's routes unless given others). */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  installBrowserStubs();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={testQueryClient()} realtimeClient={new RealtimeClient({ url: 'ws://test/ws' })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}
