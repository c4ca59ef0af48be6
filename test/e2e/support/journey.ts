import type { Page } from 'playwright-core';
import type { RunningApp } from './app';

/** Signs a new person up through the welcome page and the e-mailed code, then starts the free trial. */
export async function signUpWithTrial(app: RunningApp, page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await page.goto(`${app.url}/welcome`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Your name (optional)' }).fill(name);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Heirloom2026');
  await form.getByRole('textbox', { name: 'Verify password' }).fill('Heirloom2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify\//);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 100; tries++) {
    code = /\b(\d{6})\b/.exec(app.outbox().filter((m) => m.to === email).at(-1)?.body ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code!);
  await page.waitForURL(`${app.url}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Start your free trial' }).click();
  const plans = page.getByRole('dialog', { name: 'Choose your plan' });
  await plans.getByRole('button', { name: 'Start free trial' }).click();
  await plans.getByRole('button', { name: 'Done' }).click();
  await plans.waitFor({ state: 'hidden' });
  return email;
}

/** A real drop of files on the page: a DataTransfer holding them, dispatched as dragenter then drop. */
export async function dropFiles(page: Page, files: ReadonlyArray<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, mimeType, base64 } of list) transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: mimeType }));
    return transfer;
  }, files.map((file) => ({ name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') })));
  await page.dispatchEvent('main', 'dragenter', { dataTransfer });
  await page.getByTestId('upload-drop-overlay').waitFor();
  await page.dispatchEvent('main', 'drop', { dataTransfer });
  await page.getByTestId('upload-drop-overlay').waitFor({ state: 'detached' });
}
