import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { closeWindows, DESKTOP, newPage, PHONE, sharedBrowser, windowScreenshot } from './support/browser';
import { openApp } from './support/open-app';
import { pageApi, uploadAs } from './support/page-api';
import { unfoldDrawerGroup } from './support/drawer';

let app: RunningApp;
let browser: Browser;
let folder: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
  folder = mkdtempSync(join(tmpdir(), 'heirloom-trash-'));
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

type ApiPhoto = { id: string; name: string };
const card = (page: Page, id: string) => page.locator(`[data-photo-card="${id}"]`);
const COLOURS = ['#a33', '#3a3', '#33a'];

/** Three small photos of plain colours, uploaded and processed; answers their ids by name. */
async function threePhotos(page: Page): Promise<Map<string, string>> {
  const api = pageApi(app, page);
  for (const [index, colour] of COLOURS.entries()) {
    const path = join(folder, `colour-${index}-${Date.now()}.jpg`);
    writeFileSync(path, await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer());
    await uploadAs(app, page, path, 'image/jpeg');
  }
  const photos = async () => (await api.get<{ photos: ApiPhoto[] }>('/photos')).photos;
  await expect.poll(async () => (await photos()).length, { timeout: 60_000, interval: 500 }).toBe(3);
  return new Map((await photos()).map((photo) => [photo.name, photo.id]));
}

/** A notice on a phone sits above the bar at the bottom of the screen, never over its buttons. */
async function noticeAbove(page: Page, notice: string, bar: Locator) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: notice });
  // Measured while both are shown (the bar can be drawn again as the list beneath it reloads).
  const clear = async () => {
    const [toastBox, barBox] = await Promise.all([toast.boundingBox({ timeout: 1000 }), bar.boundingBox({ timeout: 1000 })]).catch(() => [null, null]);
    return toastBox && barBox ? toastBox.y + toastBox.height <= barBox.y : 'not both shown';
  };
  await expect.poll(clear).toBe(true);
}

async function stripShows(page: Page, count: number) {
  await page.goto(`${app.url}/photos/strip`);
  await page.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
  await expect.poll(() => page.locator('[data-photo-card]').count(), { timeout: 20_000 }).toBe(count);
}

