import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, sharedBrowser } from './support/browser';
import { signUpWithTrial } from './support/accounts';
import { dropFiles } from './support/drop-files';
import { pageApi, uploadAs } from './support/page-api';

/** Issue 32 item 4: 'Export GEDCOM' offers GEDZIP with photos; the .gdz downloads, and another family drops it on the upload page. */

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const TREE = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Ada /Lovelace/', '1 SEX F', '1 BIRT', '2 DATE 10 DEC 1815', '0 @I2@ INDI', '1 NAME Charles /Babbage/', '1 SEX M', '0 TRLR', ''].join('\n');
const PHOTO = resolve('../shared/testdata/photos/faces/train/obama/obama.jpg');

async function until<T>(get: () => Promise<T>, accept: (body: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 600; tries++) {
    const body = await get();
    if (accept(body)) return body;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('never became as expected');
}

describe('GEDZIP journey', () => {
  it('exports the tree with its photo as a .gdz from the people page, and a second family imports it by dropping it on the upload page', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, page, 'Gail Gedzip');
    const folder = mkdtempSync(join(tmpdir(), 'gedzip-journey-'));
    writeFileSync(join(folder, 'lovelace.ged'), TREE);
    await uploadAs(app, page, join(folder, 'lovelace.ged'), 'application/octet-stream');
    await uploadAs(app, page, PHOTO, 'image/jpeg');
    const api = pageApi(app, page);
    await until(() => api.get<{ imports: Array<{ status: string }> }>('/imports'), (body) => body.imports[0]?.status === 'done');
    const [photo] = (await until(() => api.get<{ photos: Array<{ id: string }> }>('/photos'), (body) => body.photos.length === 1)).photos;
    // The photo's face is named Ada (the faces stage finds it, the family names it).
    const faces = await until(() => api.get<{ faces: Array<{ id: string }> }>(`/photo/${photo!.id}/people`), (body) => body.faces.length === 1);
    const ada = (await api.get<{ people: Array<{ id: string; names: Array<{ first_name: string }> }> }>('/people')).people.find((person) => person.names[0]?.first_name === 'Ada')!;
    await api.post(`/person/${ada.id}/face/${faces.faces[0]!.id}`, {});

    await page.goto(`${app.url}/people`);
    await page.getByRole('button', { name: /Export GEDCOM/ }).click();
    const choice = page.getByRole('menuitem', { name: 'GEDZIP with photos (GEDCOM 7)' });
    await choice.waitFor();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['GEDCOM 5.5.1 (most programs)', 'GEDCOM 7.0 (newest)', 'GEDZIP with photos (GEDCOM 7)']);
    await page.screenshot({ path: 'test-results/screenshots/gedzip-export-menu-desktop.png' });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), choice.click()]);
    expect(download.suggestedFilename()).toBe('family-tree-with-photos.gdz');
    await page.getByText('Your GEDZIP file (2 people, 1 photos and documents) is downloading.').waitFor();
    await page.screenshot({ path: 'test-results/screenshots/gedzip-export-done-desktop.png' });
    const gdz = readFileSync(await download.path());
    // A zip whose first entry is gedcom.ged at the root, then the photo by its relative path.
    expect(gdz.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(gdz.toString('latin1', 30, 40)).toBe('gedcom.ged');
    expect(gdz.includes(Buffer.from('-obama.jpg'))).toBe(true);

    // Another family drops the .gdz where files are uploaded: the people arrive with the photo.
    const second = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, second.page, 'Otto Other');
    await second.page.goto(`${app.url}/upload`);
    await second.page.getByRole('heading', { name: 'Or choose by kind' }).waitFor();
    await dropFiles(second.page, [{ name: 'family-tree-with-photos.gdz', mimeType: 'application/zip', buffer: gdz }]);
    const row = second.page.locator('[data-upload-row]', { hasText: 'family-tree-with-photos.gdz' });
    await row.and(second.page.locator('[data-status="complete"]')).waitFor({ timeout: 120_000 });
    await expect.poll(() => row.innerText()).toContain('1 photo added');
    await second.page.screenshot({ path: 'test-results/screenshots/gedzip-import-desktop.png' });
    const secondApi = pageApi(app, second.page);
    const people = await until(() => secondApi.get<{ people: Array<{ id: string; names: Array<{ first_name: string }> }> }>('/people'), (body) => (body.people?.length ?? 0) >= 2);
    expect(people.people.map((person) => person.names[0]?.first_name).sort()).toEqual(['Ada', 'Charles']);
    // The face came named: the zip said where Ada is in the photo. Her Pictures tab has it, and the lightbox names her face.
    const secondAda = people.people.find((person) => person.names[0]?.first_name === 'Ada')!;
    const [copy] = (await until(() => secondApi.get<{ photos: Array<{ id: string }> }>(`/photos?person_id=${secondAda.id}`), (body) => body.photos.length === 1)).photos;
    await second.page.goto(`${app.url}/photo/${copy!.id}?person=${secondAda.id}`);
    await second.page.getByRole('button', { name: 'Face: Ada Lovelace' }).waitFor();
    await second.page.screenshot({ path: 'test-results/screenshots/gedzip-import-face-named-desktop.png' });

    // The menu on a phone.
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/people`);
    await phone.page.getByRole('button', { name: /Export GEDCOM/ }).click();
    await phone.page.getByRole('menuitem', { name: 'GEDZIP with photos (GEDCOM 7)' }).waitFor();
    await phone.page.screenshot({ path: 'test-results/screenshots/gedzip-export-menu-phone.png' });
    expect([...errors, ...second.errors, ...phone.errors]).toEqual([]);
  }, 600_000);
});
