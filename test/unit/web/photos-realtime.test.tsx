// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { PhotoLightbox } from '../../../web/src/features/photos/components/photo-lightbox';
import { ViewerProvider } from '../../../web/src/features/photos/hooks/viewer';
import { usePendingFixes } from '../../../web/src/features/photos/stores/pending-fixes';
import { photoListQueryKey } from '../../../web/src/lib/photo-list-cache';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { RealtimeProvider } from '../../../web/src/lib/realtime-react';
import { installBrowserStubs, ScriptedSocket } from './helpers';
import { photoView } from './uploads-fakes';

afterEach(() => cleanup());

/** The lightbox at `path`, with this cache and realtime channel, for the uploader u-1. */
function renderLightbox(queryClient: QueryClient, realtime: RealtimeClient, path: string) {
  const router = createMemoryRouter([{ path: '/photo/:photoId', element: <PhotoLightbox /> }], { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={realtime}>
          <ViewerProvider viewer={{ userId: 'u-1' }}>
            <RouterProvider router={router} />
          </ViewerProvider>
        </RealtimeProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('Image Correction results (realtime photo_updated, spec 000 section 7)', () => {
  it('replace the pictures wherever the photo shows and end the “correcting” state', async () => {
    installBrowserStubs();
    const photo = photoView({ id: 'p1', uploaded_by: 'u-1' });
    const corrected: PhotoView = { ...photo, thumbnail_urls: { '64': 'https://media.test/fix-64.webp', '300': 'https://media.test/fix-300.webp', '1600': 'https://media.test/fix-1600.webp' } };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(photoListQueryKey({}), { pages: [{ photos: [photo], next_page: null }], pageParams: [null] });
    usePendingFixes.getState().start('p1', 'color_correct');
    const realtime = new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedSocket });
    renderLightbox(queryClient, realtime, '/photo/p1?index=0');
    const image = () => screen.getByTestId('lightbox-image').querySelector('img:not([aria-hidden])')!;
    expect(image().getAttribute('src')).toBe(photo.thumbnail_urls['1600']);

    realtime.connect(() => ({ processing_ids: [] }));
    await act(async () => ScriptedSocket.last!.open());
    act(() => ScriptedSocket.last!.push({ type: 'photo_updated', photo: corrected }));

    await waitFor(() => expect(image().getAttribute('src')).toBe('https://media.test/fix-1600.webp'));
    const list = queryClient.getQueryData<InfiniteData<{ photos: PhotoView[] }>>(photoListQueryKey({}));
    expect(list?.pages[0]!.photos[0]!.thumbnail_urls['300']).toBe('https://media.test/fix-300.webp');
    expect(usePendingFixes.getState().pending).toEqual({});
  });
});

describe('a turned photo (realtime photo_updated after POST /photo/{id}/rotate)', () => {
  it('shows the turned picture with its new shape, ends the “turning” state, and stops drawing the old face boxes on its card', async () => {
    installBrowserStubs();
    const photo = photoView({ id: 'p2', uploaded_by: 'u-1', width: 1600, height: 1200 });
    const other = photoView({ id: 'p3', uploaded_by: 'u-1' });
    const face = { id: 'f1', image_id: 'p2', person_id: null, bounding_box: { left: 0.1, top: 0.2, width: 0.1, height: 0.2 }, gender_hint: null, thumbnail_url: 'https://media.test/f1.jpg', person: null, kept_apart_from: [] };
    const turned: PhotoView = { ...photo, width: 1200, height: 1600, thumbnail_urls: { '64': 'https://media.test/t-64.webp', '300': 'https://media.test/t-300.webp', '1600': 'https://media.test/t-1600.jpg' } };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(photoListQueryKey({}), { pages: [{ photos: [photo, other], next_page: null, faces: { p2: [face], p3: [{ ...face, id: 'f2', image_id: 'p3' }] } }], pageParams: [null] });
    usePendingFixes.getState().start('p2', 'turn');
    const realtime = new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedSocket });
    renderLightbox(queryClient, realtime, '/photo/p2?index=0');
    realtime.connect(() => ({ processing_ids: [] }));
    await act(async () => ScriptedSocket.last!.open());
    act(() => ScriptedSocket.last!.push({ type: 'photo_updated', photo: turned }));

    const image = () => screen.getByTestId('lightbox-image').querySelector('img:not([aria-hidden])')!;
    await waitFor(() => expect(image().getAttribute('src')).toBe('https://media.test/t-1600.jpg'));
    const page = queryClient.getQueryData<InfiniteData<{ photos: PhotoView[]; faces: Record<string, unknown[]> }>>(photoListQueryKey({}))!.pages[0]!;
    expect(page.photos[0]).toMatchObject({ id: 'p2', width: 1200, height: 1600 });
    // The turned photo's old boxes are gone until its faces are read again; the other photo keeps its own.
    expect(Object.keys(page.faces)).toEqual(['p3']);
    expect(usePendingFixes.getState().pending).toEqual({});
  });
});
