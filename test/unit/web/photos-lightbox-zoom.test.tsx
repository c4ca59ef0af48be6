// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { PhotoLightbox } from '../../../web/src/features/photos/components/photo-lightbox';
import { ViewerProvider } from '../../../web/src/features/photos/hooks/viewer';
import { clampView, zoomAround } from '../../../web/src/features/photos/hooks/use-picture-zoom';
import { fullResolutionUrl } from '../../../web/src/features/photos/utils/full-resolution';
import { photoListQueryKey } from '../../../web/src/lib/photo-list-cache';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { RealtimeProvider } from '../../../web/src/lib/realtime-react';
import { installBrowserStubs, ScriptedSocket } from './helpers';
import { photoView } from './uploads-fakes';

/** jsdom lays nothing out: every element is given a 1000 x 700 stage's box, so the zoom has room to work in. */
const STAGE = { width: 1000, height: 700 };
beforeEach(() => {
  installBrowserStubs();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, left: 0, top: 0, right: STAGE.width, bottom: STAGE.height, ...STAGE, toJSON: () => ({}) });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const links = (id: string, large = `https://media.test/${id}-1600.jpg`) => ({ '64': `https://media.test/${id}-64.webp`, '300': `https://media.test/${id}-300.webp`, '1600': large });
/** A 12 MP JPEG, then a HEIC of the same size, then a video. */
const PHOTOS: PhotoView[] = [
  photoView({ id: 'scan', name: 'notes.jpg', width: 4000, height: 3000, thumbnail_urls: links('scan'), image_url: '/api/media/u/scan/notes.jpg?original=1&name=notes.jpg' }),
  photoView({ id: 'heic', name: 'IMG_2682.HEIC', width: 4032, height: 3024, thumbnail_urls: links('heic'), image_url: '/api/media/u/heic/IMG_2682.HEIC?original=1&name=IMG_2682.HEIC' }),
  photoView({ id: 'clip', image_type: 'video', name: 'clip.mp4', thumbnail_urls: links('clip'), video_url: 'https://media.test/clip.mp4' }),
];

function openLightbox(at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(photoListQueryKey({}), { pages: [{ photos: PHOTOS, next_page: null }], pageParams: [null] });
  const router = createMemoryRouter(
    [
      { path: '/photo/:photoId', element: <PhotoLightbox /> },
      { path: '/photos/strip', element: <p>The strip</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedSocket })}>
          <ViewerProvider viewer={{ userId: 'u-1' }}>
            <RouterProvider router={router} />
          </ViewerProvider>
        </RealtimeProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}

const zoomLevel = () => Number(screen.getByTestId('lightbox-zoom').dataset.zoom);
const press = (key: string) => fireEvent.keyDown(window, { key });
const fullImages = () => screen.queryAllByTestId('lightbox-full-image').map((image) => image.getAttribute('src'));

