import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DRAWN_FACE_TOO_SMALL } from '@heirloom/shared/rules/drawn-face';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, sharedBrowser, windowScreenshot } from './support/browser';
import { signUpWithTrial } from './support/accounts';
import { pageApi, uploadAs } from './support/page-api';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const facesPhoto = (relative: string) => resolve('../shared/testdata/photos/faces', relative);
/** A tiny original (200 x 150), made from a test photo: the lightbox must not blow it up. */
const SMALL = resolve('test-results/drawn-faces/small-portrait.jpg');

type Face = { id: string; person_id: string | null; bounding_box: { left: number; top: number; width: number; height: number }; added_by_hand?: boolean; person: { name: string } | null };

const rectOf = async (locator: Locator) => (await locator.boundingBox())!;
/** A point of the picture, by fractions of it, in page pixels. */
const onPicture = (picture: { x: number; y: number; width: number; height: number }, fx: number, fy: number) => ({ x: picture.x + fx * picture.width, y: picture.y + fy * picture.height });

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** A finger drawn across the screen, as a phone's touch screen sends it (pointer events of type touch). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= 8; step++) {
    const at = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('a face the detector missed, in Chromium', () => {
  it('is drawn over the photo and named on a desktop and with a finger on a phone; small photos are shown at their own size with their faces on them', async () => {
    mkdirSync(resolve('test-results/drawn-faces'), { recursive: true });
    writeFileSync(SMALL, await sharp(facesPhoto('train/obama/obama.jpg')).resize(200, 150, { fit: 'cover' }).jpeg().toBuffer());
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, page, 'Ada Draws');
    for (const file of [facesPhoto('train/obama/obama.jpg'), facesPhoto('train/biden/biden2.jpg'), SMALL]) await uploadAs(app, page, file);
    const listed = async () => (await pageApi(app, page).get<{ photos: Array<{ id: string; name: string }> }>('/photos')).photos;
    await expect.poll(async () => (await listed()).length, { timeout: 120_000, interval: 1000 }).toBe(3);
    const photos = await listed();
    const idOf = (name: string) => photos.find((photo) => photo.name === name)!.id;
    const facesOf = (name: string) => pageApi(app, page).get<{ faces: Face[] }>(`/photo/${idOf(name)}/people`).then((body) => body.faces);
    await expect.poll(async () => (await facesOf('obama.jpg')).length, { timeout: 120_000, interval: 1000 }).toBe(1);
    await expect.poll(async () => (await facesOf('biden2.jpg')).length, { timeout: 120_000, interval: 1000 }).toBe(1);

    // Desktop: 'Tag a face', a drag over an empty part of the photo, and a new person by name.
    await page.goto(`${app.url}/photo/${idOf('obama.jpg')}`);
    await page.getByRole('button', { name: 'Face: Who is this?' }).waitFor();
    // The photo's own caption (its EXIF description) is under it, unseen while a face is drawn: the
    // drawing's hint takes the foot of the window then (it was drawn over the caption).
    const caption = page.getByText(/President Barack Obama is photographed/);
    await caption.waitFor();
    await page.getByRole('button', { name: 'Tag a face' }).click();
    const layer = page.getByTestId('face-drawing-layer');
    await layer.waitFor();
    expect(await caption.isVisible()).toBe(false);
    const picture = await rectOf(page.getByTestId('lightbox-picture'));
    expect(await rectOf(layer)).toEqual(picture);
    // A slip of the mouse is too small to be a face, and says so.
    await mouseDrag(page, onPicture(picture, 0.5, 0.05), onPicture(picture, 0.505, 0.055));
    await page.getByRole('alert').filter({ hasText: DRAWN_FACE_TOO_SMALL }).waitFor();
    await windowScreenshot(page, 'faces-drawn-too-small-desktop');
    // Escape ends the drawing and leaves the lightbox open on this photo; 'Tag a face' starts it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => layer.count()).toBe(0);
    expect(page.url()).toBe(`${app.url}/photo/${idOf('obama.jpg')}`);
    await page.getByRole('button', { name: 'Tag a face' }).click();
    await layer.waitFor();
    await mouseDrag(page, onPicture(picture, 0.04, 0.05), onPicture(picture, 0.24, 0.3));
    const who = page.getByRole('dialog', { name: 'Who is this?' });
    await who.getByRole('combobox', { name: 'Name' }).fill('Grandma Rose');
    await windowScreenshot(page, 'faces-drawn-dialog-desktop');
    await who.getByRole('button', { name: 'Create new person “Grandma Rose”' }).click();
    const grandma = page.getByRole('button', { name: 'Face: Grandma Rose' });
    await grandma.waitFor();
    await expect.poll(() => layer.count()).toBe(0);
    await windowScreenshot(page, 'faces-drawn-added-desktop');

    const drawn = (await facesOf('obama.jpg')).find((face) => face.added_by_hand)!;
    expect(drawn.person?.name).toBe('Grandma Rose');
    expect(drawn.bounding_box.left).toBeCloseTo(0.04, 2);
    expect(drawn.bounding_box.top).toBeCloseTo(0.05, 2);
    expect(drawn.bounding_box.width).toBeCloseTo(0.2, 2);
    expect(drawn.bounding_box.height).toBeCloseTo(0.25, 2);
    // Its box is where it was drawn on the picture, as every face box is.
    const box = await rectOf(grandma);
    expect(box.x).toBeCloseTo(picture.x + 0.04 * picture.width, 0);
    expect(box.y).toBeCloseTo(picture.y + 0.05 * picture.height, 0);
    expect(box.width).toBeCloseTo(0.2 * picture.width, 0);

    // Its face menu is the one found faces have.
    await grandma.click();
    const menu = page.getByRole('dialog', { name: 'Grandma Rose' });
    await menu.getByRole('button', { name: 'Use as person icon' }).waitFor();
    await menu.getByRole('button', { name: 'Face is not Grandma Rose' }).waitFor();
    await page.keyboard.press('Escape');

    // A small original is shown at its own size, centred, and its faces' layer is the picture's rectangle.
    await page.goto(`${app.url}/photo/${idOf('small-portrait.jpg')}`);
    const smallPicture = page.getByTestId('lightbox-picture');
    await smallPicture.locator('img:not([aria-hidden])').waitFor();
    const small = await rectOf(smallPicture);
    expect([Math.round(small.width), Math.round(small.height)]).toEqual([200, 150]);
    expect(small.x + small.width / 2).toBeCloseTo(DESKTOP.width / 2, 0);
    await page.getByTestId('photo-faces').waitFor({ state: 'attached' });
    expect(await rectOf(page.getByTestId('photo-faces'))).toEqual(small);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid="lightbox-picture"] img:not([aria-hidden])')?.complete);
    expect(await rectOf(smallPicture.locator('img:not([aria-hidden])'))).toEqual(small);
    await windowScreenshot(page, 'faces-drawn-small-photo-desktop');

    // From the keyboard, on the small photo: Enter puts a box in the middle, the arrows move it, Enter takes it.
    await page.getByRole('button', { name: 'Tag a face' }).press('Enter');
    const keyLayer = page.getByRole('application', { name: 'Draw a box around the face' });
    await expect.poll(() => keyLayer.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Enter');
    const keyWho = page.getByRole('dialog', { name: 'Who is this?' });
    await keyWho.getByRole('combobox', { name: 'Name' }).fill('Cousin Kit');
    await page.keyboard.press('Enter');
    const kit = page.getByRole('button', { name: 'Face: Cousin Kit' });
    await kit.waitFor();
    await windowScreenshot(page, 'faces-drawn-small-photo-keyboard-desktop');
    const keyed = (await facesOf('small-portrait.jpg')).find((face) => face.added_by_hand)!;
    expect(keyed.bounding_box.left).toBeCloseTo(0.35, 5);
    expect(keyed.bounding_box.top).toBeCloseTo(0.375, 5);
    expect(keyed.bounding_box.width).toBeCloseTo(0.21, 5);
    // Its box sits on the 200 x 150 picture, not on the stage around it.
    const kitBox = await rectOf(kit);
    expect(kitBox.x).toBeCloseTo(small.x + 0.35 * small.width, 0);
    expect(kitBox.y).toBeCloseTo(small.y + 0.375 * small.height, 0);
    expect(kitBox.width).toBeCloseTo(0.21 * small.width, 0);

    // Phone: a finger draws the face, and someone already in the tree is chosen.
    await page.setViewportSize(PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const bidenPhoto = `${app.url}/photo/${idOf('biden2.jpg')}`;
    await page.goto(bidenPhoto);
    await page.getByRole('button', { name: 'Face: Who is this?' }).waitFor();
    await page.getByRole('button', { name: 'Tag a face' }).click();
    await layer.waitFor();
    await windowScreenshot(page, 'faces-drawn-drawing-phone');
    const phonePicture = await rectOf(page.getByTestId('lightbox-picture'));
    // Right to left, as a swipe to the next photo would go: here it draws.
    await touchDrag(page, onPicture(phonePicture, 0.95, 0.55), onPicture(phonePicture, 0.7, 0.9));
    const phoneWho = page.getByRole('dialog', { name: 'Who is this?' });
    await phoneWho.getByRole('combobox', { name: 'Name' }).fill('Grandma');
    await phoneWho.getByRole('option', { name: 'Grandma Rose' }).waitFor();
    await windowScreenshot(page, 'faces-drawn-dialog-phone');
    await phoneWho.getByRole('option', { name: 'Grandma Rose' }).click();
    await page.getByRole('button', { name: 'Face: Grandma Rose' }).waitFor();
    expect(page.url()).toBe(bidenPhoto);
    await windowScreenshot(page, 'faces-drawn-added-phone');
    const onPhone = (await facesOf('biden2.jpg')).find((face) => face.added_by_hand)!;
    expect(onPhone.bounding_box.left).toBeCloseTo(0.7, 2);
    expect(onPhone.bounding_box.width).toBeCloseTo(0.25, 2);

    // Grandma's photos are the two she was drawn in.
    const grandmaId = drawn.person_id!;
    const hers = (await pageApi(app, page).get<{ photos: Array<{ name: string }> }>(`/photos?person_id=${grandmaId}`)).photos.map((photo) => photo.name).sort();
    expect(hers).toEqual(['biden2.jpg', 'obama.jpg']);
    expect(errors).toEqual([]);
  }, 240_000);
});
