// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { PhotoLightbox } from '../../../web/src/features/photos/components/photo-lightbox';
import { ViewerProvider } from '../../../web/src/features/photos/hooks/viewer';
import { photoListQueryKey } from '../../../web/src/lib/photo-list-cache';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { RealtimeProvider } from '../../../web/src/lib/realtime-react';
import { fakeServer, installBrowserStubs, ScriptedSocket } from './helpers';
import { photoView } from './uploads-fakes';
import type { PhotoView } from '@heirloom/shared/contracts/media';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The lightbox over `photos` (the family's list, already read), opened on the first, as `viewerId` sees it. */
function renderLightbox(photos: PhotoView[], viewerId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(photoListQueryKey({}), { pages: [{ photos, next_page: null }], pageParams: [null] });
  const router = createMemoryRouter([{ path: '/photo/:photoId', element: <PhotoLightbox /> }], { initialEntries: [`/photo/${photos[0]!.id}?index=0`] });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedSocket })}>
          <ViewerProvider viewer={{ userId: viewerId }}>
            <RouterProvider router={router} />
          </ViewerProvider>
        </RealtimeProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe("the lightbox says who uploaded the photo (a family's shared library)", () => {
  it("names the relative who uploaded it, says 'you' for the viewer's own, and asks the server for neither", async () => {
    installBrowserStubs();
    const requests = fakeServer({});
    // Ann (u-ann) looks through the family's photos: one from Ben, one of her own, one whose uploader has no name.
    const photos = [
      photoView({ id: 'from-ben', uploaded_by: 'u-ben', user_id: 'u-ben', username: 'Ben Archer' }),
      photoView({ id: 'from-ann', uploaded_by: 'u-ann', user_id: 'u-ann', username: 'Ann Archer' }),
      photoView({ id: 'unnamed', uploaded_by: 'u-cara', user_id: 'u-cara', username: null }),
    ];
    renderLightbox(photos, 'u-ann');
    const uploader = () => screen.getByTestId('lightbox-uploader').textContent;

    await waitFor(() => expect(uploader()).toBe('Uploaded by Ben Archer'));
    // In the viewer's caption area, beside where the photo stands in its list.
    expect(screen.getByText('1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(uploader()).toBe('Uploaded by you'));

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(uploader()).toBe('Uploaded by a family member'));

    // The names came with the list: no request per photo.
    expect(requests).toEqual([]);
  });

  it('asks before deleting when the uploader presses Delete, and never for a relative’s photo', async () => {
    installBrowserStubs();
    fakeServer({});
    const photos = [photoView({ id: 'from-ann', uploaded_by: 'u-ann', user_id: 'u-ann', username: 'Ann Archer' }), photoView({ id: 'from-ben', uploaded_by: 'u-ben', user_id: 'u-ben', username: 'Ben Archer' })];
    renderLightbox(photos, 'u-ann');
    await waitFor(() => expect(screen.getByTestId('lightbox-uploader').textContent).toBe('Uploaded by you'));
    fireEvent.keyDown(window, { key: 'Delete' });
    expect(await screen.findByRole('alertdialog', { name: 'Delete this photo?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(screen.getByTestId('lightbox-uploader').textContent).toBe('Uploaded by Ben Archer'));
    fireEvent.keyDown(window, { key: 'Delete' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
