import type { Page } from 'playwright-core';
import type { RunningApp } from './app';

/** Every journey's people use this password. */
export const E2E_PASSWORD = 'Heirloom2026';

/** The newest mail or text to `to` whose body matches `pattern`, waiting up to 10 s for it to arrive. */
export async function latestMail(app: RunningApp, to: string, pattern: RegExp = /[\s\S]*/) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const message = app
      .outbox()
      .filter((m) => m.to === to && pattern.test(m.body))
      .at(-1);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`No message to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const API_HEADERS = (app: RunningApp) => ({ 'x-requested-with': 'heirloom', Origin: app.url });

async function post(page: Page, app: RunningApp, path: string, data: unknown, what: string): Promise<void> {
  const response = await page.request.post(`${app.url}/api${path}`, { data, headers: API_HEADERS(app) });
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

/** An account made with the calls the welcome page makes (sign up, then the e-mailed code), signed in in the page's own cookie jar. */
async function verifiedAccount(page: Page, app: RunningApp, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await post(page, app, '/signup', { email, password: E2E_PASSWORD, username: name }, `Sign-up of ${name}`);
  const mail = await latestMail(app, email, /to confirm your account/);
  await post(page, app, '/verify', { login_id: email, code: /\b(\d{6})\b/.exec(mail.body)![1] }, `Verifying ${name}`);
  return email;
}

/**
 * Signs a new person up and opens home, where the welcome page lands them. Journeys about something
 * else start there without typing the form, ~5 s a person on an idle machine (the accounts journey
 * drives the sign-up pages themselves).
 */
export async function signUp(page: Page, app: RunningApp, name: string): Promise<string> {
  const email = await verifiedAccount(page, app, name);
  await page.goto(`${app.url}/`);
  return email;
}

/** Starts the 15-day free trial from the top bar (a new account is on the Free plan, which cannot upload). */
export async function startTrial(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Start your free trial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await dialog.getByRole('button', { name: 'Start free trial' }).click();
  await dialog.getByText('Your 15-day free trial has started').waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Signs a new person up and starts their free trial (the plan dialog's call), so they can upload; they are on home. */
export async function signUpWithTrial(app: RunningApp, page: Page, name: string): Promise<string> {
  const email = await verifiedAccount(page, app, name);
  await post(page, app, '/user/free_trial', {}, `Trial of ${name}`);
  await page.goto(`${app.url}/`);
  return email;
}
