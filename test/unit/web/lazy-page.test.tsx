// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, usePageLoading } from '../../../web/src/app/lazy-page';
import { preloadMatchedPages } from '../../../web/src/app/router';
import { renderApp, signedOutServer } from './helpers';

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
