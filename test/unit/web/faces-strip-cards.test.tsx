// @vitest-environment jsdom
import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotosResponse } from '@heirloom/shared/contracts/photos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boxOnSquareCard, faceLabel, facesSummary, labelWidths } from '../../../web/src/features/faces/utils/face-geometry';
import { loadedFaces } from '../../../web/src/features/photos/api/photo-list';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';
import { photoView } from './uploads-fakes';

resetAppAroundEachTest();

const ME = makeUser({ user_id: 'u-1', customer_plan: 'Trial' });

function face(overrides: Partial<FaceView> = {}): FaceView {
  return {
    id: 'f-1',
    image_id: 'p-1',
    person_id: null,
    bounding_box: { left: 0.1, top: 0.2, width: 0.2, height: 0.3 },
    gender_hint: null,
    thumbnail_url: 'https://media.test/f-1.jpg',
    person: null,
    kept_apart_from: [],
    ...overrides,
  };
}
const ada = { id: 'ada', name: 'Ada Lovelace', sex: 'Female', person_thumbnail_url: null };

describe('where a face box sits on a square strip card (object-fit: cover)', () => {
  it('a square picture maps one to one', () => {
    expect(boxOnSquareCard(500, 500, { left: 0.1, top: 0.2, width: 0.3, height: 0.4 })).toEqual({ left: 10, top: 20, width: 30, height: 40 });
  });

  it('a landscape picture is cropped left and right: the middle half of a 2:1 picture fills the card', () => {
    // 2:1 -> drawn twice as wide as the card, starting at -50%.
    expect(boxOnSquareCard(1000, 500, { left: 0.5, top: 0, width: 0.25, height: 0.5 })).toEqual({ left: 50, top: 0, width: 50, height: 50 });
  });

  it('a portrait picture is cropped top and bottom, a box half off the card is clipped, and one wholly off is left out', () => {
    expect(boxOnSquareCard(500, 1000, { left: 0, top: 0.2, width: 0.5, height: 0.1 })).toEqual({ left: 0, top: 0, width: 50, height: 10 });
    expect(boxOnSquareCard(500, 1000, { left: 0, top: 0.05, width: 0.5, height: 0.1 })).toBeNull();
  });

  it('names a face by its person, an unnamed person, or asks who it is', () => {
    expect(faceLabel(face({ person: ada }))).toBe('Ada Lovelace');
    expect(faceLabel(face({ person: { ...ada, name: '' } }))).toBe('Unnamed person');
    expect(facesSummary([face({ person: ada }), face()])).toBe('2 faces: Ada Lovelace, Who is this?');
  });
});

describe("the strip's cards draw the faces that came with the page", () => {
  it('merges the faces of every loaded page by photo id', () => {
    const pages: PhotosResponse[] = [
      { photos: [photoView({ id: 'p-1' })], next_page: 'c2', faces: { 'p-1': [face()] } },
      { photos: [photoView({ id: 'p-2' })], next_page: null, faces: { 'p-2': [face({ id: 'f-2', image_id: 'p-2' })] } },
      { photos: [photoView({ id: 'p-3' })], next_page: null },
    ];
    expect(Object.keys(loadedFaces(pages))).toEqual(['p-1', 'p-2']);
  });

  it('a card with faces lists them by name, opens the face menu for one, and names it from there; no request per card', async () => {
    const requests = signedInServer(ME, {
      'GET /api/photos': () =>
        json(200, {
          photos: [photoView({ id: 'p-1' }), photoView({ id: 'p-2' })],
          next_page: null,
          faces: { 'p-1': [face({ id: 'f-ada', person_id: 'ada', person: ada }), face({ id: 'f-new', bounding_box: { left: 0.6, top: 0.2, width: 0.2, height: 0.3 } })] },
        }),
      'POST /api/person': () => json(200, { person: { ...ada, id: 'grace', name: 'Grace Hopper', names: [], person_thumbnail: null, items_deleted: false, person_version: 1, previous_version: [], newer_version: null, version_date: null, author: 'u-1', gedcom_xref: null } }),
    });
    renderApp('/photos/strip');
    const button = await screen.findByRole('button', { name: '2 faces: Ada Lovelace, Who is this?' });
    // Only the card with faces has the face button, and its boxes are there for the pointer.
    expect(screen.getAllByRole('button', { name: /^(\d+ faces|Faces):/ })).toHaveLength(1);
    const card = button.closest('[data-photo-card]') as HTMLElement;
    expect(card.getAttribute('data-photo-card')).toBe('p-1');
    expect(within(card).getByRole('button', { name: 'Face: Ada Lovelace' })).toBeTruthy();

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: /Who is this\?/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Who is this?')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Grace Hopper' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create new person “Grace Hopper”' }));

    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.url.includes('/api/person?face_id=f-new'))).toBe(true));
    const created = requests.find((request) => request.method === 'POST' && request.url.includes('/api/person?'))!;
    expect(created.body).toMatchObject({ names: [{ first_name: 'Grace', last_name: 'Hopper' }] });
    // Faces came with the page: nobody asked for a photo's people one card at a time.
    expect(requests.filter((request) => /\/api\/photo\/[^/]+\/people/.test(request.url))).toHaveLength(0);
  }, 30_000);
});

describe("a card's square shows the photo's faces", () => {
  it('a wide photo whose person stands at the right edge shows that end, and the face box is drawn over the face', async () => {
    signedInServer(ME, {
      'GET /api/photos': () =>
        json(200, {
          photos: [photoView({ id: 'p-1', width: 2000, height: 1000 }), photoView({ id: 'p-2', width: 2000, height: 1000 })],
          next_page: null,
          faces: { 'p-1': [face({ id: 'f-ada', person_id: 'ada', person: ada, bounding_box: { left: 0.8, top: 0.3, width: 0.1, height: 0.2 } })] },
        }),
    });
    renderApp('/photos/strip');
    const box = await screen.findByRole('button', { name: 'Face: Ada Lovelace' });
    // Chakra writes the position into a class: the computed style is what the browser uses.
    const picture = (id: string) => document.querySelector(`[data-photo-card="${id}"] img:not([aria-hidden])`) as HTMLImageElement;
    expect(getComputedStyle(picture('p-1')).objectPosition).toBe('100% 50%');
    expect(getComputedStyle(picture('p-2')).objectPosition).toBe('50% 50%');
    expect(getComputedStyle(box).left).toBe('60%');
    expect(getComputedStyle(box).width).toBe('20%');
  });
});

describe('face labels under their boxes', () => {
  it('are no wider than the distance to the next face in their row, so two never cover each other', () => {
    // Two faces 75 px apart on a phone, a third lower down, a fourth far off in the same row.
    const widths = labelWidths([
      { centreX: 165, bottom: 408 },
      { centreX: 240, bottom: 400 },
      { centreX: 200, bottom: 600 },
      { centreX: 900, bottom: 405 },
    ]);
    expect(widths.slice(0, 2)).toEqual([71, 71]);
    // Alone in its row: as wide as its name.
    expect(widths[2]).toBe(Number.POSITIVE_INFINITY);
    expect(widths[3]).toBe(656);
  });
});
