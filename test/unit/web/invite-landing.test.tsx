// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, renderApp, resetStores, signedInServer, signedOutServer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetStores());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The landing page's own Sign Up (the top bar has one too): it goes on to the waiting invite. */
const landingSignUp = () => screen.getAllByRole('link', { name: 'Sign Up' }).find((link) => link.getAttribute('href')?.includes('redirect_to'))!;

const inviter = { username: 'Penelope Archer', prefix: '', first_name: 'Caroline', middle_name: 'Bouvier', last_name: 'Kennedy', suffix: '', person_count: 208, image_count: 12, invited_email: 'ben@example.com' };

describe('the invite landing page (issue 31: the page named someone the e-mail did not)', () => {
  it('names the inviter as the e-mail signs, adds who they are in the tree, and starts sign-up with the invited address', async () => {
    signedOutServer({ 'GET /api/inviter_info/u-9': () => json(200, inviter) });
    renderApp('/facebook_welcome/u-9?invite=i-1&key=k-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Penelope Archer invites you to join their family on Heirloom' })).toBeTruthy();
    expect(screen.getByText('Caroline Bouvier Kennedy in the family tree')).toBeTruthy();

    fireEvent.click(landingSignUp());
    const email = (await screen.findByRole('textbox', { name: /E-mail/ })) as HTMLInputElement;
    expect(email.value).toBe('ben@example.com');
  });

  it("has the top bar's Sign Up and Login go on to the invite too: a relative who taps them lands on the invitation after verifying", async () => {
    signedOutServer({ 'GET /api/inviter_info/u-9': () => json(200, inviter) });
    renderApp('/facebook_welcome/u-9?invite=i-1&key=k-1');
    await screen.findByRole('heading', { level: 1, name: 'Penelope Archer invites you to join their family on Heirloom' });
    const toInvite = `redirect_to=${encodeURIComponent('/invite/i-1?key=k-1')}`;
    const header = screen.getByRole('banner');
    // Both bars' (the phone's and the wide window's: one of them is hidden at any width).
    const signUps = within(header).getAllByRole('link', { name: 'Sign Up', hidden: true });
    expect(signUps).toHaveLength(2);
    for (const link of signUps) expect(link.getAttribute('href')).toBe(`/signup?${toInvite}`);
    expect(within(header).getByRole('link', { name: 'Login', hidden: true }).getAttribute('href')).toBe(`/login?${toInvite}`);
  });

  it('adds no tree name when the inviter chose nobody, and leaves sign-up empty for a shared link', async () => {
    signedOutServer({ 'GET /api/inviter_info/u-9': () => json(200, { ...inviter, first_name: '', middle_name: '', last_name: '', invited_email: null }) });
    renderApp('/facebook_welcome/u-9?invite=i-1&key=k-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Penelope Archer invites you to join their family on Heirloom' })).toBeTruthy();
    expect(screen.queryByTestId('inviter-tree-name')).toBeNull();
    fireEvent.click(landingSignUp());
    expect(((await screen.findByRole('textbox', { name: /E-mail/ })) as HTMLInputElement).value).toBe('');
  });

  it('offers someone signed in the invite to open, or, when it is gone, the way back to their family', async () => {
    signedInServer(makeUser(), { 'GET /api/inviter_info/u-9': () => json(200, inviter) });
    renderApp('/facebook_welcome/u-9?invite=i-1&key=k-1');
    const open = await screen.findByRole('link', { name: 'Open the invite' });
    expect(open.getAttribute('href')).toBe('/invite/i-1?key=k-1');
    cleanup();
    signedInServer(makeUser(), { 'GET /api/inviter_info/u-9': () => json(404, { message: 'That invitation was not found' }) });
    renderApp('/facebook_welcome/u-9?invite=i-1&key=k-1');
    await screen.findByText(/This invitation was not found, has expired or was turned off/);
    expect((await screen.findByRole('link', { name: 'Back to your family' })).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Open the invite' })).toBeNull();
  });
});
