import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const GEDCOM = '../shared/testdata/gedcom/real/bronte.ged';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const post = async (page: Page, path: string, data?: unknown) => {
  const response = await page.request.post(`${app.url}${path}`, { data, headers: { 'x-requested-with': 'heirloom', Origin: app.url } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

describe('messages and notification settings', () => {
  it('sets a daily e-mail digest, gets it from the digest job, and follows its link to the message page', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Digest Reader');
    await post(page, '/api/user/free_trial');

    // Notification Settings: family-tree imports, daily, by e-mail; saved on leaving the page.
    await page.goto(`${app.url}/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
    const imports = page.getByTestId('preference-import_finished');
    await imports.getByRole('combobox', { name: 'How often: Family tree imports finished' }).selectOption('daily');
    await imports.getByRole('checkbox', { name: 'E-mail: Family tree imports finished' }).check({ force: true });
    expect(await page.getByTestId('preference-trial_ending').getByRole('checkbox', { name: 'SMS: Trial ending' }).isDisabled()).toBe(true);
    await screenshot(page, 'messages-notifications-desktop');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user_preferences') && r.request().method() === 'POST');
    await page.getByRole('link', { name: 'profile' }).click();
    expect((await saved).status()).toBe(200);

    // Something worth telling: a GEDCOM import finishes.
    const bytes = readFileSync(GEDCOM);
    const grant = (await post(page, '/api/upload_url', { name: 'bronte.ged', contenttype: 'text/plain', size: bytes.length })) as { url: string; headers: Record<string, string> };
    expect((await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: bytes })).ok).toBe(true);
    await waitFor('the import message', async () => {
      const list = (await (await page.request.get(`${app.url}/api/messages`)).json()) as { messages: Array<{ message_type: string }> };
      return list.messages.find((m) => m.message_type === 'import_finished');
    });

    // The daily digest, now (what `npm run notify:digest` does), then the outbox and the link in the mail.
    // (The message is listed a moment before it is filed for the digest, channel by channel: run
    // until both have gone out.) One digest per channel: the e-mail, and the web notification (on by default).
    let sent = 0;
    await waitFor('the daily digests', async () => {
      sent += ((await post(page, '/_dev/jobs/daily-digests')) as { result: { digests: number } }).result.digests;
      return sent >= 2 ? sent : undefined;
    });
    expect(sent).toBe(2);
    expect(((await post(page, '/_dev/jobs/daily-digests')) as { result: { digests: number } }).result.digests).toBe(0);
    await page.goto(`${app.url}/_dev/outbox`);
    // The e-mail (the web notification sits beside it in the outbox too).
    await page.locator('article', { hasText: 'Web notification' }).filter({ hasText: 'Your family tree import has finished' }).waitFor();
    const mail = page.locator('article', { hasText: 'List-Unsubscribe' }).filter({ hasText: 'Your family tree import has finished' }).first();
    await mail.waitFor();
    await screenshot(page, 'messages-outbox-digest');
    await mail.locator('pre a[href*="/message/"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Your family tree import has finished' }).waitFor();
    await page.getByText('bronte.ged is in:').waitFor();
    await page.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await screenshot(page, 'messages-message-desktop');

    // The same page and the settings on a phone.
    const phone = await page.context().browser()!.newContext({ viewport: PHONE, storageState: await page.context().storageState() });
    const small = await phone.newPage();
    await small.goto(page.url());
    await small.getByRole('heading', { level: 1, name: 'Your family tree import has finished' }).waitFor();
    await screenshot(small, 'messages-message-phone');
    await small.goto(`${app.url}/notifications`);
    await small.getByText('Family tree imports finished').last().waitFor();
    await screenshot(small, 'messages-notifications-phone');
    await phone.close();

    // The bell in the top bar lists the newest messages.
    await page.getByRole('button', { name: /^Messages/ }).click();
    await page.getByRole('dialog').getByText('Your family tree import has finished').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'messages-bell-desktop');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'See the import' }).click();
    await page.waitForURL(/\/imports\//);

    // The mail's 'Stop these e-mails' link turns those e-mails off.
    await page.goto(`${app.url}/_dev/outbox`);
    await page.locator('article', { hasText: 'List-Unsubscribe' }).first().locator('a[href*="/unsubscribe?token="]').click();
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
    await page.getByText('You will no longer get e-mails about: Family tree imports finished.').waitFor();
    await screenshot(page, 'messages-unsubscribed');
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows a pushed notification from the service worker, and says so plainly when the push service refuses this browser', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await page.context().grantPermissions(['notifications'], { origin: app.url });
    await signUp(page, app, 'Pushy');
    await page.goto(`${app.url}/notifications`);
    const control = page.getByTestId('browser-push');
    await control.getByText('Notify this browser even when Heirloom is closed').waitFor();

    // Turning it on registers the service worker, then asks the push service for a subscription:
    // Chromium here has no push service to reach, so it refuses, and the page says what that means.
    await control.getByRole('button', { name: 'Turn on for this browser' }).click();
    await control.getByRole('alert').getByText(/push service did not accept the subscription/).waitFor();
    await screenshot(page, 'messages-push-refused-desktop');
    const phone = await page.context().browser()!.newContext({ viewport: PHONE, storageState: await page.context().storageState() });
    const small = await phone.newPage();
    await small.goto(`${app.url}/notifications`);
    await small.getByText('Notify this browser even when Heirloom is closed').waitFor();
    await small.getByText('Family tree imports finished').last().waitFor();
    await screenshot(small, 'messages-push-phone');
    await phone.close();

    // The worker at /sw.js is in charge of the whole app; a push delivered to it shows a notification.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${app.url}/`);
    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${app.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const payload = { title: 'Your family tree import has finished', body: 'bronte.ged is in: 47 people imported.', url: '/message/01PUSHED', tag: '/message/01PUSHED' };
    // On a loaded machine Chromium may drop a push sent while it is still starting the worker: send
    // again until one is shown (the same tag replaces, so a second delivery never makes two).
    const registrationId = await registration;
    const notificationsShown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })));
    let shown: Awaited<ReturnType<typeof notificationsShown>> = [];
    for (let attempt = 0; attempt < 4 && shown.length === 0; attempt++) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: app.url, registrationId, data: JSON.stringify(payload) });
      const deadline = Date.now() + 8_000;
      while (shown.length === 0 && Date.now() < deadline) {
        shown = await notificationsShown();
        if (shown.length === 0) await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    expect(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

    // Clicking it (dispatched inside the worker, as headless Chromium shows no notification to click) opens the message.
    const worker = page.context().serviceWorkers().find((w) => w.url() === `${app.url}/sw.js`)!;
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as EventTarget & { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`${app.url}/message/01PUSHED`);
    expect(errors).toEqual([]);
  }, 60_000);
});
