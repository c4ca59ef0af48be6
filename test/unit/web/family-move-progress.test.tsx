// @vitest-environment jsdom
import type { FamilyResponse } from '@heirloom/shared/contracts/sharing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, renderApp, resetStores, signedInServer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetStores());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A page (the family page, /invites, unless said) of a relative whose library is moving into the founder's family. */
function familyPageWhileMoving(moving: FamilyResponse['moving'], path = '/invites') {
  const user = makeUser({ user_id: 'u-1', username: 'Rita Relative' });
  const family: FamilyResponse = {
    family_id: 'founder-1',
    members: [
      { user_id: 'founder-1', username: 'Anna Archer', joined_at: 1, founder: true, role: 'admin' },
      { user_id: 'u-1', username: 'Rita Relative', joined_at: 2, founder: false, role: 'member' },
    ],
    moving,
  };
  signedInServer(user, { 'GET /api/family': () => json(200, family) });
  renderApp(path);
}

describe('the family page says how far a move is', () => {
  it('N of M, with M counted before the first item moves', async () => {
    familyPageWhileMoving({ moved: 120, total: 1184, done: false, failed: false, leaving: false, tree_copying: true });
    expect(
      await screen.findByText(
        'Moving your photos and family tree: 120 of 1,184 items. Your photos, documents and family tree stay in view; your tree joins the family tree once all of it has been copied, and can be changed again then; you can carry on meanwhile.',
      ),
    ).toBeTruthy();
  });

  it('once the tree has been copied, says it is part of the family tree while the photos go on moving', async () => {
    familyPageWhileMoving({ moved: 900, total: 1184, done: false, failed: false, leaving: false, tree_copying: false });
    expect(await screen.findByText('Moving your photos and family tree: 900 of 1,184 items. Your photos and documents stay in view, and your tree is now part of the family tree; you can carry on meanwhile.')).toBeTruthy();
  });

  it('leaving, says the photos appear as they arrive in the leaver\'s own library', async () => {
    familyPageWhileMoving({ moved: 20, total: 45, done: false, failed: false, leaving: true, tree_copying: false });
    expect(await screen.findByText('Moving your photos and documents to your own library: 20 of 45 items. Each appears once it has moved; you can carry on meanwhile.')).toBeTruthy();
  });

  it('"counting the items" while M is being counted, never a bare "so far"', async () => {
    familyPageWhileMoving({ moved: 0, total: null, done: false, failed: false, leaving: false, tree_copying: true });
    expect(await screen.findByText(/^Moving your photos and family tree: counting the items\. Your photos, documents and family tree stay in view/)).toBeTruthy();
  });

  it('a move given up says how far it got and that nothing is lost', async () => {
    familyPageWhileMoving({ moved: 600, total: 1184, done: false, failed: true, leaving: false, tree_copying: false });
    expect(await screen.findByText(/could not finish \(600 of 1,184 items moved\)\. Nothing is lost/)).toBeTruthy();
  });

  it('every other page says it too (a photo there may not have arrived yet), once, with the way to the family page', async () => {
    familyPageWhileMoving({ moved: 120, total: 1184, done: false, failed: false, leaving: false, tree_copying: true }, '/photos/strip');
    const notice = await screen.findByTestId('family-move-notice');
    expect(notice.textContent).toContain('Moving your photos and family tree: 120 of 1,184 items.');
    expect(screen.getAllByText(/Moving your photos and family tree/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See your family' }).getAttribute('href')).toBe('/invites#family-members');
  });

  it('says nothing once nothing is moving', async () => {
    familyPageWhileMoving(null, '/photos/strip');
    await screen.findByRole('heading', { level: 1, name: 'Photos' });
    expect(screen.queryByTestId('family-move-notice')).toBeNull();
  });
});
