// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';

/**
 * Notification settings are saved on leaving the page (spec 001 section 4), also when the page is
 * left by closing the tab or typing another address: the browser then runs no more of the app, so
 * the save goes as a keepalive request when the page is hidden.
 */
const preferences = {
  preferences: [{ message_type: 'import_finished', pretty_name: 'Family tree imports finished', frequency: 'immideiately', via_email: true, via_sms: false, via_web_notification: false }],
  has_email: true,
  has_phone: false,
  time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
};

function server() {
  return signedInServer(makeUser(), {
    'GET /api/user_preferences': () => json(200, preferences),
    'POST /api/user_preferences': (request) => json(200, { ...preferences, preferences: [{ ...preferences.preferences[0], ...(request.body as { preferences: Record<string, object> }).preferences.import_finished }] }),
  });
}

const saves = (requests: ReturnType<typeof server>) => requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/user_preferences'));

resetAppAroundEachTest();

describe('notification settings saved on leaving, however the page is left', () => {
  it('closing the tab or typing an address (the page is hidden) sends the changed settings with keepalive, once', async () => {
    const requests = server();
    renderApp('/notifications');
    const [select] = await screen.findAllByLabelText('How often: Family tree imports finished');
    fireEvent.change(select!, { target: { value: 'weekly' } });

    // Started within the pagehide itself: a closing page may run nothing after it.
    window.dispatchEvent(new Event('pagehide'));
    expect(saves(requests)).toHaveLength(1);
    expect(saves(requests)[0]).toMatchObject({ keepalive: true, body: { preferences: { import_finished: { frequency: 'weekly' } } } });
    await act(async () => undefined);

    // Saved: coming back and leaving again sends nothing more.
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(saves(requests)).toHaveLength(1);
  });

  it('a phone putting the tab away (visibility hidden) saves too; nothing changed, nothing sent', async () => {
    const requests = server();
    renderApp('/notifications');
    const [select] = await screen.findAllByLabelText('How often: Family tree imports finished');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      await act(async () => document.dispatchEvent(new Event('visibilitychange')));
      expect(saves(requests)).toHaveLength(0);
      fireEvent.change(select!, { target: { value: 'never' } });
      await act(async () => document.dispatchEvent(new Event('visibilitychange')));
      expect(saves(requests)).toHaveLength(1);
      expect(saves(requests)[0]).toMatchObject({ keepalive: true, body: { preferences: { import_finished: { frequency: 'never' } } } });
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
