// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { PhotoCard } from '../../../web/src/features/photos/components/photo-card';
import { installBrowserStubs } from './helpers';
import { photoView } from './uploads-fakes';

const photos = [photoView({ id: 'p0' }), photoView({ id: 'p1' }), photoView({ id: 'p2' })];

beforeEach(() => installBrowserStubs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The strip's cards, and a stand-in lightbox that goes back as Escape does. */
function Strip() {
  return (
    <>
      {photos.map((photo, index) => (
        <PhotoCard key={photo.id} photo={photo} index={index} href={`/photo/${photo.id}`} selected={false} selecting={false} uploaderName={null} onToggle={() => undefined} onDetails={() => undefined} />
      ))}
    </>
  );
}
function Lightbox() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Close
    </button>
  );
}

describe('the strip after the lightbox (issue 31: keyboard use)', () => {
  it('gives the keyboard focus back to the card the photo was opened from, once', async () => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={['/photos/strip']}>
          <Routes>
            <Route path="/photos/strip" element={<Strip />} />
            <Route path="/photo/:photoId" element={<Lightbox />} />
          </Routes>
        </MemoryRouter>
      </ChakraProvider>,
    );
    const opening = screen.getAllByRole('link', { name: /^Open / })[1]!;
    fireEvent.click(opening);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));

    const cards = await screen.findAllByRole('link', { name: /^Open / });
    expect(document.activeElement).toBe(cards[1]);
    expect(cards[1]!.closest('[data-photo-card]')!.getAttribute('data-photo-card')).toBe('p1');

    // The strip drawn again later (another visit) leaves the focus where it is.
    cards[0]!.focus();
    cleanup();
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <Strip />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