describe('zooming in the lightbox', () => {
  it('+ - and 0 zoom in, out and back; while zoomed the arrow keys pan instead of stepping, and Escape zooms out before it closes', async () => {
    const router = openLightbox('/photo/scan?index=0');
    await screen.findByTestId('lightbox-zoom');
    expect(zoomLevel()).toBe(1);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveProperty('disabled', true);

    press('+');
    await waitFor(() => expect(zoomLevel()).toBe(1.5));
    press('=');
    await waitFor(() => expect(zoomLevel()).toBe(2.25));
    const transform = () => screen.getByTestId('lightbox-zoom').style.transform;
    const centred = transform();
    press('ArrowRight');
    press('ArrowLeft');
    press('ArrowLeft');
    await waitFor(() => expect(transform()).not.toBe(centred));
    expect(router.state.location.pathname).toBe('/photo/scan');

    press('-');
    await waitFor(() => expect(zoomLevel()).toBe(1.5));
    press('0');
    await waitFor(() => expect(zoomLevel()).toBe(1));
    expect(screen.queryByRole('button', { name: 'Fit to screen' })).toBeNull();

    // Ctrl and + is the browser's zoom of the page, not the picture's.
    fireEvent.keyDown(window, { key: '+', ctrlKey: true });
    expect(zoomLevel()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(zoomLevel()).toBe(1.5));
    press('Escape');
    await waitFor(() => expect(zoomLevel()).toBe(1));
    expect(router.state.location.pathname).toBe('/photo/scan');
    press('Escape');
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/strip'));
  });

  it('a double-click toggles between fit and a closer look; the next photo opens at fit, and the arrows step again', async () => {
    const router = openLightbox('/photo/scan?index=0');
    const picture = await screen.findByTestId('lightbox-picture');
    fireEvent.doubleClick(picture, { clientX: 300, clientY: 200 });
    await waitFor(() => expect(zoomLevel()).toBeGreaterThan(2));
    fireEvent.doubleClick(picture, { clientX: 300, clientY: 200 });
    await waitFor(() => expect(zoomLevel()).toBe(1));

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(zoomLevel()).toBe(2.25));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photo/heic'));
    expect(zoomLevel()).toBe(1);
    expect(screen.getByTestId('lightbox-zoom').style.transform).toBe('');
    expect(screen.queryByRole('button', { name: 'Fit to screen' })).toBeNull();

    press('ArrowRight');
    await waitFor(() => expect(router.state.location.pathname).toBe('/photo/clip'));
    // A video does not zoom.
    expect(screen.queryByRole('group', { name: 'Zoom' })).toBeNull();
    press('+');
    press('ArrowLeft');
    await waitFor(() => expect(router.state.location.pathname).toBe('/photo/heic'));
  });

  it('a swipe on a zoomed photo pans it and stays on the photo; at fit it steps on', async () => {
    const router = openLightbox('/photo/scan?index=0');
    const stage = (await screen.findByTestId('lightbox-zoom')).parentElement!;
    /** jsdom has no PointerEvent: a mouse event of that name, with a finger's fields, is what React reads. */
    const finger = (type: string, clientX: number) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY: 350 });
      for (const [field, value] of Object.entries({ pointerType: 'touch', pointerId: 7, isPrimary: true })) Object.defineProperty(event, field, { value });
      fireEvent(stage, event);
    };
    const swipe = (from: number, to: number) => {
      finger('pointerdown', from);
      finger('pointermove', (from + to) / 2);
      finger('pointermove', to);
      finger('pointerup', to);
    };
    press('+');
    press('+');
    await waitFor(() => expect(zoomLevel()).toBe(2.25));
    const before = screen.getByTestId('lightbox-zoom').style.transform;
    swipe(700, 300);
    await waitFor(() => expect(screen.getByTestId('lightbox-zoom').style.transform).not.toBe(before));
    expect(router.state.location.pathname).toBe('/photo/scan');

    press('0');
    await waitFor(() => expect(zoomLevel()).toBe(1));
    swipe(700, 300);
    await waitFor(() => expect(router.state.location.pathname).toBe('/photo/heic'));
  });

  it('asks for the original JPEG only once zoomed past the 1600 px picture, and never for a HEIC', async () => {
    openLightbox('/photo/scan?index=0');
    await screen.findByTestId('lightbox-zoom');
    // At fit the 4000 px scan is drawn 933 px wide: the 1600 px picture has pixels enough.
    press('+');
    await waitFor(() => expect(zoomLevel()).toBe(1.5));
    expect(fullImages()).toEqual([]);
    press('+');
    await waitFor(() => expect(fullImages()).toEqual(['/api/media/u/scan/notes.jpg?original=1&name=notes.jpg']));
    // The 1600 px picture stays beneath it while the original downloads.
    expect(screen.getByTestId('lightbox-image').querySelector('img:not([aria-hidden])')?.getAttribute('src')).toBe('https://media.test/scan-1600.jpg');
    // Zoomed out again, the original already fetched stays.
    press('0');
    await waitFor(() => expect(zoomLevel()).toBe(1));
    expect(fullImages()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(screen.getByTestId('lightbox-image').querySelector('img:not([aria-hidden])')?.getAttribute('src')).toBe('https://media.test/heic-1600.jpg'));
    expect(fullImages()).toEqual([]);
    for (let press = 0; press < 8; press++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(zoomLevel()).toBeGreaterThan(4));
    expect(fullImages()).toEqual([]);
  });
});

describe('the zoom rules', () => {
  const geometry = { stage: STAGE, picture: { left: 33, top: 0, width: 933, height: 700 }, maxScale: 8 };

  it('keeps the point zoomed about under the pointer, and the picture over the stage', () => {
    const zoomed = zoomAround({ scale: 1, x: 0, y: 0 }, { x: 400, y: 300 }, 2, geometry);
    expect(zoomed).toEqual({ scale: 2, x: -400, y: -300 });
    // Panned far past the right edge: the picture's right edge stops at the stage's.
    expect(clampView({ ...zoomed, x: -5000 }, geometry).x).toBeCloseTo(STAGE.width - (33 + 933) * 2);
    expect(clampView({ scale: 20, x: 0, y: 0 }, geometry).scale).toBe(8);
    expect(clampView({ scale: 0.5, x: 40, y: 40 }, geometry)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('shows the original only where the browser draws it and it has more pixels than the 1600 px picture', () => {
    const [jpeg, heic, video] = PHOTOS;
    expect(fullResolutionUrl(jpeg!)).toBe(jpeg!.image_url);
    expect(fullResolutionUrl({ ...jpeg!, name: 'scan.PNG' })).toBe(jpeg!.image_url);
    expect(fullResolutionUrl(heic!)).toBeNull();
    expect(fullResolutionUrl({ ...jpeg!, name: 'scan.tiff' })).toBeNull();
    expect(fullResolutionUrl(video!)).toBeNull();
    expect(fullResolutionUrl({ ...jpeg!, width: 1200, height: 900 })).toBeNull();
    // Corrected or turned: the original lacks what was done to it.
    expect(fullResolutionUrl({ ...jpeg!, redrawn: true })).toBeNull();
  });
});
