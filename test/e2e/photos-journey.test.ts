import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser, windowScreenshot } from './support/browser';
import { signUp, signUpWithTrial } from './support/accounts';
import { pageApi, uploadAs } from './support/page-api';
import { zipEntries } from '../support/read-zip';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const photo = (relative: string) => resolve('../shared/testdata/photos/immich-test-assets', relative);

/** Eight photos: two with GPS and a date, two with a date only, four with neither (one a handwritten page). */
const LIBRARY = [
  'metadata_gps-position_thompson-springs.jpg',
  'metadata_dates_datetimeoriginal-gps.jpg',
  'albums_nature_tanners_ridge.jpg',
  'albums_nature_prairie_falcon.jpg',
  'albums_nature_wood_anemones.jpg',
  'albums_nature_silver_fir.jpg',
  'albums_nature_polemonium_reptans.jpg',
  'albums_text_handwritten-notes.jpg',
];
const UNDATED = 4;

interface ApiPhoto {
  id: string;
  name: string;
  date_taken: string | null;
  location_id: string | null;
  location: { formatted_address: string } | null;
  thumbnail_urls: Record<'64' | '300' | '1600', string>;
  image_url: string;
}

/** The API as the page calls it: its cookies and the CSRF header. */

/** Uploads a file the way the web client does (POST /api/upload_url, then PUT to the signed URL). */

const allPhotos = async (page: Page, query = '') => (await pageApi(app, page).get<{ photos: ApiPhoto[] }>(`/photos${query}`)).photos;

/** Full-page shots start at the top, so sticky bars are drawn where they belong. */
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400); // drawers and dialogs slide in
  return screenshot(page, name);
}

/** Waits until the strip shows its cards and their thumbnails have loaded. */
async function stripReady(page: Page, count?: number) {
  if (count !== undefined) await expect.poll(() => page.locator('[data-photo-card]').count(), { timeout: 20_000 }).toBe(count);
  else await page.locator('[data-photo-card]').first().waitFor();
  await expect.poll(() => page.locator('[data-photo-card] [data-image-state="loading"]').count(), { timeout: 20_000 }).toBe(0);
}

