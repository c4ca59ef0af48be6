import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makeVideo } from '../support/generate-media';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser, windowScreenshot } from './support/browser';
import { signUp, signUpWithTrial } from './support/accounts';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const PAID_MESSAGE = 'Uploads require a paid version of Heirloom';
const SPACE_MESSAGE = 'You do not have enough availble space to upload this file';
const photo = (relative: string) => resolve('../shared/testdata/photos', relative);

/** A file for setInputFiles (which takes paths or buffers, not both at once). */
const fileOf = (path: string, mimeType: string) => ({ name: path.split('/').at(-1)!, mimeType, buffer: readFileSync(path) });

const GPS_JPEG = fileOf(photo('immich-test-assets/metadata_gps-position_thompson-springs.jpg'), 'image/jpeg');
// Chromium reports no type for .heic; the client signs it as application/octet-stream.
const HEIC = fileOf(photo('immich-test-assets/formats_heic_IMG_2682.heic'), '');
const PNG = fileOf(photo('immich-test-assets/formats_png_density_plot.png'), 'image/png');

/** Full-page shots start at the top, so the sticky bar is drawn where it belongs. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  return screenshot(page, name);
}

/** Slows uploads down so the sheet can be seen mid-upload (Chromium's own network emulation). */
async function throttleUploads(page: Page, bytesPerSecond: number | null): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
  return cdp;
}

const rows = (scope: ReturnType<Page['locator']>) => scope.locator('[data-upload-row]');
const row = (scope: ReturnType<Page['locator']>, name: string) => rows(scope).filter({ hasText: name });

async function statuses(scope: ReturnType<Page['locator']>): Promise<Record<string, string>> {
  return Object.fromEntries(
    await rows(scope).evaluateAll((elements) =>
      elements.map((element) => [element.querySelector('a, p')?.textContent ?? '', element.getAttribute('data-status') ?? '']),
    ),
  );
}

/** Whether the browser would warn before leaving: the page's beforeunload listener cancels the event. */
const wouldWarnOnLeave = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** A real drop: a DataTransfer holding the file, dispatched as dragenter then drop. */
async function dropFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, { screenshotAs }: { screenshotAs?: string } = {}) {
  const dataTransfer = await page.evaluateHandle(({ name, mimeType, base64 }) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type: mimeType }));
    return transfer;
  }, { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') });
  await page.dispatchEvent('main', 'dragenter', { dataTransfer });
  await page.getByTestId('upload-drop-overlay').waitFor();
  await page.getByText('Drop to upload').waitFor();
  if (screenshotAs) await windowScreenshot(page, screenshotAs);
  await page.dispatchEvent('main', 'drop', { dataTransfer });
  await page.getByTestId('upload-drop-overlay').waitFor({ state: 'detached' });
}

