// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, userQueryKey } from '../../../web/src/features/accounts/api/user';
import { HAD_ACCOUNT_KEY } from '../../../web/src/features/accounts/utils/had-account';
import { afterSignInPath, safeRedirectTo, withRedirectTo } from '../../../web/src/features/accounts/utils/redirect-to';
import { json, makeUser, renderApp, signedInServer, signedOutServer, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest();

const search = (router: ReturnType<typeof renderApp>['router']) => new URLSearchParams(router.state.location.search);

describe('protected routes for a signed-out visitor (spec 001 routing rules)', () => {
  it.each(['/profile', '/photos/strip?list=Kids', '/graph', '/billing/checkout?plan=annual', '/update_password'])(
    'sends a first-time visitor from %s to /features with redirect_to',
    async (path) => {
      signedOutServer();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/features'));
      expect(search(router).get('redirect_to')).toBe(path);
    },
  );

  it('sends a visitor who has had an account to /welcome with redirect_to', async () => {
    localStorage.setItem(HAD_ACCOUNT_KEY, '1');
    signedOutServer();
    const { router } = renderApp('/people');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(search(router).get('redirect_to')).toBe('/people');
  });

  it('keeps public pages public', async () => {
    signedOutServer();
    const { router } = renderApp('/forgot_password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recover Password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot_password');
  });
});

describe('entry pages for a signed-in visitor', () => {
  it.each(['/login', '/signup', '/welcome'])('sends a signed-in visitor from %s to /', async (path) => {
    signedInServer(makeUser());
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom, Ada/ })).toBeTruthy();
  });

  it('honours redirect_to, but never to another site', async () => {
    signedInServer(makeUser());
    const first = renderApp('/login?redirect_to=%2Fprofile');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/profile'));
    cleanup();

    const second = renderApp('/login?redirect_to=%2F%2Fevil.example%2Fsteal');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });

  it('checks redirect_to values', () => {
    expect(safeRedirectTo('/photos/strip?list=Me')).toBe('/photos/strip?list=Me');
    expect(safeRedirectTo('https://evil.example')).toBeNull();
    expect(safeRedirectTo('//evil.example')).toBeNull();
    expect(safeRedirectTo('/\\evil.example')).toBeNull();
    expect(safeRedirectTo('javascript:alert(1)')).toBeNull();
    expect(safeRedirectTo('/login?redirect_to=%2F')).toBeNull(); // would loop back to a form
    expect(afterSignInPath(new URLSearchParams('redirect_to=%2Fgraph'))).toBe('/graph');
    expect(afterSignInPath(new URLSearchParams())).toBe('/');
    expect(withRedirectTo('/verify/a%40b.c?flow=reset', '/profile')).toBe('/verify/a%40b.c?flow=reset&redirect_to=%2Fprofile');
    expect(withRedirectTo('/signup', null)).toBe('/signup');
  });
});

