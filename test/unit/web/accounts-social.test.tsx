// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FACEBOOK_SCRIPT_URL,
  GOOGLE_SCRIPT_URL,
  type FacebookSdk,
  type GoogleIdentityServices,
} from '../../../web/src/features/accounts/components/social-scripts';
import { json, makeUser, renderApp, signedOutServer, resetAppAroundEachTest } from './helpers';

/**
 * The provider SDKs are the only thing replaced: the app adds Google's or Facebook's <script> as
 * it would in a browser, and the test answers that script's load with a stand-in global, the way
 * the real SDK would define window.google / window.FB. Nothing is fetched from the providers.
 */
const GOOGLE_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

const scriptFor = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

async function answerScript(src: string, install: () => void) {
  const script = await waitFor(() => {
    const found = scriptFor(src);
    expect(found).not.toBeNull();
    return found!;
  });
  act(() => {
    install();
    script.dispatchEvent(new Event('load'));
  });
}

/** Google Identity Services as far as the app uses it: its button hands the callback a credential. */
function googleStandIn() {
  const initialized: Array<Parameters<GoogleIdentityServices['initialize']>[0]> = [];
  const identity: GoogleIdentityServices = {
    initialize: (config) => void initialized.push(config),
    renderButton: (parent, options) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.text === 'continue_with' ? 'Continue with Google' : 'Sign in with Google';
      button.addEventListener('click', () => initialized.at(-1)!.callback({ credential: GOOGLE_TOKEN }));
      parent.append(button);
    },
  };
  return { initialized, install: () => (window.google = { accounts: { id: identity } }) };
}

function facebookStandIn(authResponse: { accessToken: string; userID: string } | null) {
  const calls = { init: [] as unknown[], login: [] as unknown[] };
  const sdk: FacebookSdk = {
    init: (options) => void calls.init.push(options),
    login: (callback, options) => {
      calls.login.push(options);
      callback({ status: authResponse ? 'connected' : 'unknown', authResponse });
    },
  };
  return { calls, install: () => (window.FB = sdk) };
}

resetAppAroundEachTest(() => {
  vi.unstubAllEnvs();
  for (const src of [GOOGLE_SCRIPT_URL, FACEBOOK_SCRIPT_URL]) scriptFor(src)?.remove();
  delete window.google;
  delete window.FB;
});

describe('social sign-in buttons', () => {
  it.each(['/login', '/signup', '/welcome'])('are absent on %s when the build names no provider, and no provider script is requested', async (path) => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    vi.stubEnv('VITE_FACEBOOK_APP_ID', '');
    signedOutServer();
    renderApp(path);
    await waitFor(() => expect(screen.queryAllByRole('form').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /continue with/i })).toBeNull();
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(scriptFor(GOOGLE_SCRIPT_URL)).toBeNull();
    expect(scriptFor(FACEBOOK_SCRIPT_URL)).toBeNull();
  });

  it('signs in with a Google token and goes on to redirect_to', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'heirloom-web.apps.googleusercontent.com');
    const user = makeUser({ username: 'Grace Hopper', has_password: false });
    const requests = signedOutServer({ 'POST /api/external_login': () => json(200, { user, new_user: true }) });
    const { router } = renderApp('/login?redirect_to=%2Fprofile');
    await screen.findByRole('form', { name: 'Log in' });

    const google = googleStandIn();
    await answerScript(GOOGLE_SCRIPT_URL, google.install);
    expect(google.initialized).toEqual([expect.objectContaining({ client_id: 'heirloom-web.apps.googleusercontent.com', context: 'signin', auto_select: false })]);
    expect(scriptFor(FACEBOOK_SCRIPT_URL)).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const post = requests.find((request) => request.method === 'POST' && request.url.endsWith('/api/external_login'))!;
    expect(post.body).toEqual({ system_type: 'google', id_token: GOOGLE_TOKEN });
    expect(post.headers['x-requested-with']).toBe('heirloom');
  });

  it('ignores a refused Google sign-in silently, leaving the visitor on the form (spec 001 section 8)', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'heirloom-web.apps.googleusercontent.com');
    const requests = signedOutServer({ 'POST /api/external_login': () => json(401, { message: 'Your Google sign-in has expired. Please try again.' }) });
    const { router } = renderApp('/signup');
    const form = await screen.findByRole('form', { name: 'Sign up' });

    const google = googleStandIn();
    await answerScript(GOOGLE_SCRIPT_URL, google.install);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/api/external_login'))).toBe(true));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/expired/)).toBeNull();
    expect(within(form).getByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('hides the Google button when Google’s script cannot load', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'heirloom-web.apps.googleusercontent.com');
    signedOutServer();
    renderApp('/login');
    await screen.findByRole('form', { name: 'Log in' });
    const script = await waitFor(() => scriptFor(GOOGLE_SCRIPT_URL)!);
    expect(screen.getByTestId('google-sign-in')).toBeTruthy();
    act(() => void script.dispatchEvent(new Event('error')));
    await waitFor(() => expect(screen.queryByTestId('google-sign-in')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in through Facebook asking for the e-mail permission, on the welcome page', async () => {
    vi.stubEnv('VITE_FACEBOOK_APP_ID', '4242424242');
    const user = makeUser({ username: 'Ada Byron' });
    const requests = signedOutServer({ 'POST /api/external_login': () => json(200, { user, new_user: false }) });
    const { router } = renderApp('/welcome?redirect_to=%2Fgraph');
    const button = await screen.findByRole('button', { name: 'Continue with Facebook' });
    expect(screen.getAllByRole('button', { name: 'Continue with Facebook' })).toHaveLength(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(scriptFor(GOOGLE_SCRIPT_URL)).toBeNull();

    const facebook = facebookStandIn({ accessToken: 'EAAGtest-access-token', userID: '10150000001' });
    await answerScript(FACEBOOK_SCRIPT_URL, facebook.install);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement).disabled).toBe(false));
    expect(facebook.calls.init).toEqual([expect.objectContaining({ appId: '4242424242' })]);

    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(facebook.calls.login).toEqual([{ scope: 'email' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/graph'));
    const post = requests.find((request) => request.url.endsWith('/api/external_login'))!;
    expect(post.body).toEqual({ system_type: 'facebook', system_id: '10150000001', access_token: 'EAAGtest-access-token' });
  });

  it('does nothing when the Facebook dialog is closed, and shows the server’s message when it refuses', async () => {
    vi.stubEnv('VITE_FACEBOOK_APP_ID', '5353535353');
    const message = 'This Facebook sign-in belongs to someone else. Please try again.';
    const requests = signedOutServer({ 'POST /api/external_login': () => json(401, { message }) });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Continue with Facebook' });

    const cancelled = facebookStandIn(null);
    await answerScript(FACEBOOK_SCRIPT_URL, cancelled.install);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(cancelled.calls.login).toHaveLength(1);
    expect(requests.some((request) => request.url.endsWith('/api/external_login'))).toBe(false);

    window.FB!.login = (callback) => callback({ status: 'connected', authResponse: { accessToken: 'EAAGsomeone-elses', userID: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });
});
