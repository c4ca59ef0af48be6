// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { PhotoLightbox } from '../../../web/src/features/photos/components/photo-lightbox';
import { ViewerProvider } from '../../../web/src/features/photos/hooks/viewer';
import { photoListQueryKey } from '../../../web/src/lib/photo-list-cache';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { RealtimeProvider } from '../../../web/src/lib/realtime-react';
import { installBrowserStubs, ScriptedSocket } from './helpers';
import { photoView } from './uploads-fakes';

afterEach(() => cleanup());

describe('stepping through the lightbox', () => {
  it('shows one photo and its face boxes at a time: those stepped past leave the page', async () => {
    installBrowserStubs();
    const photos = ['a', 'b', 'c'].map((id) => photoView({ id, thumbnail_urls: { '64': `https://media.test/${id}-64.webp`, '300': `https://media.test/${id}-300.webp`, '1600': `https://media.test/${id}-1600.jpg` } }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(photoListQueryKey({}), { pages: [{ photos, next_page: null }], pageParams: [null] });
    const router = createMemoryRouter([{ path: '/photo/:photoId', element: <PhotoLightbox /> }], { initialEntries: ['/photo/a?index=0'] });
    // An overlay keyed by its photo, as the faces feature's once was: the picture beside it must not share that key.
    const photoOverlay = (photo: { id: string }) => <span key={photo.id} data-testid="face-boxes" data-photo-id={photo.id} />;
    render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider client={new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedSocket })}>
            <ViewerProvider viewer={{ userId: 'u-1', photoOverlay }}>
              <RouterProvider router={router} />
            </ViewerProvider>
          </RealtimeProvider>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    const pictures = () => screen.getAllByTestId('lightbox-image').map((image) => image.querySelector('img:not([aria-hidden])')?.getAttribute('src'));
    const overlays = () => screen.getAllByTestId('face-boxes').map((overlay) => overlay.dataset.photoId);
    await waitFor(() => expect(pictures()).toEqual(['https://media.test/a-1600.jpg']));

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(pictures()).toEqual(['https://media.test/b-1600.jpg']));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(pictures()).toEqual(['https://media.test/c-1600.jpg']));
    expect(overlays()).toEqual(['c']);
    expect(router.state.location.pathname).toBe('/photo/c');
  });
});
