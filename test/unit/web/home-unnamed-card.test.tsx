// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faceKeys } from '../../../web/src/features/faces/api/unnamed-people';
import { json, makeUser, renderApp, resetAppAroundEachTest, signedInServer } from './helpers';

/**
 * The home page's people-to-name card follows the people to name as faces are found, not the
 * dashboard's answer from when home was first drawn: the snackbar's link to /#unnamed must land on
 * the people it announced even when the dashboard was read before their faces were grouped.
 */
resetAppAroundEachTest();

const summary = { id: 'p-9', name: '', sex: 'U', person_thumbnail_url: null };
const unnamedPerson = {
  person: summary,
  face: { id: 'f-1', image_id: 'i-1', person_id: 'p-9', bounding_box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 }, gender_hint: null, thumbnail_url: '/face.jpg', person: summary, kept_apart_from: [] },
  face_count: 3,
  is_new: false,
};

/** A signed-in home whose dashboard and people-to-name list both answer `people()` at the time asked. */
function homeServer(people: () => (typeof unnamedPerson)[]) {
  const unnamed = () => ({ people: people(), new_count: 0, next_page: null });
  signedInServer(makeUser({ new_user: false, customer_plan: 'Trial', has_photos: true, person: 'p-1' }), {
    'GET /api/dashboard': () =>
      json(200, { invites: [], missing_files: { files: [], next_page: null }, unnamed: unnamed(), messages: { messages: [], unread_count: 0, cursor: null }, tree_has_people: true, family_invited: true }),
    'GET /api/faces/unnamed': () => json(200, unnamed()),
    'GET /api/memories': () => json(200, { date: '2026-11-29', on_this_day: [], people: [] }),
  });
}

describe('the home page and people found after it was drawn', () => {
  it('shows the people-to-name card once faces are grouped, though the dashboard said there were none', async () => {
    let people: (typeof unnamedPerson)[] = [];
    homeServer(() => people);
    const { queryClient } = renderApp('/');
    await screen.findByText('Invite your family', undefined, { timeout: 20_000 });
    expect(screen.queryByTestId('unnamed-person')).toBeNull();

    // A photo's faces are grouped: the shell refreshes the people to name (as on 'faces_found').
    people = [unnamedPerson];
    await act(() => queryClient.invalidateQueries({ queryKey: faceKeys.unnamed }));
    expect(await screen.findByTestId('unnamed-person', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('In 3 photos')).toBeTruthy();

    // Named: nobody is left to name, and the card stays to say so (the dashboard never had them).
    people = [];
    await act(() => queryClient.invalidateQueries({ queryKey: faceKeys.unnamed }));
    expect(await screen.findByText('No unnamed people yet', undefined, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);

  it('keeps the card the dashboard drew until home is left: naming the last face ends on "No unnamed people yet"', async () => {
    let people = [unnamedPerson];
    homeServer(() => people);
    const { queryClient } = renderApp('/');
    await screen.findByTestId('unnamed-person', undefined, { timeout: 20_000 });

    // The face is named: the people to name are read again and there is nobody left.
    people = [];
    await act(() => queryClient.invalidateQueries({ queryKey: faceKeys.unnamed }));
    expect(await screen.findByText('No unnamed people yet', undefined, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);
});
