import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

describe('the public shell as npm start serves it', () => {
  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`sends a first-time visitor from / to /features with redirect_to (${size})`, async () => {
      const { page, errors } = await newPage(browser, viewport);
      await page.goto(app.url);
      await page.waitForURL(/\/features\?redirect_to=%2F$/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(page, `shell-features-${size}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows a real 404 page for an unknown address, served by the SPA fallback', async () => {
    const { page, errors } = await newPage(browser);
    const response = await page.goto(`${app.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByText('Page not found').waitFor();
    await screenshot(page, 'shell-404-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await fetch(`${app.url}/api/no_such_route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});