describe('Recently deleted, in Chromium', () => {
  it('a deleted photo waits in Recently deleted, comes back with Restore, and goes for good with Delete forever (desktop)', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, page, 'Tilly Trash');
    const [first, second] = [...(await threePhotos(page)).values()] as [string, string, string];

    // The side panel's Delete: the photo leaves the strip at once.
    await stripShows(page, 3);
    await card(page, first).getByRole('button', { name: /^Details of / }).click({ force: true });
    const panel = page.getByRole('dialog', { name: 'Photo details' });
    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('waits in your Recently deleted for 30 days').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => card(page, first).count()).toBe(0);

    // Found in Recently deleted from the drawer, with the days it has left.
    const drawer = page.getByRole('navigation', { name: 'Heirloom' });
    await unfoldDrawerGroup(drawer, 'View Photos');
    await drawer.getByRole('link', { name: 'Recently deleted' }).click();
    await page.waitForURL(`${app.url}/photos/trash`);
    await page.getByRole('heading', { level: 1, name: 'Recently deleted' }).waitFor();
    await card(page, first).getByText('30 days left').waitFor();
    await page.getByRole('heading', { name: 'Deleted today' }).waitFor();
    await windowScreenshot(page, 'trash-desktop');

    // Opened, it is seen full size with the day it went (written as the app writes its dates) and its days left; Back closes the viewer.
    const viewer = page.getByRole('dialog', { name: 'Deleted photo viewer' });
    await card(page, first).getByRole('button', { name: /^Open / }).click();
    await viewer.getByTestId('trash-viewer-status').getByText(/^Deleted \d{1,2} [A-Z][a-z]{2} \d{4} · 30 days left$/).waitFor();
    await expect.poll(() => viewer.getByTestId('trash-viewer-image').getAttribute('data-image-state')).toBe('loaded');
    await windowScreenshot(page, 'trash-viewer-desktop');
    await page.goBack();
    await viewer.waitFor({ state: 'hidden' });

    // Its tick box selects it for the toolbar.
    await card(page, first).getByRole('checkbox').click({ force: true });
    const toolbar = page.getByRole('toolbar', { name: 'Recently deleted' });
    await toolbar.getByText('1 item selected').waitFor();
    await windowScreenshot(page, 'trash-selected-desktop');
    await toolbar.getByRole('button', { name: 'Clear Selections' }).click();

    // Restore from the viewer: back in the strip, and the viewer closes with the trash empty.
    await card(page, first).getByRole('button', { name: /^Open / }).click();
    await viewer.getByRole('toolbar', { name: 'This deleted photo' }).getByRole('button', { name: 'Restore' }).click();
    await viewer.waitFor({ state: 'hidden' });
    await page.getByText('Nothing in Recently deleted').waitFor();
    await windowScreenshot(page, 'trash-empty-desktop');
    await stripShows(page, 3);

    // Delete selected Items, then Delete forever: gone for good.
    await card(page, second).getByRole('checkbox').click({ force: true });
    await page.getByRole('toolbar', { name: 'Selected photos' }).getByRole('button', { name: 'Delete selected Items' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => card(page, second).count()).toBe(0);
    await page.goto(`${app.url}/photos/trash`);
    await card(page, second).waitFor();
    await toolbar.getByRole('button', { name: 'Select all' }).click();
    await toolbar.getByRole('button', { name: 'Delete forever' }).click();
    const forever = page.getByRole('alertdialog', { name: 'Delete 1 item forever?' });
    await windowScreenshot(page, 'trash-delete-forever-desktop');
    await forever.getByRole('button', { name: 'Delete forever' }).click();
    await page.getByText('Nothing in Recently deleted').waitFor();
    expect((await pageApi(app, page).call('POST', '/photos/trash/restore', { ids: [second] })).status).toBe(404);
    await stripShows(page, 2);

    // The viewer's own Delete: the next photo takes its place, and the strip has one.
    await page.locator('[data-photo-card]').first().getByRole('link', { name: /^Open / }).click();
    await page.waitForURL(/\/photo\//);
    const deletedInViewer = page.url();
    // The viewer knows the photo after this one (its arrow shows): that is where a delete moves on to.
    await page.getByRole('button', { name: 'Next photo' }).waitFor();
    await page.getByRole('button', { name: 'Delete photo' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Photo deleted').waitFor();
    await page.waitForURL((url) => url.href !== deletedInViewer && url.pathname.startsWith('/photo/'));
    await stripShows(page, 1);
    expect(errors).toEqual([]);
  });

  it('on a phone: restore from the trash, delete one forever from its viewer, then Empty trash', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await signUpWithTrial(app, page, 'Pip Phone');
    const ids = [...(await threePhotos(page)).values()];
    const api = pageApi(app, page);
    expect((await api.call('POST', '/photos/delete', ids)).status).toBe(200);

    await page.goto(`${app.url}/photos/trash`);
    await page.getByRole('heading', { level: 1, name: 'Recently deleted' }).waitFor();
    await expect.poll(() => page.locator('[data-photo-card]').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await windowScreenshot(page, 'trash-phone');

    await card(page, ids[0]!).getByRole('checkbox').click({ force: true });
    const toolbar = page.getByRole('toolbar', { name: 'Recently deleted' });
    await windowScreenshot(page, 'trash-selected-phone');
    await toolbar.getByRole('button', { name: 'Restore' }).click();
    await noticeAbove(page, '1 item restored', page.getByRole('navigation', { name: 'Quick links' }));
    await expect.poll(() => page.locator('[data-photo-card]').count()).toBe(2);

    // The viewer on a phone: a swipe goes to the next photo; Delete forever asks, deletes it and moves on.
    const viewer = page.getByRole('dialog', { name: 'Deleted photo viewer' });
    const [shownFirst, shownSecond] = await page.locator('[data-photo-card]').evaluateAll((cards) => cards.map((each) => each.getAttribute('data-photo-card')));
    await card(page, shownFirst!).getByRole('button', { name: /^Open / }).click();
    await expect.poll(() => viewer.getByTestId('trash-viewer-image').getAttribute('data-image-state')).toBe('loaded');
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('photo')).toBe(shownSecond);
    await windowScreenshot(page, 'trash-viewer-phone');
    await viewer.getByRole('toolbar', { name: 'This deleted photo' }).getByRole('button', { name: 'Delete forever' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this photo forever?' }).getByRole('button', { name: 'Delete forever' }).click();
    await noticeAbove(page, 'Photo deleted forever', viewer.getByRole('toolbar', { name: 'This deleted photo' }));
    await expect.poll(() => new URL(page.url()).searchParams.get('photo')).toBe(shownFirst);
    await page.goBack();
    await viewer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('[data-photo-card]').count()).toBe(1);

    await toolbar.getByRole('button', { name: 'Empty trash' }).click();
    await page.getByRole('alertdialog', { name: 'Empty Recently deleted?' }).getByRole('button', { name: 'Empty trash' }).click();
    await page.getByText('Nothing in Recently deleted').waitFor();
    await windowScreenshot(page, 'trash-empty-phone');
    await stripShows(page, 1);
    expect(errors).toEqual([]);
  });
});