/** Records, on every change of a row's state, how many files were sending at once. */
const watchParallelism = (page: Page) =>
  page.evaluate(() => {
    const seen = { max: 0, waitedWhileFull: false };
    (window as unknown as { parallelism: typeof seen }).parallelism = seen;
    const check = () => {
      const states = Array.from(document.querySelectorAll('main [data-upload-row]')).map((row) => row.getAttribute('data-status'));
      const sending = states.filter((state) => state === 'uploading').length;
      seen.max = Math.max(seen.max, sending);
      if (sending === 3 && states.includes('queued')) seen.waitedWhileFull = true;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
  });

const counters = (page: Page) => page.getByRole('status', { name: 'Uploads' }).textContent();

describe('uploads, in Chromium', () => {
  it('a trial user uploads a GPS JPEG, a HEIC, a PNG, a video and a PDF (the .txt is skipped), and each one completes with its thumbnail', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    const uploadUrlCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload_url')) uploadUrlCalls.push(request.postData() ?? '');
    });
    const email = await signUpWithTrial(app, page, 'Mary Anning');

    // The drawer's Upload Files group: this device and every outside source are real pages.
    const drawer = page.getByRole('navigation', { name: 'Heirloom' });
    await drawer.getByRole('button', { name: 'Upload Files' }).click();
    expect(await drawer.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('/facebook_photos');
    expect(await drawer.getByRole('link', { name: 'Facebook' }).getAttribute('aria-describedby')).toBeNull();
    await drawer.getByRole('link', { name: 'From this device' }).click();
    await page.waitForURL(`${app.url}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload files' }).waitFor();
    await page.getByText('0 B used of 100 GB').waitFor();
    expect(await page.locator('input[aria-label="Photos to upload"]').getAttribute('accept')).toBe('image/*,.heic');
    expect(await page.locator('input[aria-label="Documents to upload"]').getAttribute('accept')).toBe('image/*,application/pdf,.pdf,.heic');
    expect(await page.locator('input[aria-label="GEDCOM file to upload"]').getAttribute('accept')).toBe('.ged,.gdz');
    await shoot(page, 'uploads-page-desktop');

    const video = readFileSync(await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'h264', container: 'mp4', withAudio: false }));
    const pdf = await makePdf({ pages: 2, title: 'Letters from Grandpa' });

    // Slow the network so the sheet can be seen while the files are on their way.
    const cdp = await throttleUploads(page, 60 * 1024);
    await watchParallelism(page);
    const main = page.getByRole('main');
    await main.locator('input[aria-label="Files to upload"]').setInputFiles([
      GPS_JPEG,
      HEIC,
      PNG,
      { name: 'Birthday party.mp4', mimeType: 'video/mp4', buffer: video },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    ]);
    await dropFile(page, { name: 'Letters from Grandpa.pdf', mimeType: 'application/pdf', buffer: pdf }, { screenshotAs: 'uploads-drop-overlay-desktop' });

    const list = main.locator('section[aria-labelledby="window-uploads"]');
    await expect.poll(() => rows(list).count()).toBe(5);
    expect(await row(list, 'notes.txt').count()).toBe(0); // silently dropped
    await list.getByText(/Uploading \d+%/).first().waitFor();
    expect(await wouldWarnOnLeave(page)).toBe(true);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Show uploads' }).click();
    const sheet = page.getByRole('dialog', { name: 'Uploads' });
    await sheet.getByText(/uploading/).first().waitFor();
    await windowScreenshot(page, 'uploads-sheet-mid-desktop');
    await sheet.getByRole('button', { name: 'Close uploads' }).click();
    await sheet.waitFor({ state: 'hidden' });

    // Full speed: every file reaches Completed; photos and the video show their thumbnails.
    await throttleUploads(page, null);
    await cdp.detach();
    await expect
      .poll(async () => Object.values(await statuses(list)).every((status) => status === 'complete'), { timeout: 150_000, interval: 500 })
      .toBe(true);
    expect(await counters(page)).toBe('Uploading0Processing0Completed5');
    expect(await wouldWarnOnLeave(page)).toBe(false);
    // Three at a time, never more, and the rest waited their turn.
    expect(await page.evaluate(() => (window as unknown as { parallelism: { max: number; waitedWhileFull: boolean } }).parallelism)).toEqual({ max: 3, waitedWhileFull: true });
    expect(uploadUrlCalls).toHaveLength(5);
    expect(uploadUrlCalls.some((body) => body.includes('notes.txt'))).toBe(false);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Show uploads' }).click();
    await sheet.waitFor();
    for (const name of ['metadata_gps-position_thompson-springs.jpg', 'formats_heic_IMG_2682.heic', 'formats_png_density_plot.png', 'Birthday party.mp4']) {
      const thumbnail = row(sheet, name).locator('img[data-part="thumbnail"]');
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await row(sheet, 'Birthday party.mp4').getByText('Video').waitFor();
    // A PDF becomes a document; the realtime message carries its id only, so the sheet shows its icon.
    expect(await row(sheet, 'Letters from Grandpa.pdf').getAttribute('data-status')).toBe('complete');
    expect(await row(sheet, 'Letters from Grandpa.pdf').getByRole('link').getAttribute('href')).toMatch(/^\/document\//);
    await sheet.getByText('5 complete').waitFor();
    await windowScreenshot(page, 'uploads-sheet-done-desktop');

    // The user was fetched again: it has photos now, and the space used counts the files.
    const user = await page.evaluate(() => fetch('/api/user').then((response) => response.json()));
    expect(user.user.has_photos).toBe(true);

    await sheet.getByRole('button', { name: 'Clear completed' }).click();
    await sheet.getByText('No uploads yet').waitFor();
    await sheet.getByRole('button', { name: 'Close uploads' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await counters(page)).toBe('Uploading0Processing0Completed0');
    await page.getByRole('main').getByText(/^[1-9][\d.]* (KB|MB) used of 100 GB/).waitFor();

    expect(errors).toEqual([]);
    // The same account on a phone, then with its storage full.
    await phoneUploads(page, email);
    await spaceRefusedByServer(page);
    await page.context().close();
  }, 300_000);

  it('a Free user is told uploads need a paid version, before anything is sent', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    const uploadUrlCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload_url')) uploadUrlCalls.push(request.url());
    });
    await signUp(page, app, 'Free Fred');
    await page.goto(`${app.url}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload files' }).waitFor();
    await page.getByRole('main').getByText(PAID_MESSAGE).waitFor();

    // Picking files: the plan dialog, with the spec's message.
    await page.locator('input[aria-label="Photos to upload"]').setInputFiles([GPS_JPEG]);
    const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
    await dialog.getByText(PAID_MESSAGE).waitFor();
    await windowScreenshot(page, 'uploads-free-plan-dialog-desktop');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // The picker button itself opens the dialog instead of the file chooser.
    await page.getByRole('button', { name: 'Choose photos' }).click();
    await dialog.getByText(PAID_MESSAGE).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

    // A drop on another page: the overlay says what is needed, the drop opens the dialog.
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await dropFile(page, { name: 'ship.jpg', mimeType: 'image/jpeg', buffer: readFileSync(photo('photoprism-meta/ship.jpg')) });
    await dialog.getByText(PAID_MESSAGE).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    expect(uploadUrlCalls).toEqual([]);
    expect(await counters(page)).toBe('Uploading0Processing0Completed0');
    expect(errors).toEqual([]);

    // Offline for a moment, the uploads list's code cannot come: a notice says so beside the page, and once back online Try again opens it.
    await page.context().setOffline(true);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Show uploads' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'The uploads list could not load' });
    await notice.waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().setOffline(false);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog', { name: 'Uploads' }).waitFor();
    await page.context().close();
  });
});

