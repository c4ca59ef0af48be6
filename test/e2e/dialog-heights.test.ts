import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, newPage, PHONE, sharedBrowser, windowScreenshot } from './support/browser';
import { pageApi, uploadAs } from './support/page-api';

/**
 * The plan dialog and Update Selected Items are as tall as what they hold (QA: both were stretched to
 * the window's height, half of them empty, on a desktop and a phone), scrolling inside only when that
 * is taller than the window.
 */

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const DESKTOP_QA = { width: 1366, height: 850 } as const;
const SIZES = [['desktop', DESKTOP_QA], ['phone', PHONE]] as const;
const JPEG = resolve('../shared/testdata/photos/immich-test-assets/metadata_gps-position_thompson-springs.jpg');

/** The open dialog's height, the window's, and the room its body has beyond what the body holds (empty space). */
async function measure(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await page.waitForTimeout(400); // it scales in
  return dialog.evaluate((element) => {
    const body = element.querySelector<HTMLElement>('.chakra-dialog__body')!;
    const style = getComputedStyle(body);
    const held = Array.from(body.children).reduce((sum, child) => sum + (child as HTMLElement).offsetHeight, 0) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    return { height: element.getBoundingClientRect().height, window: window.innerHeight, empty: body.clientHeight - held, scrolls: body.scrollHeight > body.clientHeight + 1 };
  });
}

describe('dialogs are as tall as their content', () => {
  it('the plan dialog a Free user meets on /upload', async () => {
    const first = await newPage(browser, DESKTOP_QA);
    await signUp(first.page, app, 'Dora Dialog');
    const cookies = await first.page.context().cookies();
    for (const [size, viewport] of SIZES) {
      const { page, errors } = size === 'desktop' ? first : await newPage(browser, viewport);
      await page.context().addCookies(cookies);
      await page.goto(`${app.url}/upload`);
      await page.getByRole('heading', { level: 1, name: 'Upload files' }).waitFor();
      await page.locator('main input[aria-label="Files to upload"]').setInputFiles(JPEG);
      const box = await measure(page, 'Choose your plan');
      await windowScreenshot(page, `dialog-heights-plan-${size}`);
      expect(box.height).toBeLessThanOrEqual(box.window);
      // No empty band under its content: either it all fits, or the body scrolls with the window's height used.
      expect(box.empty).toBeLessThanOrEqual(2);
      if (!box.scrolls) expect(box.height).toBeLessThan(box.window - 16);
      expect(errors).toEqual([]);
    }
  });

  it('Update Selected Items in the photo library', async () => {
    const first = await newPage(browser, DESKTOP_QA);
    await signUpWithTrial(app, first.page, 'Uma Update');
    await uploadAs(app, first.page, JPEG);
    await expect.poll(async () => (await pageApi(app, first.page).get<{ photos: unknown[] }>('/photos')).photos.length, { timeout: 120_000, interval: 500 }).toBe(1);
    const cookies = await first.page.context().cookies();
    for (const [size, viewport] of SIZES) {
      const { page, errors } = size === 'desktop' ? first : await newPage(browser, viewport);
      await page.context().addCookies(cookies);
      await page.goto(`${app.url}/photos/strip`);
      await page.locator('[data-photo-card]').first().waitFor();
      await page.getByRole('checkbox', { name: /^Select (?!all of )/ }).first().click({ force: true });
      const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
      await toolbar.getByText('1 item selected').waitFor();
      await toolbar.getByRole('button', { name: 'Update Selected Items' }).click();
      const box = await measure(page, 'Update Selected Items');
      await windowScreenshot(page, `dialog-heights-bulk-update-${size}`);
      expect(box.scrolls).toBe(false);
      expect(box.empty).toBeLessThanOrEqual(2);
      expect(box.height).toBeLessThan(box.window - 150);
      expect(errors).toEqual([]);
    }
  });
});
