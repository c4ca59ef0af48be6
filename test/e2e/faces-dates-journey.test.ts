import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, newPage, PHONE, sharedBrowser, windowScreenshot } from './support/browser';
import { signUpWithTrial } from './support/accounts';
import { pageApi } from './support/page-api';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const WIDE = { width: 1440, height: 900 } as const;
const PORTRAIT = readFileSync(resolve('../shared/testdata/photos/faces/train/obama/obama.jpg'));
/** The portrait as a camera wrote it on a day: its original time is a date worth trusting. */
const cameraPhoto = (width: number, original: string) =>
  sharp(PORTRAIT).resize({ width }).jpeg({ quality: 88 }).withExif({ IFD0: { Make: 'Canon', Model: 'Canon EOS 5D' }, IFD2: { DateTimeOriginal: original } }).toBuffer();

async function upload(page: Page, name: string, bytes: Buffer): Promise<void> {
  const grant = await pageApi(app, page).post<{ url: string; headers: Record<string, string> }>('/upload_url', { name, contenttype: 'image/jpeg', size: bytes.length });
  const put = await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`PUT ${name}: ${put.status}`);
}

type SeenOnce = { faces: Array<{ id: string; image_id: string }> };
type Faces = { faces: Array<{ person_id: string | null; kept_apart_from: unknown[] }> };

describe("faces and dates, in Chromium (issue 30 items 4 and 5)", () => {
  it("offers a face seen once on home and names it; a later camera photo is kept apart with its reason, and one click overrides", async () => {
    const { page, errors } = await newPage(browser, WIDE);
    await signUpWithTrial(app, page, 'Ada Dates');

    // A face in one photo only: home asks who it is, and naming it makes the person.
    await upload(page, 'karl-1948.jpg', await cameraPhoto(900, '1948:05:01 10:00:00'));
    await expect.poll(async () => (await pageApi(app, page).get<SeenOnce>('/faces/seen_once')).faces.length, { timeout: 60_000, interval: 1000 }).toBe(1);
    await page.goto(`${app.url}/#who-is-this`);
    const card = page.getByTestId('face-seen-once');
    await card.getByRole('img', { name: 'A face nobody is named on yet' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await windowScreenshot(page, 'faces-seen-once-desktop');
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await windowScreenshot(page, 'faces-seen-once-phone');
    await page.setViewportSize(WIDE);
    const field = card.getByRole('combobox', { name: 'Name' });
    await field.fill('Karl Vogel');
    await field.press('Enter');
    await page.getByText('Thank you: every face here has a name now.').waitFor();
    const karl = (await pageApi(app, page).get<{ persons: Array<{ id: string; name: string }> }>('/persons?q=Karl')).persons[0]!;
    expect(karl.name).toBe('Karl Vogel');
    await pageApi(app, page).post('/event', { event_type: 'death', person_id: karl.id, event_role: 'died', start_date: '1950' });

    // A camera photo of 1972 looks like him, but he died in 1950: kept apart, and the photo's face says why.
    await upload(page, 'karl-1972.jpg', await cameraPhoto(760, '1972:07:14 15:30:00'));
    let photoId = '';
    await expect
      .poll(
        async () => {
          const face = (await pageApi(app, page).get<SeenOnce>('/faces/seen_once')).faces[0];
          photoId = face?.image_id ?? '';
          return face ? (await pageApi(app, page).get<Faces>(`/photo/${photoId}/people`)).faces[0]?.kept_apart_from.length : 0;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1);
    await page.goto(`${app.url}/photo/${photoId}`);
    await page.getByRole('button', { name: 'Face: Who is this?' }).click();
    const menu = page.getByRole('dialog', { name: 'Who is this?' });
    await menu.getByText('Kept apart from Karl Vogel: died 1950, photo taken 1972').waitFor();
    await windowScreenshot(page, 'faces-kept-apart-desktop');
    await page.setViewportSize(PHONE);
    await windowScreenshot(page, 'faces-kept-apart-phone');
    await menu.getByRole('button', { name: 'It is Karl Vogel' }).click();
    await page.getByRole('button', { name: 'Face: Karl Vogel' }).waitFor();
    const [face] = (await pageApi(app, page).get<Faces>(`/photo/${photoId}/people`)).faces;
    expect(face).toMatchObject({ person_id: karl.id, kept_apart_from: [] });
    expect(errors).toEqual([]);
  }, 180_000);
});
