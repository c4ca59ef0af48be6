import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, newPage, PHONE, sharedBrowser, windowScreenshot } from './support/browser';

/**
 * QA: after a .ged upload on /upload, opening its report left 'Your family tree file is imported /
 * See the import report' over the report's 'Remove this import', with a second notice beside it.
 * One notice an import, and none pointing to the report the person is reading.
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

const KENNEDY = resolve('../shared/testdata/gedcom/real/kennedy.ged');
const SIZES = [['desktop', { width: 1366, height: 850 }], ['phone', PHONE]] as const;

/** The notices shown now (each notice's text). */
const notices = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]').allTextContents();

describe('the notices of a family tree import', () => {
  for (const [size, viewport] of SIZES) {
    it(`show once, and not over the report once it is open (${size})`, async () => {
      const { page, errors } = await newPage(browser, viewport);
      await signUpWithTrial(app, page, `Gene ${size}`);
      await page.goto(`${app.url}/upload`);
      await page.getByRole('heading', { level: 1, name: 'Upload files' }).waitFor();
      await page.locator('main input[aria-label="GEDCOM file to upload"]').setInputFiles(KENNEDY);
      const row = page.locator('main [data-upload-row]').filter({ hasText: 'kennedy.ged' });
      await expect.poll(() => row.getAttribute('data-status'), { timeout: 120_000, interval: 250 }).toBe('complete');
      // On /upload the import's notice links to the report: one notice, not also the 'Importing…' one.
      await page.getByText('Your family tree file is imported').waitFor();
      await page.waitForTimeout(1_000);
      await windowScreenshot(page, `gedcom-import-toast-upload-${size}`);
      expect((await notices(page)).filter((text) => /family tree file/.test(text))).toHaveLength(1);

      // The row's link opens the report: the notice pointing there has done its job.
      await row.getByRole('link').first().click();
      await page.waitForURL(/\/imports\//);
      const remove = page.getByRole('button', { name: 'Remove this import' });
      await remove.waitFor();
      await page.waitForTimeout(1_000);
      await windowScreenshot(page, `gedcom-import-toast-report-${size}`);
      expect(await notices(page)).toEqual([]);
      await remove.click({ trial: true });
      expect(errors).toEqual([]);
    });
  }
});
