// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { Slideshow } from '../../../web/src/features/photos/components/slideshow';
import { nextSlide, SLIDESHOW_INTERVAL_MS } from '../../../web/src/features/photos/hooks/use-slideshow';
import { photoListQueryKey } from '../../../web/src/lib/photo-list-cache';
import { installBrowserStubs } from './helpers';
import { photoView } from './uploads-fakes';

const photos = ['a', 'b', 'c'].map((id, index) => photoView({ id, date_taken: `${index + 1} May 2018`, ...(id === 'b' ? { width: 200, height: 150 } : {}) }));

function renderSlideshow(path: string, { hasMore = false }: { hasMore?: boolean } = {}) {
  installBrowserStubs();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  // The strip's list, already loaded (newest first: the slideshow runs through it in that order).
  queryClient.setQueryData(photoListQueryKey({}), { pages: [{ photos: [...photos].reverse(), next_page: hasMore ? 'more' : null }], pageParams: [null] });
  const router = createMemoryRouter([{ path: '/slideshow/:photoId', element: <Slideshow /> }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}

const shown = () => screen.getByTestId('slideshow').getAttribute('data-photo-id');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the slideshow (spec 001 sections 2 and 9: every 5 s, wrapping around)', () => {
  it('shows a small photo at its own size, never blown up past it', () => {
    renderSlideshow('/slideshow/b?index=1');
    const frame = screen.getByRole('img', { name: /Photo/ }).closest('[data-testid="slideshow"] > div > div') as HTMLElement;
    expect(getComputedStyle(frame).maxWidth).toBe('200px');
    expect(getComputedStyle(frame).maxHeight).toBe('150px');
  });

  it('moves to the next photo every 5000 ms and starts again after the last', async () => {
    const router = renderSlideshow('/slideshow/c?index=0');
    expect(shown()).toBe('c');
    tick(SLIDESHOW_INTERVAL_MS - 1);
    expect(shown()).toBe('c');
    tick(1);
    expect(shown()).toBe('b');
    expect(router.state.location.search).toBe('?index=1');
    tick(SLIDESHOW_INTERVAL_MS);
    expect(shown()).toBe('a');
    tick(SLIDESHOW_INTERVAL_MS);
    expect(shown()).toBe('c'); // wrapped around
  });

  it('pauses and plays again; a photo chosen by hand gets its full five seconds', () => {
    renderSlideshow('/slideshow/c?index=0');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    tick(SLIDESHOW_INTERVAL_MS * 3);
    expect(shown()).toBe('c');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    tick(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('b');
    tick(SLIDESHOW_INTERVAL_MS - 1);
    expect(shown()).toBe('b');
    tick(1);
    expect(shown()).toBe('a');
  });

  it('waits for the next page at the end of what has loaded instead of wrapping', () => {
    expect(nextSlide(0, 3, true)).toBe(1);
    expect(nextSlide(2, 3, true)).toBeNull();
    expect(nextSlide(2, 3, false)).toBe(0);
  });
});
