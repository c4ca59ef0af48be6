import type { Page } from 'playwright-core';
import type { RunningApp } from './app';

export const E2E_PASSWORD = 'Heirloom2026';

/** The newest message to an address whose body matches, waiting up to 10 s for it to arrive. */
export async function latestMail(app: RunningApp, to: string, pattern: RegExp) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const message = app
      .outbox()
      .filter((m) => m.to === to && pattern.test(m.body))
      .at(-1);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`No message to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 100));
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
