// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facebookAppIdFrom } from '../../../web/src/hooks/use-facebook-app';
import { json, makeUser, renderApp, resetStores, signedInServer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetStores());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const systems = (facebook: string | null) => () => json(200, { systems: [], sign_in: { dropbox: null, google: null, facebook } });

describe("'Invite with Facebook' shows only where Facebook's dialog can open", () => {
  it("takes the build's app, else the app the stage's Facebook photo import signs in with, never a stand-in's", () => {
    expect(facebookAppIdFrom('built-app', null)).toBe('built-app');
    expect(facebookAppIdFrom(null, 'https://www.facebook.com/v19.0/dialog/oauth?client_id=123&response_type=token')).toBe('123');
    expect(facebookAppIdFrom(null, 'http://127.0.0.1:4599/v19.0/dialog/oauth?client_id=local-app')).toBeNull();
    expect(facebookAppIdFrom(null, 'https://facebook.com.example.org/dialog/oauth?client_id=1')).toBeNull();
    expect(facebookAppIdFrom(null, null)).toBeNull();
  });

  it('is hidden when the stage has no Facebook app, and shown when it has one', async () => {
    const requests = signedInServer(makeUser(), { 'GET /api/external_system': systems(null) });
    renderApp('/invite/email');
    expect(await screen.findByRole('button', { name: 'Copy invite link' })).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/external_system'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Invite with Facebook' })).toBeNull();
    cleanup();
    resetStores();

    signedInServer(makeUser(), { 'GET /api/external_system': systems('https://www.facebook.com/v19.0/dialog/oauth?client_id=123') });
    renderApp('/invite/email');
    expect(await screen.findByRole('button', { name: 'Invite with Facebook' })).toBeTruthy();
  });
});