describe('session state', () => {
  it('refreshes the session with POST /token once signed in', async () => {
    const requests = signedInServer(makeUser());
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/token'));
    const refresh = requests.find((r) => r.url === '/api/token')!;
    expect(refresh.headers['x-requested-with']).toBe('heirloom');
  });

  it('treats a 401 from the refresh as signed out: clears the user and goes to /welcome with redirect_to', async () => {
    signedInServer(makeUser(), { 'POST /api/token': () => json(401, { message: 'Please sign in to continue' }) });
    const { router } = renderApp('/profile?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(search(router).get('redirect_to')).toBe('/profile?tab=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Heirloom' })).toBeTruthy();
  });

  it('after Logout forgets the user and goes to /welcome without redirect_to', async () => {
    signedInServer(makeUser());
    const { router, queryClient } = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    act(() => clearSession(queryClient, 'logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(router.state.location.search).toBe('');
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeTruthy();

    // Afterwards a protected page keeps its redirect_to again.
    await act(() => router.navigate('/graph'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/welcome?redirect_to=%2Fgraph'));
  });
});

describe('log in', () => {
  it('shows "Invalid User or Password" on the login field', async () => {
    signedOutServer({ 'POST /api/login': () => json(401, { message: 'Invalid User or Password' }) });
    renderApp('/login');
    const form = await screen.findByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail or phone number' }), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Wrong1Password' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    const field = within(form).getByRole('textbox', { name: 'E-mail or phone number' });
    // Chakra ties the message to the input with aria-errormessage (and announces it: aria-live).
    // The field is marked invalid a render before the message element mounts, so wait for both.
    await waitFor(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-errormessage') ?? '')?.textContent).toBe('Invalid User or Password');
    });
  });

  it('signs in with a password and goes to redirect_to, remembering the device', async () => {
    const user = makeUser();
    let signedIn = false;
    const requests = signedOutServer({
      'GET /api/user': () => (signedIn ? json(200, { user }) : json(401, { message: 'Please sign in' })),
      'POST /api/login': () => {
        signedIn = true;
        return json(200, { verify_required: false, login_id: 'ada@example.com', user });
      },
      'POST /api/token': () => json(200, { user }),
    });
    const { router } = renderApp('/login?redirect_to=%2Fprofile');
    const form = await screen.findByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail or phone number' }), { target: { value: 'Ada@Example.com' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/login')?.body).toEqual({ login_id: 'Ada@Example.com', password: 'Secret123' });
    expect(localStorage.getItem(HAD_ACCOUNT_KEY)).toBe('1');
  });

  it('without a password asks for a code and goes to /verify/{login_id} keeping redirect_to', async () => {
    const requests = signedOutServer({ 'POST /api/login': () => json(200, { verify_required: true, login_id: 'ada@example.com' }) });
    const { router } = renderApp('/login?redirect_to=%2Fgraph');
    const form = await screen.findByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail or phone number' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(decodeURIComponent(router.state.location.pathname)).toBe('/verify/ada@example.com'));
    expect(search(router).get('redirect_to')).toBe('/graph');
    expect(requests.find((r) => r.url === '/api/login')?.body).toEqual({ login_id: 'ada@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
  });

  it('goes straight to redirect_to when it already is a /verify/ page', async () => {
    signedOutServer({ 'POST /api/login': () => json(200, { verify_required: true, login_id: 'ada@example.com' }) });
    const { router } = renderApp('/login?redirect_to=%2Fverify%2Fada%40example.com%3Fflow%3Dreset');
    const form = await screen.findByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail or phone number' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify/ada@example.com'));
    expect(search(router).get('flow')).toBe('reset');
    expect(search(router).get('redirect_to')).toBeNull();
  });

  it('shows a readable message when there are too many attempts', async () => {
    signedOutServer({ 'POST /api/login': () => json(429, { message: 'Too many attempts. Please wait 15 minutes and try again.' }) });
    renderApp('/login');
    const form = await screen.findByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail or phone number' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send me a code' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Too many attempts. Please wait 15 minutes and try again.');
  });
});

describe('verify', () => {
  const typeCode = async (code: string) =>
    fireEvent.change(await screen.findByRole('textbox', { name: 'Verification code' }), { target: { value: code } });

  it('shows the server message under the code field and stops loading', async () => {
    const message = 'That code is not right or has expired. Please check it, or ask for a new one.';
    signedOutServer({ 'POST /api/verify': () => json(400, { message, fields: { code: [message] } }) });
    renderApp('/verify/ada%40example.com');
    await typeCode('123456');
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends a code once: Enter pressed while it is checked, or on the way after it signed in, sends nothing more', async () => {
    const user = makeUser();
    const requests = signedOutServer({ 'POST /api/verify': () => json(200, { status: 'OK', user }), 'POST /api/token': () => json(200, { user }) });
    const { router } = renderApp('/verify/ada%40example.com?redirect_to=%2Fprofile');
    await typeCode('123456');
    const form = screen.getByRole('form', { name: 'Verify your code' });
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Verify' });
    if (router.state.location.pathname !== '/profile') fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(requests.filter((r) => r.url === '/api/verify')).toHaveLength(1);
  });

  it('sends a code again after a wrong one', async () => {
    const message = 'That code is not right or has expired. Please check it, or ask for a new one.';
    const requests = signedOutServer({ 'POST /api/verify': () => json(400, { message, fields: { code: [message] } }) });
    renderApp('/verify/ada%40example.com');
    await typeCode('123456');
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/verify')).toHaveLength(2));
  });

  it('keeps only digits, at most six, and says when the code is short', async () => {
    signedOutServer();
    renderApp('/verify/ada%40example.com');
    await typeCode('12 3a');
    const field = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    expect(field.value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
  });

  it('goes to /update_password with redirect_to after a reset code', async () => {
    const user = makeUser();
    const requests = signedOutServer({ 'POST /api/verify': () => json(200, { status: 'CHANGE_PASSWORD', user }), 'POST /api/token': () => json(200, { user }) });
    const { router } = renderApp('/verify/ada%40example.com?flow=reset&redirect_to=%2Fgraph');
    await typeCode('654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/update_password'));
    expect(search(router).get('redirect_to')).toBe('/graph');
    expect(requests.find((r) => r.url === '/api/verify')?.body).toEqual({ login_id: 'ada@example.com', code: '654321' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(localStorage.getItem(HAD_ACCOUNT_KEY)).toBe('1');
  });

  it('signs in with a code from the link (?code=) and goes to redirect_to', async () => {
    const user = makeUser();
    signedOutServer({ 'POST /api/verify': () => json(200, { status: 'OK', user }), 'POST /api/token': () => json(200, { user }) });
    const { router } = renderApp('/verify/ada%40example.com?code=111222&redirect_to=%2Fprofile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
