import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import { signUp, startTrial } from './support/accounts';

/**
 * A new user's first minutes: the onboarding wizard on the GEDCOM path (a small real tree whose
 * OBJE records name photos) and on the photo path, resumed from the URL hash, never shown again;
 * then the home dashboard's cards appearing, and the missing files card going away as its files
 * are uploaded.
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
const PORTRAIT = resolve('../shared/testdata/photos/immich-test-assets/metadata_gps-position_thompson-springs.jpg');
const FACE = resolve('../shared/testdata/photos/faces/train/rose_leslie/img1.jpg');

/** A small JPEG of one colour: each missing file gets different bytes. */
const jpegNamed = async (name: string, shade: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 160 } } }).jpeg().toBuffer(),
});

const wizard = (page: Page) => page.getByTestId('onboarding-wizard');
const missingCard = (page: Page) => page.locator('section#missing-files');

async function startTrialInWizard(page: Page) {
  await wizard(page).getByRole('button', { name: 'Start my free trial' }).click();
}

describe('home: the onboarding wizard and the dashboard', () => {
  it('GEDCOM path: upload the tree, pick yourself, congratulations; then the missing files are uploaded from home', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Caroline Tester');
    await wizard(page).getByRole('heading', { name: 'Do you have a family tree file?' }).waitFor();
    await screenshot(page, 'home-wizard-step1-desktop');

    await wizard(page).getByRole('button', { name: 'Yes, I have a GEDCOM file' }).click();
    await page.waitForURL(/#step2$/);
    await startTrialInWizard(page);
    await wizard(page).getByLabel('Family tree file').setInputFiles(KENNEDY);
    await page.waitForURL(/#step3$/, { timeout: 120_000 }).catch(async (error: unknown) => {
      await screenshot(page, 'home-wizard-step2-failed');
      throw error;
    });
    await wizard(page).getByRole('textbox', { name: 'Your name' }).fill('Caroline');
    await wizard(page).getByRole('button', { name: 'Caroline Bouvier KENNEDY is me' }).waitFor();
    await screenshot(page, 'home-wizard-step3-desktop');
    await wizard(page).getByRole('button', { name: 'Caroline Bouvier KENNEDY is me' }).click();
    await wizard(page).getByRole('heading', { name: 'Congratulations! Your family tree is in Heirloom' }).waitFor();
    expect(page.url()).toMatch(/#step4$/);

    // The hash resumes the step after a reload.
    await page.reload();
    await wizard(page).getByRole('heading', { name: 'Congratulations! Your family tree is in Heirloom' }).waitFor();
    await screenshot(page, 'home-wizard-step4-desktop');
    await wizard(page).getByRole('button', { name: 'Continue to Heirloom' }).click();
    await wizard(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');

    // The dashboard: the files the tree names are waiting; 'Select yourself' is gone (she picked herself).
    await missingCard(page).getByText('caroline_kennedy.jpg').waitFor();
    await page.getByTestId('waiting-missing-files').waitFor();
    expect(await page.locator('section#select-yourself').count()).toBe(0);
    await screenshot(page, 'home-dashboard-missing-desktop');

    // Upload from the card: only the chosen files whose names the tree gives go up.
    const listed = (await (await page.request.get(`${app.url}/api/missing_files`)).json()) as { files: Array<{ file_name: string }> };
    const names = listed.files.map((file) => file.file_name.split(/[\\/]/).pop()!);
    expect(names).toContain('John-kennedy.jpg');
    const chosen = [...(await Promise.all(names.map((name, index) => jpegNamed(name, 20 + index * 20)))), await jpegNamed('holiday.jpg', 250)];
    await missingCard(page).getByLabel('Missing files to upload').setInputFiles(chosen);
    await missingCard(page).getByText(`Uploading ${names.length} matching files`).waitFor();
    await missingCard(page).getByText('Not named by your family tree, so not uploaded: holiday.jpg.').waitFor();
    // Once processed each file is linked and leaves the list; with none left the card goes away.
    await missingCard(page).waitFor({ state: 'detached', timeout: 90_000 });
    expect(await page.getByTestId('waiting-missing-files').count()).toBe(0);

    // Finished: it never shows again.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('section#getting-started').waitFor();
    expect(await wizard(page).count()).toBe(0);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'home-dashboard-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('photo path on a phone: your photo, your name and birth date, more photos; skipping is remembered', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await signUp(page, app, 'Grace Tester');
    await wizard(page).getByRole('button', { name: 'No, start with photos' }).click();
    await page.waitForURL(/#stepe1$/);
    await startTrialInWizard(page);
    await screenshot(page, 'home-wizard-stepe1-phone');
    await wizard(page).getByLabel('Your photo').setInputFiles(PORTRAIT);
    await page.waitForURL(/#stepe2$/, { timeout: 60_000 });
    await wizard(page).getByRole('textbox', { name: 'Your name' }).fill('Grace Hopper');
    await wizard(page).getByRole('textbox', { name: 'Birth date' }).fill('9 Dec 1906');
    await screenshot(page, 'home-wizard-stepe2-phone');
    await wizard(page).getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/#stepe3$/);

    await page.reload();
    await wizard(page).getByRole('heading', { name: 'Add more photos' }).waitFor();
    await wizard(page).getByLabel('More photos').setInputFiles([await jpegNamed('beach.jpg', 10), await jpegNamed('garden.jpg', 200)]);
    await wizard(page).getByText('beach.jpg').waitFor();
    await wizard(page).getByRole('button', { name: 'Finish' }).click();
    await wizard(page).waitFor({ state: 'detached' });

    // She is in her tree now, born when she said; the dashboard has no missing files for her.
    const user = (await (await page.request.get(`${app.url}/api/user`)).json()) as { user: { person: string | null; onboarding_done: boolean } };
    expect(user.user.onboarding_done).toBe(true);
    const person = (await (await page.request.get(`${app.url}/api/person/${user.user.person}`)).json()) as { person: { name: string } };
    expect(person.person.name).toBe('Grace Hopper');
    expect(await missingCard(page).count()).toBe(0);

    // A third newcomer skips at once: the wizard stays away, even on a resuming address.
    const other = await newPage(browser, DESKTOP);
    await signUp(other.page, app, 'Skipping Tester');
    await wizard(other.page).getByRole('button', { name: 'Skip', exact: true }).click();
    await wizard(other.page).waitFor({ state: 'detached' });
    await other.page.goto(`${app.url}/#stepe3`);
    await other.page.locator('section#getting-started').waitFor();
    expect(await wizard(other.page).count()).toBe(0);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.context().close();
    await page.context().close();
  }, 180_000);
});

describe('home: memories', () => {
  it("today's memories: photos from this day in earlier years, a birthday remembered, a tree person's first photos, and the day's slideshow", async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Memory Tester');
    await wizard(page).getByRole('button', { name: 'Skip', exact: true }).click();
    await wizard(page).waitFor({ state: 'detached' });
    await startTrial(page);

    // The card follows the browser's calendar day: a run that would cross midnight waits for the new day.
    const msToMidnight = await page.evaluate(() => new Date().setHours(24, 0, 0, 0) - Date.now());
    if (msToMidnight < 120_000) await page.waitForTimeout(msToMidnight + 1000);
    const today = await page.evaluate(() => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1, day: new Date().getDate() }));
    const exifDate = (year: number) => `${year}:${String(today.month).padStart(2, '0')}:${String(today.day).padStart(2, '0')} 10:00:00`;
    const datedJpeg = async (name: string, year: number, shade: number) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 120, b: 90 } } })
        .jpeg()
        .withExif({ IFD0: { Make: 'Heirloom test' }, IFD2: { DateTimeOriginal: exifDate(year) } })
        .toBuffer(),
    });
    const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    const tree = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Rose /Alder/', '1 SEX F', '1 BIRT', `2 DATE ${today.day} ${MONTHS[today.month - 1]} 1926`, '1 DEAT', '2 DATE 1990', '0 TRLR', ''].join('\n');

    await page.goto(`${app.url}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload files' }).waitFor();
    await page
      .getByRole('main')
      .locator('input[aria-label="Files to upload"]')
      .setInputFiles([
        await datedJpeg('picnic.jpg', 2016, 40),
        await datedJpeg('garden.jpg', 2021, 200),
        { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await readFile(FACE) },
      ]);
    await page.locator('input[aria-label="GEDCOM file to upload"]').setInputFiles({ name: 'alder.ged', mimeType: 'application/octet-stream', buffer: Buffer.from(tree) });
    // Processing is the server's: wait until the day's memories hold both photos and the birthday.
    const day = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
    await expect
      .poll(
        async () => {
          const memories = (await (await page.request.get(`${app.url}/api/memories?date=${day}`)).json()) as { on_this_day: unknown[]; people: unknown[] };
          return [memories.on_this_day.length, memories.people.length];
        },
        { timeout: 90_000, interval: 500 },
      )
      .toEqual([2, 1]);
    // Rose's first face linked (her first photo, dated 1950): "First photos of Rose Alder" joins the day.
    const api = async <T>(path: string): Promise<T> => (await page.request.get(`${app.url}/api${path}`)).json() as Promise<T>;
    const post = async (path: string, data?: unknown) => (await page.request.post(`${app.url}/api${path}`, { data, headers: { 'x-requested-with': 'heirloom', Origin: app.url } })).status();
    const found = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
      let value: T | undefined;
      await expect.poll(async () => (value = await read()) !== undefined, { timeout: 60_000, interval: 300, message: what }).toBe(true);
      return value!;
    };
    const portraitId = await found(async () => (await api<{ photos: Array<{ id: string; name: string }> }>('/photos')).photos.find((photo) => photo.name === 'portrait.jpg')?.id, 'the portrait is stored');
    const faceId = await found(async () => (await api<{ faces?: Array<{ id: string }> }>(`/photo/${portraitId}/people`)).faces?.[0]?.id, 'its face is found');
    const roseId = (await api<{ persons: Array<{ id: string; name: string }> }>('/persons?q=Rose')).persons.find((person) => person.name === 'Rose Alder')!.id;
    expect(await post(`/person/${roseId}/face/${faceId}`)).toBe(200);
    expect(await post(`/photo/${portraitId}`, { date_taken: '1950' })).toBe(200);

    await page.goto(`${app.url}/`);
    const card = page.locator('section#memories');
    await card.getByRole('heading', { name: 'On this day' }).waitFor();
    await card.getByText(`Rose Alder would have been ${today.year - 1926} today`).waitFor();
    await card.getByText(`${today.year - 2016} years ago`).waitFor();
    await card.getByText(`${today.year - 2021} years ago`).waitFor();
    await card.getByRole('region', { name: 'First photos of Rose Alder' }).getByRole('button', { name: /^First photos of Rose Alder: photo 1 of 1, 1950/ }).waitFor();
    await screenshot(page, 'home-memories-desktop');

    // A thumbnail opens the day's slideshow there; Escape closes it.
    await card.getByRole('button', { name: new RegExp(`^${today.year - 2016} years ago: photo 1 of 1`) }).click();
    const slideshow = page.getByTestId('slideshow');
    await slideshow.waitFor();
    await page.getByRole('dialog', { name: 'Slideshow' }).getByText(`${today.year - 2016} years ago`).waitFor();
    await page.keyboard.press('Escape');
    await slideshow.waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await card.getByRole('button', { name: 'Play slideshow' }).click();
    await slideshow.waitFor();
    // The caption has the phone's width to itself, not the sliver left beside the buttons.
    const caption = page.getByRole('dialog', { name: 'Slideshow' }).getByText(/^Rose Alder would have been/);
    await caption.waitFor();
    const fit = await caption.evaluate((element) => ({ text: element.textContent, needs: element.scrollWidth, has: element.clientWidth }));
    expect(fit.needs, `the caption '${fit.text}' needs ${fit.needs} px and has ${fit.has}`).toBeLessThanOrEqual(fit.has);
    await screenshot(page, 'home-memories-slideshow-phone');
    await page.getByRole('button', { name: 'Close slideshow' }).click();
    await screenshot(page, 'home-memories-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
