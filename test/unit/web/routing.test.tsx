// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HAD_ACCOUNT_KEY } from '../../../web/src/features/accounts/utils/had-account';
import { signedOutRedirect } from '../../../web/src/features/accounts/utils/signed-out-redirect';
import { fakeServer, json, makeUser, renderApp, signedInServer, signedOutServer, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest();

const signedOut = () => signedOutServer();

describe('routing rule for a signed-out visitor', () => {
  it('sends a first-time visitor from / to /features with redirect_to', async () => {
    const requests = signedOut();

    const { router } = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/features'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_to')).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Every family photo/ })).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/user']);
  });

  it('sends a visitor who has had an account on this device from / to /welcome with redirect_to', async () => {
    localStorage.setItem(HAD_ACCOUNT_KEY, '1');
    signedOut();

    const { router } = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(router.state.location.search).toBe('?redirect_to=%2F');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Heirloom' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeTruthy();
  });

  it('keeps a signed-in visitor on / and remembers the device has had an account', async () => {
    signedInServer(makeUser());

    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Heirloom, Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(HAD_ACCOUNT_KEY)).toBe('1');
  });

  it('offers a retry instead of guessing when the session check fails', async () => {
    fakeServer({ 'GET /api/user': () => json(503, { message: 'Service unavailable' }) });

    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: /can't reach Heirloom/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('builds redirect_to from the whole address, encoded', () => {
    expect(signedOutRedirect({ pathname: '/photos/strip', search: '?person=p1&event=none', hash: '#top' }, false)).toBe(
      '/features?redirect_to=%2Fphotos%2Fstrip%3Fperson%3Dp1%26event%3Dnone%23top',
    );
    expect(signedOutRedirect({ pathname: '/people' }, true)).toBe('/welcome?redirect_to=%2Fpeople');
  });
});

describe('public pages and the shell', () => {
  it('renders the signed-out top bar, the page and the footer with legal links', async () => {
    fakeServer({});

    renderApp('/plans');

    expect(await screen.findByRole('heading', { level: 1, name: /Simple plans/ })).toBeTruthy();
    // jsdom matches no media query, so the desktop-only navigation counts as hidden (and unnamed) there.
    const main = document.querySelector('header nav[aria-label="Main"]');
    expect([...(main?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Features', '/features'],
      ['Pricing', '/plans'],
      ['About', '/about'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Sign Up', hidden: true }).map((a) => a.getAttribute('href'))).toContain('/signup');
    expect(screen.getAllByRole('link', { name: 'Login', hidden: true }).map((a) => a.getAttribute('href'))).toContain('/login');
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Heirloom`))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('prices the plans from the shared constants and sends plan buttons to signup with redirect_to', async () => {
    fakeServer({});

    renderApp('/plans');

    expect(await screen.findByText('$4.99')).toBeTruthy();
    expect(screen.getByText('$49.99')).toBeTruthy();
    expect(screen.getByText('Save 16%')).toBeTruthy();
    const annual = screen.getByRole('link', { name: 'Choose Annual' }).getAttribute('href') ?? '';
    expect(annual.startsWith('/signup?')).toBe(true);
    expect(new URLSearchParams(annual.split('?')[1]).get('redirect_to')).toBe('/plans?plan=annual');
  });

  it('shows a real 404 page with a link home for unknown addresses', async () => {
    fakeServer({});

    const { router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it.each([
    ['/signup', 'Sign up', 'Sign up'],
    ['/login', 'Log in', 'Log in'],
  ])('opens the real %s screen to a signed-out visitor', async (path, heading, form) => {
    signedOut();

    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('form', { name: form })).toBeTruthy();
  });
});