const card = (page: Page, id: string) => page.locator(`[data-photo-card="${id}"]`);
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the photo library, in Chromium', () => {
  it('filters, selects a range, dates photos in bulk, converts a photo to a document and back, corrects and turns an image, adds a favourite, shows the lightbox, the slideshow and the map', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, page, 'Grace Hopper');
    for (const name of LIBRARY) await uploadAs(app, page, photo(name));
    await expect.poll(async () => (await allPhotos(page)).length, { timeout: 120_000, interval: 500 }).toBe(LIBRARY.length);
    const byName = new Map((await allPhotos(page)).map((p) => [p.name, p]));
    const gps = byName.get('metadata_gps-position_thompson-springs.jpg')!;
    expect(gps.location?.formatted_address).toBe('Grand Junction, Colorado, United States');

    // The strip: every photo by month, newest first, undated last.
    const drawer = page.getByRole('navigation', { name: 'Heirloom' });
    await drawer.getByRole('link', { name: 'View Photos' }).click();
    await page.waitForURL(`${app.url}/photos/strip`);
    await page.getByRole('heading', { level: 1, name: 'Photos' }).waitFor();
    await stripReady(page, LIBRARY.length);
    await page.getByText(`${LIBRARY.length} items, newest first`).waitFor();
    await page.getByRole('heading', { level: 2, name: /^No date/ }).waitFor();
    await shoot(page, 'photos-strip-desktop');

    // No Date from the filter menu: only the undated photos.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitem', { name: 'No Date' }).click();
    await page.waitForURL(`${app.url}/photos/strip?no_date=true`);
    await page.getByRole('heading', { level: 1, name: 'Photos with no date' }).waitFor();
    await stripReady(page, UNDATED);

    // Select a range with Shift: the first photo and the third select three (the month's own check, 'Select all of …', is not one of them).
    const boxes = page.getByRole('checkbox', { name: /^Select (?!all of )/ });
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
    // The Shift-click waits for the first click's selection (its anchor), as a person sees it before going on.
    await boxes.nth(0).click();
    await toolbar.getByText('1 item selected').waitFor();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    await toolbar.getByText('3 items selected').waitFor();
    await toolbar.getByRole('button', { name: 'Delete selected Items' }).waitFor(); // all three are mine
    await shoot(page, 'photos-selection-desktop');
    const chosen = await page.locator('[data-photo-card][data-selected]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-photo-card')!));
    expect(chosen).toHaveLength(3);

    // Download: the three as one zip, prepared in the background (a panel follows it) and downloaded once ready.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), toolbar.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^heirloom-photos-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipped = (await zipEntries(readFileSync(await download.path()))).map((entry) => entry.path);
    const namesOf = new Map((await allPhotos(page)).map((p) => [p.id, p.name]));
    expect(zipped.sort()).toEqual(chosen.map((id) => namesOf.get(id)!).sort());
    const ready = page.getByRole('region', { name: 'Your download is ready' });
    await ready.getByRole('button', { name: 'Download again' }).waitFor();
    await shoot(page, 'photos-download-ready-desktop');
    await ready.getByRole('button', { name: 'Close' }).click();
    // The selection did its job; the same three again for what follows.
    await toolbar.waitFor({ state: 'hidden' });
    await boxes.nth(0).click();
    await toolbar.getByText('1 item selected').waitFor();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    await toolbar.getByText('3 items selected').waitFor();

    // Update Selected Items: a date for all three; they leave the No Date list.
    await toolbar.getByRole('button', { name: 'Update Selected Items' }).click();
    const bulk = page.getByRole('dialog', { name: 'Update Selected Items' });
    await bulk.getByRole('textbox', { name: 'Date' }).fill('Smarch 1950');
    await bulk.getByRole('button', { name: 'Update 3 items' }).click();
    await bulk.getByText(/Check the month/).waitFor();
    await windowScreenshot(page, 'photos-bulk-update-desktop');
    await bulk.getByRole('textbox', { name: 'Date' }).fill('May 1950');
    await bulk.getByRole('button', { name: 'Update 3 items' }).click();
    await bulk.waitFor({ state: 'hidden' });
    await stripReady(page, UNDATED - 3);
    for (const id of chosen) expect((await pageApi(app, page).get<{ photo: ApiPhoto }>(`/photo/${id}`)).photo.date_taken).toBe('May 1950');

    // Filter by location: the map's places lead to a location list, and on to the strip for that place.
    await drawer.getByRole('link', { name: 'Map View' }).click();
    await page.waitForURL(`${app.url}/photos/map`);
    const places = page.getByRole('list', { name: 'Places with photos' });
    await places.getByRole('link', { name: /Grand Junction, Colorado, United States/ }).waitFor();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await shoot(page, 'photos-map-desktop');
    await places.getByRole('link', { name: /Grand Junction/ }).click();
    await page.waitForURL(`${app.url}/locationlist?location=${gps.location_id}`);
    await page.getByRole('heading', { level: 1, name: 'Grand Junction, Colorado, United States' }).waitFor();
    await shoot(page, 'photos-location-list-desktop');
    await page.getByRole('link', { name: 'Open in the photo strip' }).click();
    await page.waitForURL(`${app.url}/photos/strip?location=${gps.location_id}`);
    await page.getByRole('heading', { level: 1, name: 'Photos at Grand Junction, Colorado, United States' }).waitFor();
    await stripReady(page, 1);
    expect(await card(page, gps.id).count()).toBe(1);

    // Photo is Document, then This is a photo: the item leaves one list and comes back to the other.
    const notes = byName.get('albums_text_handwritten-notes.jpg')!;
    await page.goto(`${app.url}/photos/strip`);
    await stripReady(page, LIBRARY.length);
    await card(page, notes.id).getByRole('button', { name: /^Details of / }).click({ force: true });
    const panel = page.getByRole('dialog', { name: 'Photo details' });
    await panel.getByRole('form', { name: 'Photo details' }).waitFor();
    await windowScreenshot(page, 'photos-side-panel-desktop');
    await panel.getByRole('button', { name: 'Photo is Document' }).click();
    await page.waitForURL(`${app.url}/document/new?image_id=${notes.id}`);
    const documentPanel = page.getByRole('form', { name: 'Document details' });
    await documentPanel.getByRole('textbox', { name: /Title/ }).fill('Grandpa’s recipe notes');
    await shoot(page, 'documents-new-from-photo-desktop');
    await documentPanel.getByRole('button', { name: 'Save as document' }).click();
    await page.waitForURL(`${app.url}/document/${notes.id}`);
    await page.getByRole('heading', { level: 1, name: 'Grandpa’s recipe notes' }).waitFor();
    expect((await allPhotos(page)).map((p) => p.id)).not.toContain(notes.id);
    await page.getByRole('navigation', { name: 'Heirloom' }).getByRole('link', { name: 'Documents / Sources' }).click();
    await page.waitForURL(`${app.url}/documents`);
    await page.getByRole('link', { name: /Grandpa’s recipe notes/ }).waitFor();
    await shoot(page, 'documents-list-desktop');
    await page.getByRole('link', { name: /Grandpa’s recipe notes/ }).click();
    await page.waitForURL(`${app.url}/document/${notes.id}`);
    await page.getByRole('img', { name: 'Page 1 of 1' }).waitFor();
    await shoot(page, 'documents-viewer-desktop');
    await page.getByRole('form', { name: 'Document details' }).getByRole('button', { name: 'This is a photo' }).click();
    await page.waitForURL(new RegExp(`/photo/${notes.id}$`));
    expect((await allPhotos(page)).map((p) => p.id)).toContain(notes.id);
    expect((await pageApi(app, page).get<{ documents: Array<{ id: string }> }>('/documents')).documents).toEqual([]);

    // Image Correction: the corrected picture arrives over the realtime channel and replaces the old one.
    const ridge = byName.get('albums_nature_tanners_ridge.jpg')!;
    await page.goto(`${app.url}/photos/strip`);
    await stripReady(page, LIBRARY.length);
    await card(page, ridge.id).getByRole('link').click();
    await page.waitForURL(new RegExp(`/photo/${ridge.id}\\?`));
    const lightboxImage = page.getByTestId('lightbox-image').locator('img:not([aria-hidden])');
    await expect.poll(() => lightboxImage.getAttribute('src')).toContain(new URL(ridge.thumbnail_urls['1600']).pathname);
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    const lightboxPanel = page.getByRole('dialog', { name: 'Photo details' });
    await lightboxPanel.getByRole('button', { name: 'Correct Image' }).click();
    await lightboxPanel.getByText(/Correcting the colours/).waitFor();
    await expect.poll(() => lightboxImage.getAttribute('src'), { timeout: 60_000 }).toMatch(/\/fix-[0-9a-z]+-1600\.jpg/);
    await lightboxPanel.getByText(/Correcting the colours/).waitFor({ state: 'hidden' });
    // A quarter turn: the corrected picture comes back standing up (the ridge is a landscape).
    const corrected = await lightboxImage.getAttribute('src');
    await lightboxPanel.getByRole('button', { name: 'Turn right' }).click();
    await lightboxPanel.getByText(/Turning the photo/).waitFor();
    await expect.poll(() => lightboxImage.getAttribute('src'), { timeout: 60_000 }).not.toBe(corrected);
    await expect.poll(() => lightboxImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > img.naturalWidth)).toBe(true);
    await lightboxPanel.getByText(/Turning the photo/).waitFor({ state: 'hidden' });
    await lightboxPanel.getByRole('button', { name: 'Close photo details' }).click();

    // The heart puts the photo in the family's Favourites.
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');

    // The lightbox: the arrow keys move through the list; the slideshow moves on by itself.
    const before = page.url();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.href !== before && url.pathname.startsWith('/photo/'));
    // Stepping on replaces the picture: the photo stepped past leaves the page.
    await expect.poll(() => page.getByTestId('lightbox-image').count()).toBe(1);
    await windowScreenshot(page, 'photos-lightbox-desktop');
    await page.getByRole('link', { name: 'Slideshow' }).click();
    await page.waitForURL(/\/slideshow\//);
    const slideshow = page.getByTestId('slideshow');
    const first = await slideshow.getAttribute('data-photo-id');
    await windowScreenshot(page, 'photos-slideshow-desktop');
    await expect.poll(() => slideshow.getAttribute('data-photo-id'), { timeout: 8_000, interval: 250 }).not.toBe(first);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/photo\//);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.waitForURL(`${app.url}/photos/strip`);
    await expect.poll(() => card(page, ridge.id).getByRole('img', { name: 'Favourite' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitem', { name: 'Favourites' }).click();
    await page.waitForURL(/favorites=true/);
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    await stripReady(page, 1);
    expect(await card(page, ridge.id).count()).toBe(1);

    // Zoom: a double-click on the handwritten page (5117 x 3411) looks closer at that point, and past
    // the 1600 px picture's pixels the JPEG as uploaded is fetched through the media gate and shown
    // over it; the arrow keys stay on the zoomed photo, Escape zooms out before it closes.
    const original = new URL((await allPhotos(page)).find((p) => p.id === notes.id)!.image_url);
    const originalAsked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === original.pathname && url.searchParams.get('original') === '1';
    });
    await page.goto(`${app.url}/photo/${notes.id}`);
    const zoomLayer = page.getByTestId('lightbox-zoom');
    await expect.poll(() => page.getByTestId('lightbox-image').getAttribute('data-image-state')).toBe('loaded');
    expect(await page.getByTestId('lightbox-full-image').count()).toBe(0);
    const fitted = (await page.getByTestId('lightbox-picture').boundingBox())!;
    await page.mouse.dblclick(fitted.x + fitted.width * 0.3, fitted.y + fitted.height * 0.6);
    await expect.poll(async () => Number(await zoomLayer.getAttribute('data-zoom'))).toBeGreaterThan(2);
    await originalAsked;
    const fullImage = page.getByTestId('lightbox-full-image');
    await expect.poll(() => fullImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(5117);
    await expect.poll(() => fullImage.getAttribute('data-loaded')).toBe('true');
    await windowScreenshot(page, 'photos-lightbox-zoomed-desktop');
    const zoomedAt = page.url();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect.poll(() => zoomLayer.getAttribute('data-zoom')).toBe('1.00');
    expect(page.url()).toBe(zoomedAt);
    await page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoomLayer.getAttribute('data-zoom')).toBe('1.50');
    await page.keyboard.press('0');
    await expect.poll(() => zoomLayer.getAttribute('data-zoom')).toBe('1.00');

    // A month's check, by its heading, selects that month's photos; Add to favourites stars them all.
    await page.goto(`${app.url}/photos/strip`);
    await stripReady(page, LIBRARY.length);
    const month = page.getByRole('checkbox', { name: /^Select all of / }).first();
    await month.hover();
    await month.click();
    const selection = page.getByRole('toolbar', { name: 'Selected photos' });
    const selected = Number((await selection.getByText(/selected$/).textContent())!.split(' ')[0]);
    expect(selected).toBeGreaterThan(0);
    await selection.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByText(`${selected === 1 ? '1 item' : `${selected} items`} added to favourites`).waitFor();
    await selection.waitFor({ state: 'hidden' });
    expect((await allPhotos(page, '?favorites=true')).length).toBeGreaterThanOrEqual(selected);

    // The same library on a phone.
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/photos/strip`);
    await stripReady(phone.page, LIBRARY.length);
    expect(await noHorizontalScroll(phone.page)).toBe(true);
    await windowScreenshot(phone.page, 'photos-strip-phone');
    // A selection's toolbar stays in sight below the top bar (two rows on a phone, with the trial
    // banner) as the strip scrolls on beneath it.
    await card(phone.page, ridge.id).getByRole('checkbox').click();
    const phoneToolbar = phone.page.getByRole('toolbar', { name: 'Selected photos' });
    await phoneToolbar.getByText('1 item selected').waitFor();
    await phone.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const belowTopBar = async () => {
      const [bar, tools] = await Promise.all([phone.page.getByRole('banner').boundingBox(), phoneToolbar.boundingBox()]);
      return Math.round(tools!.y - (bar!.y + bar!.height));
    };
    await expect.poll(belowTopBar, { message: 'px from the top bar’s foot to the toolbar’s top' }).toBeGreaterThanOrEqual(0);
    await windowScreenshot(phone.page, 'photos-selection-scrolled-phone');
    await phoneToolbar.getByRole('button', { name: 'Clear Selections' }).click();
    await card(phone.page, ridge.id).getByRole('button', { name: /^Details of / }).click();
    await phone.page.getByRole('dialog', { name: 'Photo details' }).getByRole('form').waitFor();
    await windowScreenshot(phone.page, 'photos-side-panel-phone');
    await phone.page.goto(`${app.url}/photo/${ridge.id}?index=0`);
    await phone.page.getByTestId('lightbox-image').waitFor();
    await windowScreenshot(phone.page, 'photos-lightbox-phone');
    await phone.page.goto(`${app.url}/photos/map`);
    await phone.page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await noHorizontalScroll(phone.page)).toBe(true);
    await windowScreenshot(phone.page, 'photos-map-phone');
    await phone.page.goto(`${app.url}/documents`);
    await phone.page.getByText('You have no documents at the moment').waitFor();
    await windowScreenshot(phone.page, 'documents-empty-phone');
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();

    expect(errors).toEqual([]);
    await page.context().close();
  }, 400_000);

  it('reads captions from the files, keeps an edit from being lost unseen, and finds photos by caption and file name from the top bar', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, page, 'Ada Lovelace');
    const files = LIBRARY.filter((name) => name !== 'metadata_dates_datetimeoriginal-gps.jpg');
    for (const name of files) await uploadAs(app, page, photo(name));
    await expect.poll(async () => (await allPhotos(page)).length, { timeout: 120_000, interval: 500 }).toBe(files.length);
    const springs = (await allPhotos(page)).find((p) => p.name === 'metadata_gps-position_thompson-springs.jpg')!;

    // The caption written into the file is the photo's description.
    await page.goto(`${app.url}/photo/${springs.id}`);
    await page.getByText(/^Early winter scene in the mostly barren/).waitFor();

    // An edit not saved is not lost unseen: closing asks first, and going back keeps it for Save.
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Photo details' });
    await panel.getByRole('textbox', { name: 'Description' }).fill('Snow on the Book Cliffs');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await discard.waitFor();
    await shoot(page, 'photos-discard-changes-desktop');
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await panel.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Snow on the Book Cliffs');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Photo saved').waitFor();
    await panel.getByRole('button', { name: 'Close photo details' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByText('Snow on the Book Cliffs').waitFor();

    // The top bar's search finds it by its new caption's words, and opens it.
    await page.goto(`${app.url}/photos/strip`);
    await stripReady(page, files.length);
    await page.keyboard.press('Control+k');
    const siteSearch = page.getByRole('dialog', { name: 'Search' });
    const box = siteSearch.getByRole('combobox', { name: 'Search people, events, sources, places and photos' });
    await box.fill('book cliff');
    await siteSearch.getByRole('option', { name: /^Snow on the Book Cliffs/ }).click();
    await page.waitForURL(`${app.url}/photo/${springs.id}`);
    await page.getByText('Snow on the Book Cliffs').waitFor();

    // More photos match 'albums' (their file names) than the search lists: all of them on their own page.
    await page.goto(`${app.url}/photos/strip`);
    await stripReady(page, files.length);
    await page.keyboard.press('Control+k');
    await box.fill('albums');
    // Five photos (named by their caption where the file has one), then the way to all of them.
    await expect.poll(() => siteSearch.getByRole('option').count()).toBe(6);
    await shoot(page, 'photos-search-dialog-desktop');
    await siteSearch.getByRole('option', { name: 'All photos matching “albums”' }).click();
    await page.waitForURL(`${app.url}/photos/search?q=albums`);
    await page.getByRole('heading', { level: 1, name: 'Photos matching “albums”' }).waitFor();
    const found = page.getByRole('list', { name: /^Photos matching/ }).getByRole('listitem');
    await expect.poll(() => found.count()).toBe(files.length - 1);
    await expect.poll(() => page.locator('[data-image-state="loading"]').count(), { timeout: 20_000 }).toBe(0);
    await shoot(page, 'photos-search-results-desktop');
    // Narrowed on the page itself: the falcon, by its file's caption.
    await page.getByRole('textbox', { name: 'Words of a caption or a file name' }).fill('falcon nest');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=falcon\+nest/);
    await expect.poll(() => found.count()).toBe(1);
    await found.getByText(/^Adult female prairie falcon/).waitFor();
    await page.goto(`${app.url}/photos/search?q=zebra`);
    await page.getByText('No photo’s place, caption or file name matches “zebra”').waitFor();

    // On a phone: the results in two columns, and a long caption cut to two lines with More.
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/photos/search?q=albums`);
    await expect.poll(() => found.count()).toBe(files.length - 1);
    expect(await noHorizontalScroll(page)).toBe(true);
    await windowScreenshot(page, 'photos-search-results-phone');
    const falcon = (await allPhotos(page)).find((p) => p.name === 'albums_nature_prairie_falcon.jpg')!;
    await page.goto(`${app.url}/photo/${falcon.id}`);
    await page.getByText(/^Adult female prairie falcon/).waitFor();
    await page.getByRole('button', { name: 'More of the caption' }).click();
    await page.getByRole('button', { name: 'Less of the caption' }).waitFor();
    await windowScreenshot(page, 'photos-lightbox-caption-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("a fresh user's map says 'You have no photos with locations' and leads to the photos with no location", async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Ada Byron');
    await page.goto(`${app.url}/photos/map`);
    const dialog = page.getByRole('dialog', { name: 'You have no photos with locations' });
    await dialog.waitFor();
    await windowScreenshot(page, 'photos-map-empty-desktop');
    await dialog.getByRole('link', { name: /Photos with no location/ }).click();
    await page.waitForURL(`${app.url}/photos/strip?location=none`);
    await page.getByRole('heading', { level: 1, name: 'Photos with no location' }).waitFor();
    await page.getByText('You have no photos at the moment').waitFor();
    await shoot(page, 'photos-strip-empty-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
