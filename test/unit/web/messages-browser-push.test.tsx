// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeUser, renderApp, signedInServer, type RecordedRequest, resetAppAroundEachTest } from './helpers';

/**
 * "Notify this browser even when Heirloom is closed" on /notifications, against a fake server and
 * a stand-in for the browser's Push API (jsdom has none; the Chromium journey drives the real one).
 */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.com/send/browser-1';
const keys = { p256dh: `B${'E'.repeat(86)}`, auth: 'A'.repeat(22) };
const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const preferences = {
  preferences: [{ message_type: 'import_finished', pretty_name: 'Family tree imports finished', frequency: 'immideiately', via_email: true, via_sms: false, via_web_notification: true }],
  has_email: true,
  has_phone: false,
  time_zone: 'UTC',
};

/** The browser side: permission, a service worker registration and its push manager. */
function fakePushBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribeFails?: string } = {}) {
  let subscription: { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  const subscribe = vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
    if (options.subscribeFails) throw new DOMException('Registration failed - push service not available', options.subscribeFails);
    subscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: applicationServerKey.slice().buffer },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  const register = vi.fn(async () => registration);
  const notification = { permission: options.permission ?? 'default', requestPermission: vi.fn(async () => (notification.permission = options.answer ?? 'granted')) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: Promise.resolve(registration), getRegistration: async () => (register.mock.calls.length ? registration : undefined) } });
  return { subscribe, register, current: () => subscription };
}

function server(publicKey: string | null = PUBLIC_KEY) {
  let endpoints: string[] = [];
  const requests = signedInServer(makeUser(), {
    'GET /api/user_preferences': () => json(200, preferences),
    'POST /api/user_preferences': () => json(200, preferences),
    'GET /api/web_push': () => json(200, { public_key: publicKey, endpoints }),
    'POST /api/push_subscription': (request: RecordedRequest) => {
      endpoints = [(request.body as { endpoint: string }).endpoint];
      return json(200, { public_key: publicKey, endpoints });
    },
    'DELETE /api/push_subscription': () => {
      endpoints = [];
      return json(200, { public_key: publicKey, endpoints });
    },
  });
  return requests;
}

resetAppAroundEachTest(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

describe('notifying this browser while Heirloom is closed', () => {
  it('asks permission, subscribes with the server’s key, saves the subscription, and turns off again', async () => {
    const browser = fakePushBrowser();
    const requests = server();
    renderApp('/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on for this browser' }));
    expect(await screen.findByRole('button', { name: 'Turn off for this browser' })).toBeTruthy();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const key = browser.subscribe.mock.calls[0]![0].applicationServerKey;
    expect(toBase64Url(key)).toBe(PUBLIC_KEY);
    expect(browser.subscribe.mock.calls[0]![0]).toMatchObject({ userVisibleOnly: true });
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/push_subscription'))?.body).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys });

    const subscription = browser.current()!;
    fireEvent.click(screen.getByRole('button', { name: 'Turn off for this browser' }));
    expect(await screen.findByRole('button', { name: 'Turn on for this browser' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  }, 20_000);

  it('says plainly when the browser’s push service refuses, or the person does not allow notifications', async () => {
    fakePushBrowser({ subscribeFails: 'AbortError' });
    const requests = server();
    renderApp('/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on for this browser' }));
    expect((await screen.findByRole('alert')).textContent).toContain('push service did not accept the subscription');
    expect(requests.some((r) => r.url.endsWith('/api/push_subscription'))).toBe(false);
    cleanup();

    fakePushBrowser({ answer: 'denied' });
    server();
    renderApp('/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on for this browser' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This browser blocks notifications from Heirloom');
  }, 20_000);

  it('offers only notifications in open tabs where the server has no push service', async () => {
    fakePushBrowser();
    server(null);
    renderApp('/notifications');
    expect(await screen.findByRole('button', { name: 'Allow notifications' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Notify this browser even when Heirloom is closed')).toBeNull());
  });
});
