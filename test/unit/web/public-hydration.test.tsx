// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { routes } from '../../../web/src/app/routes';
import { preloadMatchedPages } from '../../../web/src/app/router';
import { userQueryKey } from '../../../web/src/features/accounts/api/user';
import { fakeServer, installBrowserStubs, json, makeUser, testQueryClient, testRealtimeClient } from './helpers';

/**
 * The public pages arrive prerendered for a signed-out visitor and are hydrated (web/src/main.tsx).
 * Someone signed in whose user is known by the time the page hydrates must not break hydration
 * (React error #418 on /plans and /features, issue 31): the first render matches the HTML, then
 * the page turns to its signed-in form.
 */
function Routes() {
  return useRoutes(routes);
}

const page = (path: string, queryClient: QueryClient) => (
  <AppProvider queryClient={queryClient} realtimeClient={testRealtimeClient()}>
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>
  </AppProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('hydrating a prerendered public page for a signed-in visitor', () => {
  for (const path of ['/plans', '/features']) {
    it(`${path}: no hydration error; the signed-in top bar follows`, async () => {
      installBrowserStubs();
      const user = makeUser({ customer_plan: 'Annual' as never });
      fakeServer({ 'GET /api/user': () => json(200, { user }) });
      await preloadMatchedPages({ pathname: path, search: '', hash: '' } as Location);

      // The prerender: nobody signed in.
      const signedOut = testQueryClient();
      signedOut.setQueryData(userQueryKey, null);
      const container = document.createElement('div');
      container.innerHTML = renderToString(page(path, signedOut));
      document.body.append(container);
      expect(container.textContent).toContain('Login');

      // The browser: the user arrived before hydration.
      const signedIn = testQueryClient();
      signedIn.setQueryData(userQueryKey, user);
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, page(path, signedIn), { onRecoverableError: (error) => recoverable.push(error) });
      });
      await act(async () => new Promise((done) => setTimeout(done, 20)));
      expect(recoverable.map(String)).toEqual([]);
      expect(container.textContent).toContain('Open Heirloom');
    });
  }
});