/** The phone: Upload in the bottom bar, the page, and the bottom sheet mid-upload and after. */
async function phoneUploads(desktop: Page, email: string) {
  const { page, errors } = await newPage(browser, PHONE);
  await page.context().addCookies(await desktop.context().cookies());
  await page.goto(`${app.url}/`);
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  await bottomBar.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('menuitem', { name: /Facebook/ }).waitFor();
  await windowScreenshot(page, 'uploads-phone-menu');
  await page.getByRole('menuitem', { name: 'From this device' }).click();
  await page.waitForURL(`${app.url}/upload`);
  await page.getByRole('heading', { level: 1, name: 'Upload files' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'uploads-page-phone');

  const cdp = await throttleUploads(page, 40 * 1024);
  await page.getByRole('main').locator('input[aria-label="Files to upload"]').setInputFiles(['digikam.jpg', 'altitude.jpg', 'snow.jpg'].map((name) => fileOf(photo(`photoprism-meta/${name}`), 'image/jpeg')));
  await page.getByRole('main').getByText(/Uploading \d+%/).first().waitFor();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Show uploads' }).click();
  const sheet = page.getByRole('dialog', { name: 'Uploads' });
  await sheet.getByText(/uploading/).first().waitFor();
  await windowScreenshot(page, 'uploads-sheet-mid-phone');
  await throttleUploads(page, null);
  await cdp.detach();
  await sheet.getByText('3 complete').waitFor({ timeout: 90_000 });
  await expect.poll(() => row(sheet, 'snow.jpg').locator('img[data-part="thumbnail"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await windowScreenshot(page, 'uploads-sheet-done-phone');
  await sheet.getByRole('button', { name: 'Close uploads' }).click();

  // Elsewhere in the app (a client-side move: the queue lives in this tab) the status pill floats
  // above the bottom bar and opens the sheet.
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'People' }).click();
  await page.waitForURL(`${app.url}/people`);
  const pill = page.getByRole('button', { name: '3 files uploaded. Show uploads' });
  await pill.waitFor();
  await windowScreenshot(page, 'uploads-pill-phone');

  // A zip being prepared meanwhile floats there too: stacked with the pill, never over it.
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Photos' }).click();
  // Two photos' own boxes (not a month's 'Select all of …'), once the strip shows all seven items, so
  // no late page moves one under the pointer; the toolbar says both are selected before Download.
  await page.getByText('7 items, newest first').waitFor();
  const boxes = page.getByRole('checkbox', { name: /^Select (?!all of )/ });
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
  await toolbar.getByText('2 items selected').waitFor();
  await toolbar.getByRole('button', { name: 'Download' }).click();
  const panel = page.getByRole('region', { name: /Preparing your download|Your download is ready/ });
  await panel.waitFor();
  await windowScreenshot(page, 'uploads-pill-and-download-phone');
  const [panelBox, pillBox] = await Promise.all([panel.boundingBox(), pill.boundingBox()]);
  expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(pillBox!.y);
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'People' }).click();
  await page.waitForURL(`${app.url}/people`);
  await pill.click();
  await sheet.getByText('3 complete').waitFor();
  await sheet.getByRole('button', { name: 'Close uploads' }).click();
  await page.getByRole('button', { name: 'Hide upload status' }).click();
  await pill.waitFor({ state: 'detached' });
  expect(email).toContain('@');
  expect(errors).toEqual([]);
  await page.context().close();
}

