// @vitest-environment jsdom
import type { FaceView } from '@heirloom/shared/contracts/faces';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoFaces } from '../../../web/src/features/faces/components/photo-faces';
import { familyMembers, json, makeUser, renderApp, resetAppAroundEachTest, signedInServer } from './helpers';

resetAppAroundEachTest();

const face: FaceView = {
  id: 'f-1',
  image_id: 'p-1',
  person_id: null,
  bounding_box: { left: 0.1, top: 0.2, width: 0.2, height: 0.3 },
  gender_hint: null,
  thumbnail_url: 'https://media.test/f-1.jpg',
  person: null,
  kept_apart_from: [],
};

/** jsdom lays nothing out: the box over the picture reports a size, so the face boxes are drawn. */
class SizedResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    this.report([{ contentRect: { width: 400, height: 400 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

describe('the face menu on a photo, from the keyboard (issue 31)', () => {
  it('gives the focus back to the face box it was opened from when it closes', async () => {
    vi.stubGlobal('ResizeObserver', SizedResizeObserver);
    signedInServer(makeUser({ user_id: 'u-1' }), {
      'GET /api/photo/p-1/people': () => json(200, { faces: [face] }),
      'GET /api/persons': () => json(200, { persons: [], next_page: null }),
    });
    renderApp('/photo', [{ path: '/photo', element: <PhotoFaces photoId="p-1" uploadedBy="u-1" /> }]);

    const box = await screen.findByRole('button', { name: 'Face: Who is this?' });
    box.focus();
    fireEvent.click(box); // Enter on a focused button is a click
    const name = await screen.findByRole('combobox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Name' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(box));
  });
});

describe('forgetting a face (for good), in the face menu', () => {
  async function openMenu(uploadedBy: string) {
    vi.stubGlobal('ResizeObserver', SizedResizeObserver);
    signedInServer(makeUser({ user_id: 'u-1' }), {
      'GET /api/photo/p-1/people': () => json(200, { faces: [face] }),
      'GET /api/persons': () => json(200, { persons: [], next_page: null }),
      'GET /api/family/members': () => json(200, familyMembers('u-1', 'member')),
    });
    renderApp('/photo', [{ path: '/photo', element: <PhotoFaces photoId="p-1" uploadedBy={uploadedBy} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Face: Who is this?' }));
    await screen.findByRole('combobox', { name: 'Name' });
  }

  it('is offered to a member on a photo they uploaded', async () => {
    await openMenu('u-1');
    expect(await screen.findByRole('button', { name: 'Forget face' })).toBeTruthy();
  });

  it('is not offered to a member on a photo someone else uploaded, who is told who may', async () => {
    await openMenu('founder-1');
    expect(await screen.findByText('Only the family’s admins or the person who uploaded this photo can forget a face in it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forget face' })).toBeNull();
  });
});
