import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { closeWindows, newPage, PHONE, sharedBrowser } from './support/browser';
import { openApp } from './support/open-app';
import { pageApi, uploadAs } from './support/page-api';

let app: RunningApp;
let browser: Browser;
let folder: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
  folder = mkdtempSync(join(tmpdir(), 'keyboard-'));
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const DESKTOP_WIDE = { width: 1440, height: 900 } as const;
/** A loaded machine draws slowly: states are waited for, never slept on. */
const SLOW = { timeout: 60_000 } as const;

/** Three photos, one with a face to name. */
const PHOTOS = ['faces/train/obama/obama.jpg', 'immich-test-assets/albums_nature_tanners_ridge.jpg', 'immich-test-assets/albums_nature_prairie_falcon.jpg'].map((relative) =>
  resolve('../shared/testdata/photos', relative),
);

/** Three generations, small enough to import in seconds: Rose's parents over her, her son under her. */
const GEDCOM = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Joseph /Kennedy/
1 SEX M
1 FAMS @F1@
0 @I2@ INDI
1 NAME Mary /Fitzgerald/
1 SEX F
1 FAMS @F1@
0 @I3@ INDI
1 NAME Rose /Kennedy/
1 SEX F
1 FAMC @F1@
1 FAMS @F2@
0 @I4@ INDI
1 NAME Patrick /Smith/
1 SEX M
1 FAMS @F2@
0 @I5@ INDI
1 NAME Edward /Smith/
1 SEX M
1 FAMC @F2@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 CHIL @I3@
0 @F2@ FAM
1 HUSB @I4@
1 WIFE @I3@
1 CHIL @I5@
0 TRLR
`;

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300); // focus rings and dialogs fade in
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

/** What has the keyboard's focus: its accessible name (aria-label, else its text) and whether the browser draws a ring for it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', ring: false, tag: 'body' };
    // A photo card draws the ring of its open link itself (the picture covers the link's own).
    const drawer = element.matches('[data-photo-card] > a') ? element.parentElement! : element;
    const style = getComputedStyle(drawer);
    const ring = element.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return { name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '', ring, tag: element.tagName.toLowerCase() };
  });

/** Presses Tab until an element whose name matches `name` has the focus (or gives up after `limit`). */
async function tabTo(page: Page, name: RegExp, limit = 40, key = 'Tab') {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (name.test(now.name)) return now;
  }
  throw new Error(`${key} never reached ${name} (last: ${(await focused(page)).name})`);
}

describe('keyboard only, in Chromium (issue 31 item 5)', () => {
  it('walks the strip, the lightbox, a face menu and the tree without a mouse, with a visible focus ring everywhere', async () => {
    const { page, errors } = await newPage(browser, DESKTOP_WIDE);
    await signUpWithTrial(app, page, 'Kay Board');
    const api = pageApi(app, page);
    const gedcom = join(folder, 'kennedy-small.ged');
    writeFileSync(gedcom, GEDCOM);
    await uploadAs(app, page, gedcom, 'application/octet-stream');
    for (const photo of PHOTOS) await uploadAs(app, page, photo, 'image/jpeg');
    await expect.poll(async () => (await api.get<{ imports: Array<{ status: string }> }>('/imports')).imports[0]?.status, { timeout: 120_000, interval: 1000 }).toBe('done');
    await expect.poll(async () => (await api.get<{ photos: unknown[] }>('/photos')).photos.length, { timeout: 120_000, interval: 1000 }).toBe(PHOTOS.length);
    const photos = (await api.get<{ photos: Array<{ id: string; name: string }> }>('/photos')).photos;
    const obama = photos.find((photo) => photo.name === 'obama.jpg')!;
    await expect.poll(async () => (await api.get<{ faces: unknown[] }>(`/photo/${obama.id}/people`)).faces.length, { timeout: 120_000, interval: 1000 }).toBeGreaterThan(0);

    // The strip: Tab reaches the first photo's link, with a ring; arrow keys are not needed to move on, Tab does.
    await page.goto(`${app.url}/photos/strip`);
    await page.locator('[data-photo-card]').nth(PHOTOS.length - 1).waitFor(SLOW);
    const first = await tabTo(page, /^Open /, 60);
    expect.soft(first.ring).toBe(true);
    await shoot(page, 'keyboard-strip-focus-desktop');
    const second = await tabTo(page, /^Open /);
    expect.soft(second.ring).toBe(true);
    expect(second.name).not.toBe(first.name);
    const openedName = second.name;

    // Enter opens the photo in the lightbox; the arrow keys move along the strip.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/photo\/[^/?]+/, SLOW);
    await page.getByText(/^2 of 3/).waitFor(SLOW);
    const opened = page.url();
    await page.keyboard.press('ArrowRight');
    await page.getByText(/^3 of 3/).waitFor(SLOW);
    await page.keyboard.press('ArrowLeft');
    await page.getByText(/^2 of 3/).waitFor(SLOW);
    expect(page.url()).toBe(opened);

    // Every control of the lightbox is reached with Tab, each with a ring.
    for (const control of [/^Close$/, /^Download$/, /^Details$/]) {
      const reached = await tabTo(page, control, 20);
      expect.soft(reached.ring, `${control} has a focus ring`).toBe(true);
    }
    await shoot(page, 'keyboard-lightbox-details-focus-desktop');
    // The info panel opens from the keyboard and Escape closes it, leaving the lightbox open.
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Photo details' });
    await panel.waitFor(SLOW);
    await shoot(page, 'keyboard-lightbox-panel-desktop');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', ...SLOW });
    expect(page.url()).toBe(opened);

    // Escape closes the lightbox; the focus is back on the photo it was opened from.
    await page.keyboard.press('Escape');
    await page.waitForURL(`${app.url}/photos/strip`, SLOW);
    await expect.poll(async () => (await focused(page)).name, SLOW).toBe(openedName);
    expect.soft((await focused(page)).ring).toBe(true);
    await shoot(page, 'keyboard-strip-focus-returned-desktop');

    // A face: a named button reached with Tab; Enter opens its menu, the arrow keys and Enter choose someone from the tree.
    await page.goto(`${app.url}/photo/${obama.id}`);
    await page.getByRole('button', { name: /^Face: / }).first().waitFor(SLOW);
    const face = await tabTo(page, /^Face: /, 30);
    expect.soft(face.ring).toBe(true);
    await shoot(page, 'keyboard-face-focus-desktop');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Who is this?' });
    await menu.waitFor(SLOW);
    await expect.poll(async () => (await focused(page)).name, SLOW).toBe('Name'); // typing starts at once
    await page.keyboard.type('Rose');
    await menu.getByRole('option', { name: 'Rose Kennedy' }).waitFor(SLOW);
    await page.keyboard.press('ArrowDown');
    await shoot(page, 'keyboard-face-menu-desktop');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Face: Rose Kennedy' }).waitFor(SLOW);
    await menu.waitFor({ state: 'hidden', ...SLOW });
    await expect.poll(async () => (await focused(page)).name, SLOW).toBe('Face: Rose Kennedy');

    // Escape closes the face menu and only the menu: the photo stays open, the focus back on the face.
    await page.keyboard.press('Enter');
    const roseMenu = page.getByRole('dialog', { name: 'Rose Kennedy' });
    await roseMenu.waitFor(SLOW);
    await page.keyboard.press('Escape');
    await roseMenu.waitFor({ state: 'hidden', ...SLOW });
    expect(page.url()).toContain(`/photo/${obama.id}`);
    await expect.poll(async () => (await focused(page)).name, SLOW).toBe('Face: Rose Kennedy');

    // A strip card's faces button opens the same menu through a list of its faces; closing it returns to the button.
    // The strip's card names her once the naming has reached the photo list: read the strip again until it does.
    await expect
      .poll(async () => {
        await page.goto(`${app.url}/photos/strip`);
        await page.locator('[data-photo-card]').nth(PHOTOS.length - 1).waitFor(SLOW);
        return page.getByRole('button', { name: 'Faces: Rose Kennedy' }).count();
      }, SLOW)
      .toBeGreaterThan(0);
    const cardFaces = await tabTo(page, /^Faces: Rose Kennedy$/, 150);
    expect.soft(cardFaces.ring).toBe(true);
    await page.keyboard.press('Enter');
    // The list opens with its first face highlighted (or the arrow keys highlight it); Enter chooses it.
    // An ArrowDown pressed while the list is still taking the focus is lost, so it is pressed until the face is highlighted.
    const listed = page.getByRole('menuitem', { name: 'Rose Kennedy' });
    await listed.waitFor(SLOW);
    await expect
      .poll(async () => {
        if ((await listed.getAttribute('data-highlighted')) === null) await page.keyboard.press('ArrowDown');
        return listed.getAttribute('data-highlighted');
      }, SLOW)
      .not.toBeNull();
    // Enter chooses it. Under load an Enter pressed while the list still settles can be lost (a full
    // run waited 60 s for a menu that never opened): pressed again while the face is still offered.
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => {
        if (await roseMenu.isVisible()) return true;
        if ((await listed.isVisible()) && (await listed.getAttribute('data-highlighted')) !== null) await page.keyboard.press('Enter');
        return roseMenu.isVisible();
      }, SLOW)
      .toBe(true);
    await page.keyboard.press('Escape');
    await roseMenu.waitFor({ state: 'hidden', ...SLOW });
    await expect.poll(async () => (await focused(page)).name, SLOW).toBe('Faces: Rose Kennedy');

    // The tree: Tab moves between the people's cards (each with a ring), so do the arrow keys, Enter re-centres, the card's own control opens the person.
    const rose = (await api.get<{ persons: Array<{ id: string }> }>('/persons?q=Rose')).persons[0]!;
    await page.goto(`${app.url}/graph?person=${rose.id}`);
    await page.locator(`[data-testid="tree-canvas"] [data-person="${rose.id}"]`).first().waitFor(SLOW);
    await expect.poll(() => page.locator('[aria-busy]:has([data-testid="tree-canvas"])').getAttribute('aria-busy'), SLOW).toBe('false');
    const card = await tabTo(page, /^Centre the tree on Joseph Kennedy$/, 60);
    expect.soft(card.ring).toBe(true);
    await shoot(page, 'keyboard-tree-card-focus-desktop');
    // The arrow keys go from card to card: down from her father to her, down to her son, and up again.
    const arrowTo = async (key: string, name: RegExp) => {
      await page.keyboard.press(key);
      await expect.poll(async () => (await focused(page)).name, SLOW).toMatch(name);
    };
    await arrowTo('ArrowDown', /^Rose Kennedy \(centre of the tree\)$/);
    await arrowTo('ArrowDown', /^Centre the tree on Edward Smith$/);
    await arrowTo('ArrowUp', /^Rose Kennedy \(centre of the tree\)$/);
    await arrowTo('ArrowUp', /^Centre the tree on (Joseph Kennedy|Mary Fitzgerald)$/);
    if ((await focused(page)).name.includes('Mary')) await arrowTo('ArrowLeft', /^Centre the tree on Joseph Kennedy$/);
    await page.keyboard.press('Enter');
    const joseph = (await api.get<{ persons: Array<{ id: string }> }>('/persons?q=Joseph')).persons[0]!;
    await page.waitForURL(new RegExp(`person=${joseph.id}`), SLOW);
    await page.getByRole('button', { name: 'Joseph Kennedy (centre of the tree)' }).waitFor(SLOW);
    const open = await tabTo(page, /^Open Joseph Kennedy$/, 30);
    expect.soft(open.ring).toBe(true);
    await shoot(page, 'keyboard-tree-open-focus-desktop');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/person/${joseph.id}`, SLOW);

    // On a phone, the strip's focus ring shows too.
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/photos/strip`);
    await phone.page.locator('[data-photo-card]').nth(PHOTOS.length - 1).waitFor(SLOW);
    expect.soft((await tabTo(phone.page, /^Open /, 60)).ring).toBe(true);
    await shoot(phone.page, 'keyboard-strip-focus-phone');

    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  }, 180_000);
});
