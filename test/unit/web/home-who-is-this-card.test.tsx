// @vitest-environment jsdom
import type { FaceView } from '@heirloom/shared/contracts/faces';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faceKeys } from '../../../web/src/features/faces/api/unnamed-people';
import { json, makeUser, renderApp, resetAppAroundEachTest, signedInServer } from './helpers';

/**
 * Home's 'Who is this?' card keeps the face being named while uploads find new ones: every
 * 'faces_found' reads the list again (newest first), and a swap would clear what was typed.
 */
resetAppAroundEachTest();

function face(id: string): FaceView {
  return {
    id,
    image_id: `photo-${id}`,
    person_id: null,
    bounding_box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 },
    gender_hint: null,
    thumbnail_url: `/${id}.jpg`,
    person: null,
    kept_apart_from: [],
  };
}

/** A signed-in home whose 'Who is this?' list answers `faces()` at the time asked. */
function homeServer(faces: () => FaceView[], more: Parameters<typeof signedInServer>[1] = {}) {
  const unnamed = { people: [], new_count: 0, next_page: null };
  return signedInServer(makeUser({ new_user: false, customer_plan: 'Trial', has_photos: true, person: 'p-1' }), {
    'GET /api/dashboard': () =>
      json(200, { invites: [], missing_files: { files: [], next_page: null }, unnamed, messages: { messages: [], unread_count: 0, cursor: null }, tree_has_people: true, family_invited: true }),
    'GET /api/faces/unnamed': () => json(200, unnamed),
    'GET /api/faces/seen_once': () => json(200, { faces: faces(), next_page: null }),
    'GET /api/memories': () => json(200, { date: '2026-11-29', on_this_day: [], people: [] }),
    'GET /api/persons': () => json(200, { persons: [] }),
    ...more,
  });
}

const shownFace = () => within(screen.getByTestId('face-seen-once')).getByRole('img').getAttribute('src');

describe("home's 'Who is this?' card while faces are found", () => {
  it('keeps the face being named, and what was typed, when a newer face comes first in the list', async () => {
    let faces = [face('a')];
    homeServer(() => faces);
    const { queryClient } = renderApp('/');
    await screen.findByTestId('face-seen-once', undefined, { timeout: 20_000 });
    expect(shownFace()).toBe('/a.jpg');
    const name = within(screen.getByTestId('face-seen-once')).getByRole('combobox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Great-aunt Mabel' } });

    // An upload's faces are found: the list is read again and a newer face B comes first.
    faces = [face('b'), face('a')];
    await act(() => queryClient.invalidateQueries({ queryKey: faceKeys.seenOnce }));
    // The refetch has landed (B is in the list), yet A is still the face shown, with its name typed.
    await waitFor(() => expect(queryClient.getQueryData<{ pages: Array<{ faces: FaceView[] }> }>(faceKeys.seenOnce)?.pages[0]?.faces.map((each) => each.id)).toEqual(['b', 'a']));
    expect(shownFace()).toBe('/a.jpg');
    expect((within(screen.getByTestId('face-seen-once')).getByRole('combobox', { name: 'Name' }) as HTMLInputElement).value).toBe('Great-aunt Mabel');

    // Skipped: only then does the card move on, to B.
    fireEvent.click(within(screen.getByTestId('face-seen-once')).getByRole('button', { name: 'Skip' }));
    expect(shownFace()).toBe('/b.jpg');
    expect((within(screen.getByTestId('face-seen-once')).getByRole('combobox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  }, 30_000);

  it('moves on to the next face once the one shown is named', async () => {
    let faces = [face('a'), face('b')];
    const grace = { id: 'grace', name: 'Grace Hopper', sex: 'F', person_thumbnail_url: null, names: [], person_thumbnail: null, items_deleted: false, person_version: 1, previous_version: [], newer_version: null, version_date: null, author: 'u-1', gedcom_xref: null };
    const requests = homeServer(() => faces, {
      'POST /api/person': () => {
        faces = [face('b')];
        return json(200, { person: grace });
      },
    });
    renderApp('/');
    await screen.findByTestId('face-seen-once', undefined, { timeout: 20_000 });
    expect(shownFace()).toBe('/a.jpg');
    fireEvent.change(within(screen.getByTestId('face-seen-once')).getByRole('combobox', { name: 'Name' }), { target: { value: 'Grace Hopper' } });
    fireEvent.click(await within(screen.getByTestId('face-seen-once')).findByRole('button', { name: 'Create new person “Grace Hopper”' }));

    await waitFor(() => expect(shownFace()).toBe('/b.jpg'));
    expect(requests.some((request) => request.method === 'POST' && request.url.includes('/api/person?face_id=a'))).toBe(true);
    expect((within(screen.getByTestId('face-seen-once')).getByRole('combobox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
  }, 30_000);

  it('lets the last face be skipped too, and then says there is nothing more for now', async () => {
    homeServer(() => [face('chart')]);
    renderApp('/');
    await screen.findByTestId('face-seen-once', undefined, { timeout: 20_000 });
    fireEvent.click(within(screen.getByTestId('face-seen-once')).getByRole('button', { name: 'Skip' }));
    await screen.findByText('No more faces to name for now.');
    expect(screen.queryByTestId('face-seen-once')).toBeNull();
  }, 30_000);

  it('says what the faces have in common: nobody is named on them yet', async () => {
    homeServer(() => [face('a')]);
    renderApp('/');
    await screen.findByTestId('face-seen-once', undefined, { timeout: 20_000 });
    expect(screen.getByText('Nobody is named on these faces yet. Name one and it joins that person.')).toBeTruthy();
    expect(screen.queryByText(/one photo only/)).toBeNull();
  }, 30_000);
});
