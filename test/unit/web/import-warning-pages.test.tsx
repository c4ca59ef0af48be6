// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_KEPT_IMPORT_WARNINGS } from '../../../shared/constants';
import { AppProvider } from '../../../web/src/app/provider';
import { ImportReport } from '../../../web/src/features/family/components/import-report-screen';
import { importRecord } from './family-fixtures';
import { installBrowserStubs, json, makeUser, resetStores, signedInServer, testQueryClient, type FakeHandler } from './helpers';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  resetStores();
  installBrowserStubs();
  // jsdom lays nothing out: the list's box measures as the screenful it is on a page and a row as one line, so the virtual list draws a screenful.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(440);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStores();
});

/** Issue 32, item 2: the report lists every warning, the ones past its own a page at a time. */
const warningsFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => ({ line: first + i, message: `Warning on line ${first + i}` }));
const record = importRecord({ warnings: warningsFrom(1, 80), warning_pages: 2, warning_count: 80 + 50 + 40 });
const pages: Record<string, { warnings: ReturnType<typeof warningsFrom>; next_page: number | null }> = {
  '1': { warnings: warningsFrom(81, 50), next_page: 2 },
  '2': { warnings: warningsFrom(131, 40), next_page: null },
};

function show(pageHandler: FakeHandler) {
  const requests = signedInServer(makeUser(), { 'GET /api/imports/imp-1/warnings': pageHandler });
  const router = createMemoryRouter([{ path: '*', element: <ImportReport record={record} /> }]);
  render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const pagesAsked = () => requests.filter((request) => request.url.includes('/warnings')).map((request) => new URL(request.url, 'http://localhost').searchParams.get('page'));
  return { pagesAsked };
}

const scrollToEnd = () => {
  const list = screen.getByRole('region', { name: /^Warnings, 170 in all/ });
  // jsdom keeps no scroll position of its own.
  Object.defineProperty(list, 'scrollTop', { configurable: true, value: 100_000 });
  fireEvent.scroll(list);
};

describe('the import report’s warnings', () => {
  it('reads the pages past the report’s own as the list is scrolled, to the last warning', async () => {
    const { pagesAsked } = show((request) => json(200, pages[new URL(request.url, 'http://localhost').searchParams.get('page')!]));
    expect(screen.getByRole('heading', { name: '170 warnings' })).toBeTruthy();
    expect(screen.getByText('Each with its line in the file. What they are about was imported as well as it could be.')).toBeTruthy();
    await waitFor(() => expect(pagesAsked()).toEqual(['1']));
    // A screenful is drawn, and nothing more is read until the list is scrolled near its end.
    await waitFor(() => expect(screen.getByText('Warning on line 18')).toBeTruthy());
    expect(screen.queryByText('Warning on line 81')).toBeNull();
    expect(pagesAsked()).toEqual(['1']);
    // The person scrolls on as rows arrive.
    await waitFor(() => {
      scrollToEnd();
      expect(pagesAsked()).toEqual(['1', '2']);
    });
    await waitFor(() => {
      scrollToEnd();
      expect(screen.getByText('Warning on line 170')).toBeTruthy();
    });
    expect(screen.getByText('Line 170')).toBeTruthy();
    expect(pagesAsked()).toEqual(['1', '2']);
  });

  it('says when a page could not be read, and reads it again on Try again', async () => {
    let failing = true;
    const { pagesAsked } = show((request) => {
      const page = new URL(request.url, 'http://localhost').searchParams.get('page')!;
      if (page === '2' && failing) return json(503, { message: 'The service is busy. Please try again.' });
      return json(200, pages[page]);
    });
    await waitFor(() => {
      scrollToEnd();
      expect(screen.getByText('Could not load more warnings')).toBeTruthy();
    });
    // Scrolling does not ask again for a page that failed: the person does.
    scrollToEnd();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      scrollToEnd();
      expect(screen.getByText('Warning on line 170')).toBeTruthy();
    });
    expect(pagesAsked().filter((page) => page === '2').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Could not load more warnings')).toBeNull();
  });

  it('says how many are listed when a file had more than are kept', () => {
    signedInServer(makeUser(), { 'GET /api/imports/imp-1/warnings': () => json(200, pages['1']) });
    const tooMany = importRecord({ warnings: warningsFrom(1, 80), warning_pages: 2, warning_count: MAX_KEPT_IMPORT_WARNINGS + 1_234 });
    const router = createMemoryRouter([{ path: '*', element: <ImportReport record={tooMany} /> }]);
    render(
      <AppProvider queryClient={testQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: '51,234 warnings' })).toBeTruthy();
    expect(screen.getByText('The first 50,000 are listed, each with its line in the file. What they are about was imported as well as it could be.')).toBeTruthy();
  });
});
