import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makeZip, takeoutSidecar, takeoutSidecarName } from '../support/generate-archive';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, sharedBrowser } from './support/browser';
import { signUpWithTrial } from './support/accounts';
import { dropFiles } from './support/drop-files';

/** Issue 16 item 4: a Google Takeout zip dropped on the upload page becomes photos with their sidecars' dates. */

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const LONG = 'PXL_20180521_101112345_with_a_long_phone_camera_name.jpg';

async function smallTakeout(): Promise<Buffer> {
  const dir = 'Takeout/Google Photos';
  return makeZip([
    { path: `${dir}/Photos from 2019/IMG_0001.jpg.supplemental-metadata.json`, bytes: takeoutSidecar({ title: 'IMG_0001.jpg', takenAt: new Date(Date.UTC(2019, 6, 4, 12)), latitude: 52.52, longitude: 13.405 }) },
    { path: `${dir}/Photos from 2019/IMG_0001.jpg`, bytes: await makeJpeg(21) },
    { path: `${dir}/Grandad's garden/${LONG}`, bytes: await makeJpeg(22) },
    { path: `${dir}/Grandad's garden/${takeoutSidecarName(LONG)}`, bytes: takeoutSidecar({ title: LONG, takenAt: new Date(Date.UTC(2018, 4, 21, 10)) }) },
    { path: `${dir}/Grandad's garden/metadata.json`, bytes: JSON.stringify({ title: "Grandad's garden" }) },
    { path: `${dir}/Grandad's garden/notes.jpg`, bytes: Buffer.from('not a photo') },
  ]);
}

describe('archive import journey', () => {
  it('drops a Takeout zip on the upload page, follows the import, and finds the photos in the strip with their sidecar dates', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, page, 'Tess Takeout');
    await page.goto(`${app.url}/upload`);
    await page.getByRole('heading', { name: 'Or choose by kind' }).waitFor();
    await dropFiles(page, [{ name: 'takeout-20240101T000000Z-001.zip', mimeType: 'application/zip', buffer: await smallTakeout() }]);

    const row = page.locator('[data-upload-row]', { hasText: 'takeout-20240101T000000Z-001.zip' });
    await row.and(page.locator('[data-status="complete"]')).waitFor({ timeout: 60_000 });
    await expect.poll(() => row.innerText()).toContain('2 photos added · 1 failed');
    await expect.poll(() => row.locator('[data-part="archive-failures"]').innerText()).toBe('Not imported: notes.jpg');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/archive-upload-desktop.png' });

    await row.getByRole('link', { name: 'takeout-20240101T000000Z-001.zip' }).click();
    await page.waitForURL(`${app.url}/photos/strip`);
    await page.locator('[data-photo-card] img[alt*="from 4 Jul 2019"]').waitFor({ timeout: 20_000 });
    await page.locator('[data-photo-card] img[alt*="from 21 May 2018"]').waitFor();
    await page.screenshot({ path: 'test-results/screenshots/archive-strip-desktop.png' });

    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/upload`);
    await page.getByText('Google Photos or Facebook export').waitFor();
    await page.screenshot({ path: 'test-results/screenshots/archive-upload-phone.png', fullPage: true });
    expect(errors).toEqual([]);
  }, 180_000);
});
