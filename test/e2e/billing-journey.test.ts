import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const PASSWORD = 'Heirloom2026';
const PAID_MESSAGE = 'Uploads require a paid version of Heirloom';
const photo = (relative: string) => resolve('../shared/testdata/photos', relative);
const JPEG = { name: 'ship.jpg', mimeType: 'image/jpeg', buffer: readFileSync(photo('photoprism-meta/ship.jpg')) };

async function latestCode(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const message = app.outbox().filter((m) => m.to === to && /to confirm your account/.test(m.body)).at(-1);
    if (message) return /\b(\d{6})\b/.exec(message.body)![1]!;
    if (Date.now() > deadline) throw new Error(`No code sent to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function signUp(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await page.goto(`${app.url}/welcome`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Your name (optional)' }).fill(name);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Verify password' }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify\//);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(email));
  await page.waitForURL(`${app.url}/`);
  return email;
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  return screenshot(page, name);
}

/** Today as the invoice table writes it, in the browser's own time zone. */
const todayMmDdYyyy = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
  });

describe('billing, from an upload block to an invoice, in Chromium', () => {
  it('a member blocked from uploading chooses yearly, pays on the test checkout, uploads, and sees the invoice', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, 'Paying Pam');
    // A Free member picks a photo: the upload block opens the plan dialog.
    await page.goto(`${app.url}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload files' }).waitFor();
    await page.locator('input[aria-label="Photos to upload"]').setInputFiles([JPEG]);
    const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
    await dialog.getByText(PAID_MESSAGE).waitFor();
    await dialog.getByRole('button', { name: 'Subscribe Annual' }).click();

    // The stand-in's checkout page, plainly labelled as a test.
    await page.waitForURL(/\/checkout\/cs_test_/);
    await page.getByText('TEST MODE').waitFor();
    await page.getByText('Heirloom Annual').waitFor();
    await shoot(page, 'billing-test-checkout-desktop');
    await page.getByRole('button', { name: 'Pay $49.99' }).click();

    // Back in the app: welcome to the paid tier.
    await page.waitForURL(new RegExp(`^${app.url}/pay_success\\?session_id=cs_test_`));
    await page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom Annual' }).waitFor();
    await page.getByRole('img', { name: 'Photos moving from a phone into your family album' }).waitFor();
    await shoot(page, 'billing-pay-success-desktop');
    const paySuccessUrl = page.url();

    // Uploads now work.
    await page.getByRole('link', { name: 'Upload your first photos' }).click();
    await page.waitForURL(`${app.url}/upload`);
    await page.getByRole('main').locator('input[aria-label="Files to upload"]').setInputFiles([JPEG]);
    await expect.poll(() => page.getByRole('main').locator('[data-upload-row][data-status="complete"]').count(), { timeout: 60_000, interval: 500 }).toBe(1);
    expect(await dialog.count()).toBe(0);

    // The invoice: today's date, $49.99, paid, with a link to the hosted invoice.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Paying Pam' }).click();
    // The menu hangs from the sticky top bar and stays under it while the page scrolls: an absolute
    // one moved with the page until the next frame, and a click could press one item and release on another.
    const { scrolled, moved } = await page.getByRole('menu').evaluate((menu) => {
      const [top, scrollY] = [menu.getBoundingClientRect().top, window.scrollY];
      window.scrollBy(0, 120);
      return { scrolled: window.scrollY - scrollY, moved: menu.getBoundingClientRect().top - top };
    });
    expect(scrolled).not.toBe(0);
    expect(moved).toBe(0);
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    // An in-app move: poll the address rather than wait for a document 'load' this page never has again.
    await expect.poll(() => page.url()).toBe(`${app.url}/billing`);
    const table = page.getByRole('table', { name: 'Invoices' });
    const invoiceRow = table.getByRole('row').nth(1);
    await invoiceRow.waitFor();
    expect(await invoiceRow.getByRole('cell').allInnerTexts()).toEqual([await todayMmDdYyyy(page), '$49.99', 'Paid', 'Yes', 'View']);
    expect(await invoiceRow.getByRole('link', { name: 'View invoice' }).getAttribute('href')).toMatch(/\/invoice\/in_/);
    await page.getByText('Annual plan', { exact: true }).waitFor();
    await shoot(page, 'billing-page-desktop');

    // The portal opens from 'Manage payment method and plan' and comes back.
    await page.getByRole('button', { name: 'Manage payment method and plan' }).click();
    await page.waitForURL(/\/portal\/bps_/);
    await page.getByText('Heirloom Annual').waitFor();
    // The stand-in's test clock: a year on, the renewal fails. The member keeps the plan and is told.
    await page.getByRole('button', { name: 'Fail the renewal' }).click();
    await page.getByText(/Payment failed, retrying/).waitFor();
    await page.getByRole('link', { name: 'Return to Heirloom' }).click();
    await page.waitForURL(`${app.url}/billing`);
    await page.getByText('Your last payment did not go through').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Payment failed, update your card' }).waitFor();
    expect(await table.getByRole('row').nth(1).getByRole('cell').nth(2).innerText()).toBe('Open');
    await page.getByText('Annual plan', { exact: true }).waitFor();
    await shoot(page, 'billing-payment-failed-desktop');

    // Phone size: the same pages stay readable.
    await page.setViewportSize(PHONE);
    await page.reload();
    await table.getByRole('row').nth(1).waitFor();
    await shoot(page, 'billing-page-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto(paySuccessUrl);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom Annual' }).waitFor();
    await shoot(page, 'billing-pay-success-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
