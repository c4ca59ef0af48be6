import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import { dropFiles } from './support/drop-files';
import { pageApi, uploadAs } from './support/page-api';

let app: RunningApp;
let browser: Browser;
let folder: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
  folder = mkdtempSync(join(tmpdir(), 'heirloom-duplicates-'));
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

type Face = { id: string; person: { id: string; name: string } | null };
type ApiPhoto = { id: string; name: string };

describe('the duplicates review, in Chromium', () => {
  it('shows a photo and its smaller copy as one group, keeps the larger, and the copy’s face name moves to it', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    const api = pageApi(app, page);
    await signUpWithTrial(app, page, 'Dora Duplicate');

    // A portrait and the smaller, recompressed copy a relative e-mailed round.
    const original = join(folder, 'obama.jpg');
    const copy = join(folder, 'obama-emailed.jpg');
    const upright = await sharp(resolve('../shared/testdata/photos/faces/train/obama/obama.jpg')).rotate().jpeg({ quality: 95 }).toBuffer();
    writeFileSync(original, upright);
    const { width = 0 } = await sharp(upright).metadata();
    writeFileSync(copy, await sharp(upright).resize({ width: Math.round(width * 0.6) }).jpeg({ quality: 60 }).toBuffer());
    await uploadAs(app, page, original, 'image/jpeg');
    const photos = async () => (await api.get<{ photos: ApiPhoto[] }>('/photos')).photos;
    await expect.poll(async () => (await photos()).length, { timeout: 60_000, interval: 500 }).toBe(1);

    // The copy is dropped on the strip: it is kept, and its row in the uploads says it looks like a copy.
    await page.goto(`${app.url}/photos/strip`);
    await page.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
    await dropFiles(page, [{ name: 'obama-emailed.jpg', mimeType: 'image/jpeg', buffer: readFileSync(copy) }]);
    const sheet = page.getByRole('dialog', { name: 'Uploads' });
    // The footer's pill opens the sheet, unless it opened on its own for the drop.
    if (!(await sheet.isVisible())) await page.getByRole('contentinfo').getByRole('button', { name: 'Show uploads' }).click();
    await sheet.waitFor();
    await sheet.getByText('Copy of a family photo', { exact: false }).waitFor({ timeout: 60_000 });
    await sheet.getByRole('link', { name: 'Review duplicates' }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'test-results/screenshots/duplicates-upload-notice-desktop.png' });
    await sheet.getByRole('button', { name: 'Close uploads' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await photos()).toHaveLength(2);
    const byName = new Map((await photos()).map((photo) => [photo.name, photo.id]));
    const originalId = byName.get('obama.jpg')!;
    const copyId = byName.get('obama-emailed.jpg')!;

    // Faces are found in both; the family names the face on the copy.
    const facesOf = (id: string) => api.get<{ faces: Face[] }>(`/photo/${id}/people`).then((body) => body.faces ?? []);
    await expect.poll(async () => (await facesOf(copyId)).length + Math.min(1, (await facesOf(originalId)).length), { timeout: 60_000, interval: 500 }).toBe(2);
    const person = await api.post<{ person: { id: string } }>('/person', { names: [{ first_name: 'Barack', last_name: 'Obama' }] });
    const [copyFace] = await facesOf(copyId);
    await api.post(`/person/${person.person.id}/face/${copyFace!.id}`, {});
    // As when detection misses a face on one copy: the kept photo's own face is forgotten, so its name can only come from the copy.
    const [keptFace] = await facesOf(originalId);
    const forgot = await api.call('DELETE', `/person/${keptFace!.person?.id ?? 'none'}/face/forget/${keptFace!.id}`);
    expect(forgot.status).toBe(200);

    // From the strip's menu to the review: one group, the larger photo suggested.
    await page.reload();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitem', { name: 'Review duplicates' }).click();
    await page.waitForURL(`${app.url}/duplicates`);
    await page.getByRole('heading', { level: 1, name: 'Duplicates' }).waitFor();
    const group = page.getByRole('region', { name: '2 copies of one photo' });
    await group.waitFor();
    await expect.poll(() => group.locator('img[alt]').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)), { timeout: 10_000 }).toBe(true);
    await group.getByText('Suggested').waitFor();
    await group.getByText('Highest resolution').waitFor();
    await screenshot(page, 'duplicates-desktop');

    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/duplicates`);
    await phone.page.getByRole('region', { name: '2 copies of one photo' }).waitFor();
    await phone.page.waitForTimeout(400);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone.page, 'duplicates-phone');
    await phone.page.close();

    // Keep the suggested one: the copy's face name moves to it and the copy is deleted.
    const keepButtons = group.getByRole('button', { name: 'Keep this one' });
    await keepButtons.first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Keep this photo and delete the other copy?' });
    await dialog.getByText('Face names, the event and descriptions').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'duplicates-keep-dialog-desktop');
    await dialog.getByRole('button', { name: 'Keep this one' }).click();
    await page.getByText('Photo kept, 1 copy deleted').waitFor();
    await page.getByText('1 face name moved to it.').waitFor();
    await page.getByText('No duplicates found').waitFor();
    await screenshot(page, 'duplicates-empty-desktop');

    expect((await photos()).map((photo) => photo.id)).toEqual([originalId]);
    const kept = await facesOf(originalId);
    expect(kept.map((face) => face.person?.id)).toContain(person.person.id);
    expect(errors).toEqual([]);
  });
});
