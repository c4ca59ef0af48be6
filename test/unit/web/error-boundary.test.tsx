// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../../../web/src/app/layouts/public-layout';
import { AppProvider } from '../../../web/src/app/provider';
import { lazyPage } from '../../../web/src/app/lazy-page';
import { PageBoundary } from '../../../web/src/app/page-boundary';
import { ChunkLoadError, loadChunk } from '../../../web/src/lib/lazy-chunk';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { fakeServer, installBrowserStubs, json, renderApp, testQueryClient } from './helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Boom(): never {
  throw new Error('The photo strip fell over');
}

/** The app's shape (layout + a boundary around its pages) with pages that fail on purpose. */
const failingRoutes = (lazyFailure: () => Promise<never>): RouteObject[] => [
  {
    path: '/',
    Component: PublicLayout,
    children: [
      {
        Component: PageBoundary,
        children: [
          { path: 'boom', Component: Boom },
          { path: 'lazy', Component: lazyPage(lazyFailure, () => Boom) },
        ],
      },
    ],
  },
];

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const serverAcceptingReports = () => fakeServer({ 'POST /api/client_errors': () => json(202, { received: true }) });

describe('route error element', () => {
  it('shows the friendly page inside the shell, with Reload and Home, and reports the error once', async () => {
    quietConsole();
    const requests = serverAcceptingReports();

    renderApp('/boom', failingRoutes(() => Promise.reject(new Error('unused'))));

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy(); // the footer is still there
    // The top bar also asks who is signed in; the crash report is the only other request.
    const reports = () => requests.filter((request) => request.url === '/api/client_errors');
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(requests.filter((request) => request.url !== '/api/user')).toHaveLength(1);
    expect(reports()[0]).toMatchObject({ method: 'POST', url: '/api/client_errors' });
    expect(reports()[0]?.headers['x-requested-with']).toBe('heirloom');
    expect(reports()[0]?.body).toMatchObject({
      message: 'Error: The photo strip fell over',
      url: expect.stringContaining('http'),
      stack: expect.stringContaining('Boom'),
    });
  });

  it('says "Loading chunk failed" when a page’s code cannot be downloaded', async () => {
    quietConsole();
    serverAcceptingReports();

    renderApp('/lazy', failingRoutes(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/plans-x.js'))));

    expect(await screen.findByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('app-wide error boundary', () => {
  it('catches a crash outside the router and reports it once, even in StrictMode', async () => {
    quietConsole();
    installBrowserStubs();
    const requests = serverAcceptingReports();

    render(
      <StrictMode>
        <AppProvider queryClient={testQueryClient()} realtimeClient={new RealtimeClient()}>
          <Boom />
        </AppProvider>
      </StrictMode>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
  });

  it('still shows the page when the report itself cannot be sent', async () => {
    quietConsole();
    installBrowserStubs();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    render(
      <AppProvider queryClient={testQueryClient()} realtimeClient={new RealtimeClient()}>
        <Boom />
      </AppProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });
});

describe('chunk loading', () => {
  it('fails with "Loading chunk failed" after the spec’s 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = pending.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading chunk failed');
  });

  it('passes a loaded module through and leaves other errors alone', async () => {
    await expect(loadChunk(async () => ({ Component: 'x' }))).resolves.toEqual({ Component: 'x' });
    const bug = new ReferenceError('x is not defined');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});
