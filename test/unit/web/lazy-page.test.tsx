// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, usePageLoading } from '../../../web/src/app/lazy-page';
import { preloadMatchedPages } from '../../../web/src/app/router';
import { knownFamilyOf } from '../../../web/src/features/tree/api/family';
import { makeUser, renderApp, signedInServer, signedOutServer, testQueryClient, json } from './helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const Hello = () => <p>Hello page</p>;

function LoadingFlag() {
  return <p>{usePageLoading() ? 'loading code' : 'idle'}</p>;
}

describe('lazyPage', () => {
  it('shows the fallback while its code downloads, says so to the progress bar, then the page', async () => {
    const download = deferred<{ Component: typeof Hello }>();
    const Page = lazyPage(() => download.promise, (module) => module.Component);
    render(
      <>
        <LoadingFlag />
        <Suspense fallback={<p>spinner</p>}>
          <Page />
        </Suspense>
      </>,
    );
    expect(screen.getByText('spinner')).toBeTruthy();
    expect(screen.getByText('loading code')).toBeTruthy();

    await act(async () => download.resolve({ Component: Hello }));
    expect(screen.getByText('Hello page')).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('draws a preloaded page in the first render, never the fallback (so prerendered HTML can hydrate)', async () => {
    let downloads = 0;
    const Page = lazyPage(
      async () => {
        downloads += 1;
        return { Component: Hello };
      },
      (module) => module.Component,
    );
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>spinner</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Hello page')).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();
    expect(downloads).toBe(1);
  });

  it('prefetches quietly: no progress bar while the code downloads, and a visit then draws the page at once', async () => {
    const download = deferred<{ Component: typeof Hello }>();
    let downloads = 0;
    const Page = lazyPage(
      () => {
        downloads += 1;
        return download.promise;
      },
      (module) => module.Component,
    );
    render(<LoadingFlag />);
    let prefetching!: Promise<void>;
    act(() => {
      prefetching = Page.prefetch();
    });
    expect(screen.getByText('idle')).toBeTruthy();
    await act(async () => {
      download.resolve({ Component: Hello });
      await prefetching;
    });
    cleanup();
    render(
      <Suspense fallback={<p>spinner</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Hello page')).toBeTruthy();
    expect(downloads).toBe(1);
  });

  it('tries the download again on the next preload after a failure', async () => {
    let attempts = 0;
    const Page = lazyPage(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
        return { Component: Hello };
      },
      (module) => module.Component,
    );
    await expect(Page.preload()).rejects.toThrow('Loading chunk failed');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});

describe('preloadMatchedPages', () => {
  it("fetches the code of the address's shell and page, so the first render is the page itself", async () => {
    signedOutServer();
    await preloadMatchedPages({ pathname: '/plans' });
    renderApp('/plans');
    // Synchronously after the first render: no spinner, the page's own heading.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Simple plans. Free for the family.');
  });
});

describe('a page opened by its address starts on its data beside its code', () => {
  it('asks for the timeline’s first page before the page is drawn, and the page then reads it from the cache', async () => {
    const requests = signedInServer(makeUser(), { 'GET /api/events/timeline': () => json(200, { events: [] }) });
    const queryClient = testQueryClient();
    await preloadMatchedPages({ pathname: '/timeline', search: '?year=1850' }, queryClient);
    const timelineReads = () => requests.filter((request) => new URL(request.url, 'http://test').pathname === '/api/events/timeline');
    // Asked for before anything is rendered, and before anyone knows who is signed in.
    expect(timelineReads()).toHaveLength(1);
    expect(requests.some((request) => request.url.includes('/api/user'))).toBe(false);
    renderApp('/timeline?year=1850', undefined, queryClient);
    await screen.findByText('Nothing with a date in or around 1850.', undefined, { timeout: 20_000 });
    // The page read that first page from the cache (then asked for the newer years above it, as it does):
    // the first read is the page's own first page, and nothing was read twice.
    const urls = timelineReads().map((request) => request.url);
    expect(urls[0]).toBe('/api/events/timeline?direction=down&last_date=1851-1-1');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('asks for the family around ?person= before the tree is drawn, into what the tree draws from', async () => {
    const graph = {
      root: 'p-1',
      nodes: [
        { key: 'p-1', name: 'Ada Lovelace', sex: 'F', person_thumbnail_url: [], category: 'person' },
        { key: 'p-2', name: 'Lord Byron', sex: 'M', person_thumbnail_url: [], category: 'lookup' },
      ],
      links: [{ from: 'p-2', to: 'p-1', category: 'parent', status: 'other', labelKeys: ['birth-p-1'] }],
    };
    const requests = signedInServer(makeUser({ person: 'p-1' }), { 'GET /api/relationships/p-1': () => json(200, graph) });
    const queryClient = testQueryClient();
    await preloadMatchedPages({ pathname: '/graph', search: '?person=p-1' }, queryClient);
    const familyReads = () => requests.filter((request) => request.url.startsWith('/api/relationships/p-1?depth=2'));
    expect(familyReads()).toHaveLength(1);
    expect(requests.some((request) => request.url.includes('/api/user'))).toBe(false);
    // What the tree draws from (what this browser knows of the family) has her before the page renders.
    await waitFor(() => expect(knownFamilyOf(queryClient).person('p-1')?.name).toBe('Ada Lovelace'));
  });
});
