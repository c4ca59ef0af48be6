// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { UnnamedPeopleSnackbar } from '../../../web/src/features/shell/components/unnamed-people-snackbar';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { UNNAMED_SNACKBAR_TIMEOUT_MS, unnamedPeopleMessage, useUnnamedPeopleStore } from '../../../web/src/lib/unnamed-people-store';
import { installBrowserStubs, resetStores, testQueryClient } from './helpers';

beforeEach(() => {
  resetStores();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The snackbar on its own, on `path`, inside a router so its link works. */
function renderSnackbar(path: string) {
  installBrowserStubs();
  const router = createMemoryRouter([{ path: '*', element: <UnnamedPeopleSnackbar /> }], { initialEntries: [path] });
  render(
    <AppProvider queryClient={testQueryClient()} realtimeClient={new RealtimeClient({ url: 'ws://test/ws' })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const announce = (count: number) => act(() => useUnnamedPeopleStore.getState().addUnnamed(count));

describe('unnamed-people snackbar (spec 000 section 2)', () => {
  it('words one person and many people', () => {
    expect(unnamedPeopleMessage(1)).toBe('You have 1 new unnamed person to name');
    expect(unnamedPeopleMessage(4)).toBe('You have 4 new unnamed people to name');
  });

  it('shows nothing until people are found, then links to /#unnamed', () => {
    renderSnackbar('/photos/strip');
    expect(screen.queryByRole('status')).toBeNull();
    announce(2);
    const link = screen.getByRole('link', { name: 'You have 2 new unnamed people to name' });
    expect(link.getAttribute('href')).toBe('/#unnamed');
  });

  it('adds up people found while it is showing', () => {
    renderSnackbar('/people');
    announce(1);
    expect(screen.getByText('You have 1 new unnamed person to name')).toBeTruthy();
    announce(2);
    expect(screen.getByText('You have 3 new unnamed people to name')).toBeTruthy();
  });

  it('closes itself after 10 seconds', () => {
    expect(UNNAMED_SNACKBAR_TIMEOUT_MS).toBe(10_000);
    renderSnackbar('/photos/strip');
    announce(3);
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(useUnnamedPeopleStore.getState()).toMatchObject({ visible: false, count: 0 });
  });

  it('restarts the 10 seconds when more people are found', () => {
    renderSnackbar('/photos/strip');
    announce(1);
    act(() => vi.advanceTimersByTime(6_000));
    announce(1);
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getByText('You have 2 new unnamed people to name')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be dismissed', () => {
    renderSnackbar('/photos/strip');
    announce(2);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays hidden on the home page, which lists the unnamed people itself', () => {
    renderSnackbar('/');
    announce(5);
    expect(screen.queryByRole('status')).toBeNull();
    // The clock does not run while hidden: leaving home still shows the news.
    act(() => vi.advanceTimersByTime(30_000));
    expect(useUnnamedPeopleStore.getState().visible).toBe(true);
  });

  it('disappears when its link is followed', () => {
    const router = renderSnackbar('/people');
    announce(2);
    fireEvent.click(screen.getByRole('link', { name: 'You have 2 new unnamed people to name' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/#unnamed');
  });
});
