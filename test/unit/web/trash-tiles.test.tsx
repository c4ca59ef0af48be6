// @vitest-environment jsdom
import type { TrashedPhotoView } from '@heirloom/shared/contracts/trash';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';
import { photoView } from './uploads-fakes';

resetAppAroundEachTest();

const ME = makeUser({ user_id: 'u-1', customer_plan: 'Trial' });
const trashed = (id: string, overrides: Partial<TrashedPhotoView> = {}): TrashedPhotoView => ({ ...photoView({ id }), trashed_at: Date.now(), days_left: 30, ...overrides });

describe('Recently deleted tiles', () => {
  it('say only the days left, even for a favourite: a heart beside them cut the text on a phone (♥ 30 days l…)', async () => {
    signedInServer(ME, { 'GET /api/photos/trash': () => json(200, { photos: [trashed('fav', { favorite: true }), trashed('plain', { days_left: 1 })], next_page: null }) });
    renderApp('/photos/trash');
    await waitFor(() => expect(document.querySelectorAll('[data-photo-card]')).toHaveLength(2), { timeout: 15_000 });
    const favourite = document.querySelector<HTMLElement>('[data-photo-card="fav"]')!;
    expect(within(favourite).getByText('30 days left')).toBeTruthy();
    expect(within(favourite).queryByRole('img', { name: 'Favourite' })).toBeNull();
    expect(within(document.querySelector<HTMLElement>('[data-photo-card="plain"]')!).getByText('1 day left')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeTruthy();
  }, 30_000);
});
