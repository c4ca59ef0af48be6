// @vitest-environment jsdom
import type { FamilyMembersResponse, FamilyRole } from '@heirloom/shared/contracts/family-roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest();

const added = { photos: 0, documents: 0, people: 0 };

/** Ann started the family; Ben and Cara joined it as members. */
function family(roles: Record<string, FamilyRole>): FamilyMembersResponse {
  const member = (user_id: string, username: string, joined_at: number) => ({ user_id, username, joined_at, founder: user_id === 'u-ann', role: roles[user_id] ?? 'member', added });
  return { user_id: 'u-ann', my_role: 'admin', members: [member('u-ann', 'Ann Archer', 1), member('u-ben', 'Ben Archer', 2), member('u-cara', 'Cara Archer', 3)] };
}

const rowOf = async (name: string) => (await screen.findAllByTestId('family-member')).find((row) => within(row).queryByText(name))!;

describe("an admin's 'Make admin' on a busy server", () => {
  it('says the row is working while the request runs, keeps the other rows usable, and tells the outcome of each', async () => {
    const roles: Record<string, FamilyRole> = { 'u-ann': 'admin' };
    let answerBen: (response: Response) => void = () => undefined;
    signedInServer(makeUser({ user_id: 'u-ann', username: 'Ann Archer' }), {
      'GET /api/family/members': () => json(200, family(roles)),
      'GET /api/family': () => json(200, { family_id: 'u-ann', members: family(roles).members.map(({ user_id, username, joined_at, founder }) => ({ user_id, username, joined_at, founder })), moving: null }),
      'GET /api/invitesfrom': () => json(200, { received: [], sent: [] }),
      // Ben's change waits until the test answers it, as a busy server keeps it for seconds.
      'POST /api/family/members/u-ben/role': () =>
        new Promise<Response>((resolve) => {
          answerBen = (response) => {
            roles['u-ben'] = 'admin';
            resolve(response);
          };
        }),
      'POST /api/family/members/u-cara/role': () => json(403, { message: 'Only the family’s admins can change roles' }),
    });
    renderApp('/invites');

    const ben = await rowOf('Ben Archer');
    fireEvent.click(await within(ben).findByRole('button', { name: 'Make admin' }));
    // The button says what it is doing and cannot be pressed twice.
    const working = await within(ben).findByRole('button', { name: /Making admin…/ });
    expect(working.matches(':disabled')).toBe(true);

    // Cara's row stays usable meanwhile; her change is refused, and a notice says so with the server's reason.
    const cara = await rowOf('Cara Archer');
    const caraButton = within(cara).getByRole('button', { name: 'Make admin' });
    expect(caraButton.matches(':disabled')).toBe(false);
    fireEvent.click(caraButton);
    expect(await screen.findByText('Could not make Cara Archer an admin')).toBeTruthy();
    expect(screen.getByText('Only the family’s admins can change roles')).toBeTruthy();
    expect(within(cara).getByRole('button', { name: 'Make admin' }).matches(':disabled')).toBe(false);
    expect(within(cara).getByText('Member')).toBeTruthy();
    expect(within(ben).getByRole('button', { name: /Making admin…/ })).toBeTruthy();

    answerBen(json(200, { user_id: 'u-ben', role: 'admin' }));
    expect(await screen.findByText('Ben Archer is now an admin')).toBeTruthy();
    await waitFor(() => expect(within(ben).getByRole('button', { name: 'Make member' }).matches(':disabled')).toBe(false));
    expect(within(ben).getByText('Admin')).toBeTruthy();
  });
});

describe('the founder’s row', () => {
  it('offers another admin no way to make the founder a member (the server refuses it)', async () => {
    const roles: Record<string, FamilyRole> = { 'u-ann': 'admin', 'u-ben': 'admin' };
    signedInServer(makeUser({ user_id: 'u-ben', username: 'Ben Archer' }), {
      'GET /api/family/members': () => json(200, { ...family(roles), user_id: 'u-ben' }),
      'GET /api/family': () => json(200, { family_id: 'u-ann', members: family(roles).members.map(({ user_id, username, joined_at, founder }) => ({ user_id, username, joined_at, founder })), moving: null }),
      'GET /api/invitesfrom': () => json(200, { received: [], sent: [] }),
    });
    renderApp('/invites');
    const cara = await rowOf('Cara Archer');
    await within(cara).findByRole('button', { name: 'Make admin' });
    const ann = await rowOf('Ann Archer');
    expect(within(ann).getByText('Started the family')).toBeTruthy();
    expect(within(ann).queryByRole('button', { name: /Make member|Remove/ })).toBeNull();
  });
});
