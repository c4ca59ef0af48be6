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

/** Signs a new person up through the welcome page and the e-mailed code; they land on home. */
export async function signUp(page: Page, app: RunningApp, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await page.goto(`${app.url}/welcome`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Your name (optional)' }).fill(name);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_PASSWORD);
  await form.getByRole('textbox', { name: 'Verify password' }).fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify\//);
  const mail = await latestMail(app, email, /to confirm your account/);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(/\b(\d{6})\b/.exec(mail.body)![1]!);
  await page.waitForURL(`${app.url}/`);
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

/** Signs a new person up and starts their free trial, so they can upload. */
export async function signUpWithTrial(app: RunningApp, page: Page, name: string): Promise<string> {
  const email = await signUp(page, app, name);
  await startTrial(page);
  return email;
}