/**
 * The server decides again (spec 000 section 5). A trial has 100 GB; filling it with real bytes is
 * impractical, so the space is taken the way the server counts it: upload URLs are asked for (as
 * an abandoned upload would) until the server reserves every byte. The account's stored bytes are
 * unchanged, so the client's own check lets the file through and the server's 413 is what the
 * user sees: the message on the file, with Retry, and the plan dialog.
 */
async function spaceRefusedByServer(page: Page) {
  const reserved = await page.evaluate(async () => {
    const ask = (size: number) =>
      fetch('/api/upload_url', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-requested-with': 'heirloom' },
        body: JSON.stringify({ name: 'placeholder.mp4', contenttype: 'video/mp4', size }),
      }).then((response) => response.status);
    let size = 10 * 1024 ** 3;
    let total = 0;
    while (size >= 1024) {
      const status = await ask(size);
      if (status === 200) total += size;
      else if (status === 413) size = Math.floor(size / 2);
      else throw new Error(`upload_url answered ${status}`);
    }
    return total;
  });
  expect(reserved).toBeGreaterThan(99 * 1024 ** 3);

  await page.goto(`${app.url}/upload`);
  const main = page.getByRole('main');
  await main.locator('input[aria-label="Files to upload"]').setInputFiles([fileOf(photo('photoprism-meta/iptc-2021.jpg'), 'image/jpeg')]);
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await dialog.getByText(SPACE_MESSAGE).waitFor();
  await windowScreenshot(page, 'uploads-space-plan-dialog-desktop');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  const list = main.locator('section[aria-labelledby="window-uploads"]');
  const refused = row(list, 'iptc-2021.jpg');
  expect(await refused.getAttribute('data-status')).toBe('error');
  await refused.getByText(SPACE_MESSAGE).waitFor();
  await refused.getByRole('button', { name: 'Retry iptc-2021.jpg' }).waitFor();
  expect(await counters(page)).toBe('Uploading0Processing0Completed0Failed1');
  await shoot(page, 'uploads-space-refused-desktop');
}
