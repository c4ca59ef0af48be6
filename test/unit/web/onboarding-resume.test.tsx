// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';

/**
 * The onboarding wizard's step is kept with the user (issue 31): coming back to / without the
 * step in the address (another visit, another device) resumes it, and each step moved to is sent.
 */
resetAppAroundEachTest();

const wizardRequests = (requests: ReturnType<typeof signedInServer>) => requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/user/onboarding')).map((r) => r.body);

describe('the onboarding wizard resumes where the user left it', () => {
  it('/ without a hash opens the step the server kept (after the GEDCOM upload: which person is you)', async () => {
    window.history.replaceState(null, '', '/');
    signedInServer(makeUser({ new_user: true, onboarding_step: 'step3' }));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Which person is you?' }, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);

  it('a user no longer new (they picked themselves) still gets the wizard back at its kept step', async () => {
    signedInServer(makeUser({ new_user: false, person: 'p-1', onboarding_step: 'step4' }));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Congratulations! Your family tree is in Heirloom' }, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);

  it('answering the first question sends the step moved to', async () => {
    const requests = signedInServer(makeUser({ new_user: true }), {
      'POST /api/user/onboarding': (request) => json(200, { user: makeUser({ new_user: true, onboarding_step: (request.body as { step: 'step2' }).step }) }),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Yes, I have a GEDCOM file/ }, { timeout: 20_000 }));
    await waitFor(() => expect(wizardRequests(requests)).toContainEqual({ step: 'step2' }));
  }, 30_000);
});

describe('a relative who joined a family that has a tree', () => {
  const dashboard = (treeHasPeople: boolean) => () =>
    json(200, { invites: [], missing_files: { files: [], next_page: null }, unnamed: { people: [], new_count: 0, next_page: null }, messages: { messages: [], unread_count: 0, cursor: null }, tree_has_people: treeHasPeople, family_invited: true });

  it('is not asked for a GEDCOM file: home asks them to find themselves in the tree instead', async () => {
    window.history.replaceState(null, '', '/');
    signedInServer(makeUser({ new_user: true, customer_plan: 'Free' }), { 'GET /api/dashboard': dashboard(true) });
    renderApp('/');
    await screen.findByText('Which person in the tree is you?', undefined, { timeout: 20_000 });
    expect(screen.queryByTestId('onboarding-wizard')).toBeNull();
  }, 30_000);

  it('while a founder with an empty tree still gets the first question', async () => {
    window.history.replaceState(null, '', '/');
    signedInServer(makeUser({ new_user: true }), { 'GET /api/dashboard': dashboard(false) });
    renderApp('/');
    expect(await screen.findByRole('button', { name: /Yes, I have a GEDCOM file/ }, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);
});
