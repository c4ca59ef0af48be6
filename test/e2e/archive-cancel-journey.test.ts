import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makeZip } from '../support/generate-archive';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, sharedBrowser } from './support/browser';
import { signUpWithTrial } from './support/accounts';
import { dropFiles } from './support/drop-files';
import { watchApiCalls } from './support/failure-report';

/** Issue 29: a running archive import can be stopped from the upload sheet, keeping what it added. */

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  // Slices of two photos, so the import is still running when Cancel is chosen.
  [app, browser] = await Promise.all([openApp({ ARCHIVE_SLICE_ENTRIES: '2' }), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

async function longTakeout(): Promise<Buffer> {
  const files = [];
  for (let i = 0; i < 120; i++) files.push({ path: `Takeout/Google Photos/Photos from 2021/IMG_${1000 + i}.jpg`, bytes: await makeJpeg(300 + i) });
  return makeZip(files);
}

describe('archive cancel journey', () => {
  it('stops a running Takeout import from its row, keeping the photos already added', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    const calls = watchApiCalls(page, app);
    await signUpWithTrial(app, page, 'Carl Cancel');
    await page.goto(`${app.url}/upload`);
    await page.getByRole('heading', { name: 'Or choose by kind' }).waitFor();
    await dropFiles(page, [{ name: 'takeout-20240101T000000Z-002.zip', mimeType: 'application/zip', buffer: await longTakeout() }]);

    const row = page.locator('[data-upload-row]', { hasText: 'takeout-20240101T000000Z-002.zip' });
    await expect.poll(() => row.innerText(), { timeout: 60_000 }).toMatch(/Importing \d+ of 120/);
    const cancel = row.getByRole('button', { name: 'Cancel importing takeout-20240101T000000Z-002.zip' });
    await cancel.click();
    await page.getByRole('menuitem', { name: 'Stop, keep the photos already added' }).waitFor();
    await page.screenshot({ path: 'test-results/screenshots/archive-cancel-menu-desktop.png' });
    await page.getByRole('menuitem', { name: 'Stop, keep the photos already added' }).click();

    // The server stops it when its next slice starts: on a loaded machine, after the slice under
    // way (two photos, each also scanned for faces) has finished, so the wait is for that state,
    // first the stop taken, then the row finished, with the app's own story if it never comes.
    await calls.explained(row.getByText('Stopping, keeping what it added').or(row.getByText(/Cancelled ·/)).first().waitFor(), 'archive-cancel-not-taken');
    await calls.explained(row.and(page.locator('[data-status="complete"]')).waitFor({ timeout: 150_000 }), 'archive-cancel-not-finished');
    const text = await row.innerText();
    expect(text).toMatch(/Cancelled · \d+ photos? kept/);
    const kept = Number(/Cancelled · (\d+)/.exec(text)![1]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(120);
    await page.screenshot({ path: 'test-results/screenshots/archive-cancelled-desktop.png' });

    await page.setViewportSize(PHONE);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/archive-cancelled-phone.png', fullPage: true });
    expect(errors).toEqual([]);
  }, 300_000);
});
