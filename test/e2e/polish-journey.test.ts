import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';

/** Issue 13's checks: the offline map, GEDCOM values shown readably with the person's facts, the people index, 'Remove this import'. */

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const PHOTOS = '../shared/testdata/photos';
const PLACED = [`${PHOTOS}/immich-test-assets/metadata_gps-position_thompson-springs.jpg`, `${PHOTOS}/photoprism-meta/gps-2000.jpg`, `${PHOTOS}/photoprism-meta/digikam.jpg`];
const FAMILY = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Edward_VII /Wettin/
1 TITL King of the United Kingdom
1 OCCU Monarch
1 SEX M
1 BIRT
2 DATE 9 NOV 1841
2 PLAC Buckingham,Palace,London,England
0 @I2@ INDI
1 NAME Anna /Zimmermann/
1 SEX F
0 TRLR
`;

async function signUp(page: Page): Promise<void> {
  const email = `polish.${Date.now()}@example.com`;
  await page.goto(`${app.url}/welcome`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Your name (optional)' }).fill('Polly Polish');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Heirloom2026');
  await form.getByRole('textbox', { name: 'Verify password' }).fill('Heirloom2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify\//);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 100; tries++) {
    code = /\b(\d{6})\b/.exec(app.outbox().filter((m) => m.to === email).at(-1)?.body ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code!);
  await page.waitForURL(`${app.url}/`);
  // The first day of the 15-day trial counts 15 days.
  await page.getByRole('banner').getByRole('button', { name: 'Start your free trial' }).click();
  const plans = page.getByRole('dialog', { name: 'Choose your plan' });
  await plans.getByRole('button', { name: 'Start free trial' }).click();
  await plans.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Trial Expires in 15 days, Subscribe Now' }).waitFor();
}

/** Uploads the way the web client does: POST /api/upload_url, then PUT to the signed address. */
async function upload(page: Page, name: string, bytes: Buffer, contenttype: string): Promise<void> {
  const response = await page.request.post(`${app.url}/api/upload_url`, { data: { name, contenttype, size: bytes.length }, headers: { 'x-requested-with': 'heirloom', Origin: app.url } });
  const grant = (await response.json()) as { url: string; headers: Record<string, string> };
  const put = await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: new Uint8Array(bytes) });
  expect(put.ok).toBe(true);
}

async function until<T>(page: Page, path: string, accept: (body: T) => boolean, timeoutMs = 600_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await (await page.request.get(`${app.url}/api${path}`)).json()) as T;
    if (accept(body)) return body;
    if (Date.now() > deadline) throw new Error(`${path} never became as expected: ${JSON.stringify(body).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Fails the page's requests to anywhere but the app: the map must draw with no other network. */
async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(app.url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}

/** Share of the basemap canvas painted in the land colour, and whether every place marker lies inside the map. */
const MAP_STATE = `(() => {
  const map = document.querySelector('[data-testid="photo-map"] .leaflet-container').getBoundingClientRect();
  const canvas = document.querySelector('.leaflet-hl-basemap-pane canvas');
  const context = canvas.getContext('2d');
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let land = 0;
  for (let i = 0; i < data.length; i += 4 * 16) if (data[i] === 0xf4 && data[i + 1] === 0xf0 && data[i + 2] === 0xe6) land += 1;
  const markers = [...document.querySelectorAll('.leaflet-marker-pane .leaflet-marker-icon')].map((marker) => {
    const box = marker.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.bottom - 4;
    return { title: marker.getAttribute('title'), inside: x >= map.left && x <= map.right && y >= map.top && y <= map.bottom };
  });
  return { landShare: land / (data.length / (4 * 16)), markers, labels: document.querySelectorAll('.hl-place-label').length };
})()`;

interface MapState {
  landShare: number;
  markers: Array<{ title: string; inside: boolean }>;
  labels: number;
}

describe('what a family sees first (issue 13), in Chromium', () => {
  it('shows the map offline with land, borders and names under markers that are all in view; a title and an occupation on the person page; the people list reaches Z by its index', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page);
    for (const file of PLACED) await upload(page, basename(file), readFileSync(file), 'image/jpeg');
    await upload(page, 'family.ged', Buffer.from(FAMILY), 'text/plain');

    // The map, offline: the places in Colorado, Berlin and Australia all in view on the basemap.
    await until<{ points: unknown[] }>(page, '/photos/map', (body) => body.points.length === PLACED.length);
    const outside = await offline(page);
    await page.goto(`${app.url}/photos/map`);
    await page.locator('.leaflet-hl-basemap-pane canvas').waitFor();
    await page.locator('.hl-place-label').first().waitFor();
    await expect.poll(async () => ((await page.evaluate(MAP_STATE)) as MapState).landShare, { timeout: 20_000 }).toBeGreaterThan(0.03);
    const desktop = (await page.evaluate(MAP_STATE)) as MapState;
    expect(desktop.markers.length).toBeGreaterThan(0);
    expect(desktop.markers.filter((marker) => !marker.inside)).toEqual([]);
    expect(desktop.labels).toBeGreaterThan(3);
    await page.getByText('Natural Earth').waitFor();
    await screenshot(page, 'polish-map-offline-desktop');

    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    const phoneOutside = await offline(phone.page);
    await phone.page.goto(`${app.url}/photos/map`);
    await phone.page.locator('.hl-place-label').first().waitFor();
    await expect.poll(async () => ((await phone.page.evaluate(MAP_STATE)) as MapState).landShare, { timeout: 20_000 }).toBeGreaterThan(0.03);
    expect(((await phone.page.evaluate(MAP_STATE)) as MapState).markers.length).toBeGreaterThan(0);
    await phone.page.screenshot({ path: 'test-results/screenshots/polish-map-offline-phone.png' });
    expect([...outside, ...phoneOutside]).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();

    // The GEDCOM person: name, place and date as a reader expects; title and occupation shown and editable.
    await until<{ imports: Array<{ status: string }> }>(page, '/imports', (body) => body.imports.length === 1 && body.imports[0]!.status === 'done');
    await page.goto(`${app.url}/people`);
    await page.getByRole('link', { name: /Edward VII Wettin/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Edward VII Wettin' }).waitFor();
    const facts = page.getByRole('list', { name: 'Facts' });
    expect(await facts.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('King of the United Kingdom');
    expect(await facts.getByRole('textbox', { name: 'Occupation', exact: true }).inputValue()).toBe('Monarch');
    await page.getByText('Buckingham, Palace, London, England').waitFor();
    await page.getByText('9 Nov 1841').first().waitFor();
    await page.getByText('Edward VII Wettin born').waitFor();
    await facts.getByRole('textbox', { name: 'Occupation place' }).fill('London, England');
    await page.getByRole('button', { name: 'Save facts' }).click();
    await page.getByText('Saved.').waitFor();
    await screenshot(page, 'polish-person-facts-desktop');
    // Export GEDCOM, as a family does it: one click in the menu, progress while the job writes the
    // file into S3, then the download starts by itself through the signed link.
    // The file comes from S3's own origin, which the offline map check above kept out.
    await page.context().unroute('**/*');
    await page.goto(`${app.url}/people`);
    await page.getByRole('button', { name: /Export GEDCOM/ }).click();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('menuitem', { name: 'GEDCOM 5.5.1 (most programs)' }).click()]);
    expect(download.suggestedFilename()).toBe('family-tree-gedcom-5.5.1.ged');
    await page.getByText(/Your GEDCOM file \([\d,]+ people\) is downloading/).waitFor();
    await screenshot(page, 'polish-gedcom-export-desktop');
    const exported = readFileSync(await download.path(), 'utf8');
    expect(exported).toMatch(/1 OCCU Monarch\r?\n2 PLAC London, England/);
    expect(exported).toContain('1 TITL King of the United Kingdom');

    // The people list's index jumps to Z with one keyed query.
    await page.goto(`${app.url}/people`);
    await page.getByRole('button', { name: 'Last names starting with Z' }).click();
    await page.getByRole('list', { name: 'People' }).getByText('Anna Zimmermann').waitFor();
    await screenshot(page, 'polish-people-z-desktop');

    // 'Remove this import': asked first, then followed; Edward's facts were edited since, so he stays.
    await page.goto(`${app.url}/people`);
    await page.getByRole('region', { name: 'Family tree imports' }).getByRole('link', { name: 'See the report' }).click();
    await page.getByRole('button', { name: 'Remove this import' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove family.ged?' });
    await confirm.getByText('Photos are never removed.', { exact: false }).waitFor();
    await screenshot(page, 'polish-remove-import-confirm-desktop');
    await confirm.getByRole('button', { name: 'Remove import' }).click();
    await page.getByText('Import removed').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('removal-kept').textContent()).toContain('Kept: 1 person');
    await screenshot(page, 'polish-remove-import-done-desktop');
    const removedOnPhone = await newPage(browser, PHONE);
    await removedOnPhone.page.context().addCookies(await page.context().cookies());
    await removedOnPhone.page.goto(page.url());
    await removedOnPhone.page.getByText('Import removed').waitFor();
    await removedOnPhone.page.screenshot({ path: 'test-results/screenshots/polish-remove-import-done-phone.png', fullPage: true });
    expect(removedOnPhone.errors).toEqual([]);
    await removedOnPhone.page.context().close();
    await page.goto(`${app.url}/people`);
    await page.getByRole('list', { name: 'People' }).getByText('Edward VII Wettin').waitFor();
    expect(await page.getByRole('list', { name: 'People' }).getByText('Anna Zimmermann').count()).toBe(0);
    await page.getByText('Removed family.ged from your family tree.').waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  }, 900_000);
});
