// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { familyMembers, json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest();

describe("the Family & Invites page's rules for a member", () => {
  it('says what admins may do as the server rules it: they change what others added, but only the uploader deletes a photo or document', async () => {
    const members = familyMembers('u-1', 'member');
    signedInServer(makeUser({ user_id: 'u-1' }), {
      'GET /api/family/members': () => json(200, members),
      'GET /api/family': () => json(200, { family_id: 'founder-1', members: members.members.map(({ user_id, username, joined_at, founder }) => ({ user_id, username, joined_at, founder })), moving: null }),
      'GET /api/invitesfrom': () => json(200, { received: [], sent: [] }),
    });
    renderApp('/invites');
    const rules = (await screen.findByTestId('not-yours')).textContent ?? '';
    expect(rules).toContain('Only the family’s admins can remove members or make someone an admin.');
    expect(rules).toContain('a photo or document is deleted only by the person who uploaded it');
    // The admins do not delete what others uploaded (lambdas/domain/library/access.ts): the page must not say they do.
    expect(rules).not.toMatch(/can delete or change it/);
  });
});

describe('leaving the family, before it happens', () => {
  function serve(members: ReturnType<typeof familyMembers>) {
    signedInServer(makeUser({ user_id: 'u-1' }), {
      'GET /api/family/members': () => json(200, members),
      'GET /api/family': () => json(200, { family_id: 'f-1', members: members.members.map(({ user_id, username, joined_at, founder }) => ({ user_id, username, joined_at, founder })), moving: null }),
      'GET /api/invitesfrom': () => json(200, { received: [], sent: [] }),
    });
  }

  async function leaveDialog() {
    renderApp('/invites');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave family' }));
    return within(await screen.findByRole('alertdialog', { name: 'Leave the family?' }));
  }

  it('tells a member the tree stays, the one they brought too, and where to export a copy first', async () => {
    serve(familyMembers('u-1', 'member'));
    const dialog = await leaveDialog();
    expect(dialog.getByText(/a tree you brought when you joined, stays with the family/)).toBeTruthy();
    expect(dialog.getByText('Photos and documents you uploaded go with you.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'People page' }).getAttribute('href')).toBe('/people');
  });

  it('tells the founder the family goes on without them and they start again with an empty tree', async () => {
    const members = familyMembers('u-1', 'admin');
    const bea = { ...members.members[0]!, user_id: 'u-2', username: 'Bea', founder: false, role: 'member' as const, joined_at: 3 };
    serve({ ...members, members: [...members.members, bea] });
    const dialog = await leaveDialog();
    expect(dialog.getByText(/You started this family, but it goes on without you/)).toBeTruthy();
    expect(dialog.getByText(/you start again with an empty tree/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'People page' })).toBeTruthy();
  });
});
