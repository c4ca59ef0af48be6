// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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
