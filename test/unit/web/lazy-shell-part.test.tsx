// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { LazyShellPart } from '../../../web/src/components/lazy-shell-part';

// React reports each error a boundary catches on the console: expected here.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Sheet: ComponentType = () => <p>The uploads sheet</p>;
/** What Chromium says when a dynamic import cannot be fetched (offline). */
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/upload-sheet.js'));

const renderPart = (load: () => Promise<ComponentType>, props: { shown?: boolean; onDismiss?: () => void } = {}) =>
  render(
    <ChakraProvider value={system}>
      <ErrorBoundary fallbackRender={({ error }) => <p>App error screen: {(error as Error).message}</p>}>
        <p>The page</p>
        <LazyShellPart load={load} what="The uploads list" {...props} />
      </ErrorBoundary>
    </ChakraProvider>,
  );

describe('a part of the shell loaded on first use', () => {
  it('failing to download shows a notice beside the page, and Try again loads it', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockImplementationOnce(offline).mockResolvedValue(Sheet);
    renderPart(load);
    expect(await screen.findByText('The uploads list could not load')).toBeTruthy();
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText(/App error screen/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The uploads sheet')).toBeTruthy();
    expect(screen.queryByText('The uploads list could not load')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Close puts away what asked for it; shown again, it tries again by itself', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockImplementationOnce(offline).mockResolvedValue(Sheet);
    const onDismiss = vi.fn();
    const view = renderPart(load, { shown: true, onDismiss });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
    expect(screen.queryByText('The uploads list could not load')).toBeNull();

    const again = (shown: boolean) => (
      <ChakraProvider value={system}>
        <LazyShellPart load={load} what="The uploads list" shown={shown} onDismiss={onDismiss} />
      </ChakraProvider>
    );
    view.rerender(again(false));
    view.rerender(again(true));
    expect(await screen.findByText('The uploads sheet')).toBeTruthy();
  });

  it('leaves any other error to the app', async () => {
    renderPart(() => Promise.reject(new Error('A bug in the sheet')));
    expect(await screen.findByText('App error screen: A bug in the sheet')).toBeTruthy();
  });
});
