import { readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, sharedBrowser } from './support/browser';
import { latestMail } from './support/accounts';
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

const GEDCOM = '../shared/testdata/gedcom/real/royal92.ged';
const PHOTO = resolve('../shared/testdata/photos/immich-test-assets/albums_nature_tanners_ridge.jpg');
/** royal92.ged imports in about a minute on a quiet machine; a busy 2-core one has taken ten. */
const IMPORT_TIMEOUT_MS = 14 * 60_000;

/** Sends a file the way the web client does (POST /api/upload_url, then PUT to the signed URL). */
async function upload(page: Page, path: string, contenttype: string): Promise<void> {
  const bytes = readFileSync(path);
  const grant = await pageApi(app, page).post<{ url: string; headers: Record<string, string> }>('/upload_url', { name: basename(path), contenttype, size: bytes.length });
  const put = await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: bytes });
  if (!put.ok) throw new Error(`PUT ${basename(path)}: ${put.status}`);
}

async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Never became as expected: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

/** The tree has been laid out (in its worker) and drawn around `personId`. */
async function treeAround(page: Page, personId: string) {
  // Their card drawn as the centre: the previous drawing, which may hold them too, stays until the
  // router's navigation (a React transition) commits, after the address has already changed.
  await page.locator(`[data-testid="tree-canvas"] [data-person="${personId}"][data-centre]`).first().waitFor({ timeout: 60_000 });
  await expect.poll(() => page.locator('[aria-busy]:has([data-testid="tree-canvas"])').getAttribute('aria-busy'), { timeout: 60_000 }).toBe('false');
}

/**
 * A person matching `filter` whose photo is on screen and not covered (the drawing reaches beyond
 * the view); zooms out a step at a time until there is one.
 */
async function personInView(page: Page, filter: string): Promise<string> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const id = await page.evaluate<string | null, string>((selector) => {
      const onScreen = Array.from(document.querySelectorAll(selector)).find((node) => {
        const box = node.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 20, box.top + 20);
        return hit !== null && node.contains(hit);
      });
      return onScreen?.getAttribute('data-person') ?? null;
    }, `[data-testid="tree-canvas"] [data-person]${filter}`);
    if (id) return id;
    await page.getByTestId('tree-canvas').focus();
    await page.keyboard.press('-');
    await page.waitForTimeout(300);
  }
  throw new Error(`Nobody matching ${filter} is in view`);
}

/** A new account, signed up and verified in the browser. */
async function signedUpPage(prefix: string) {
  const email = `${prefix}.${Date.now()}@example.com`;
  const { page, errors } = await newPage(browser, DESKTOP);
  await page.goto(`${app.url}/welcome`);
  const signup = page.getByRole('form', { name: 'Sign up' });
  await signup.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await signup.getByRole('textbox', { name: 'Password', exact: true }).fill('Heirloom2026');
  await signup.getByRole('textbox', { name: 'Verify password' }).fill('Heirloom2026');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify\//);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(/\b(\d{6})\b/.exec((await latestMail(app, email)).body)![1]!);
  await page.waitForURL(`${app.url}/`);
  return { page, errors };
}

const timelineRows = (page: Page) => page.locator('[data-testid="timeline-scroll"] [data-testid^="timeline-"]');

describe('the family tree, charts and timeline, in Chromium', () => {
  it('imports royal92, selects yourself, re-centres by click (the new centre’s parents drawn) and search, exports a chart, pages the timeline from 1850 both ways and drops a photo onto an event', async () => {
    const { page, errors } = await signedUpPage('tree');

    // An empty tree says so.
    await page.goto(`${app.url}/graph`);
    await page.getByRole('alertdialog', { name: 'You have no people in this tree at the moment' }).waitFor();
    await shoot(page, 'tree-empty-desktop');

    // One GEDCOM import serves the whole journey; a photo comes along for the timeline.
    await pageApi(app, page).post('/user/free_trial', {});
    await upload(page, GEDCOM, 'application/octet-stream');
    await upload(page, PHOTO, 'image/jpeg');
    await until(() => pageApi(app, page).get<{ imports: Array<{ status: string }> }>('/imports'), (body) => body.imports[0]?.status === 'done', IMPORT_TIMEOUT_MS);
    const [photo] = (await until(() => pageApi(app, page).get<{ photos: Array<{ id: string }> }>('/photos'), (body) => body.photos.length === 1, 120_000)).photos;
    await pageApi(app, page).post(`/photo/${photo!.id}`, { date_taken: '31 Dec 1850' }); // first on the page of 1850

    // Select Yourself, then the tree is drawn around you.
    await page.goto(`${app.url}/graph`);
    await page.getByRole('heading', { name: 'Select Yourself' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search for yourself by name' }).fill('Victoria Adelaide');
    await page.getByRole('list', { name: 'Matching people' }).getByRole('button', { name: /Victoria Adelaide Mary/ }).first().click();
    const me = (await until(() => pageApi(app, page).get<{ user: { person: string | null } }>('/user'), (body) => body.user.person !== null, 10_000)).user.person!;
    await treeAround(page, me);
    expect(await page.locator(`[data-person="${me}"] rect`).first().getAttribute('stroke-width')).toBe('3');
    expect(await page.locator('[data-testid="tree-canvas"] [data-status="married"]').count()).toBeGreaterThan(0);
    await shoot(page, 'tree-graph-desktop');

    // Click someone: the tree re-centres there.
    const otherId = await personInView(page, `:not([data-person="${me}"]):not([data-lookup])`);
    await page.locator(`[data-testid="tree-canvas"] [data-person="${otherId}"]`).click({ position: { x: 20, y: 20 } });
    await page.waitForURL(new RegExp(`person=${otherId}`));
    await treeAround(page, otherId);

    // The family of whoever is centred is drawn around them: their parents over them (royal92 names them).
    const parentsOf = await pageApi(app, page).get<{ nodes: Array<{ key: string }>; links: Array<{ from: string; to: string; category: string }> }>(`/relationships/${otherId}?depth=1`);
    const parentIds = parentsOf.links.filter((link) => link.category === 'parent' && link.to === otherId).map((link) => link.from);
    for (const parentId of parentIds) await page.locator(`[data-testid="tree-canvas"] [data-person="${parentId}"]`).first().waitFor();

    // Away from yourself, 'Back to you' brings the tree back to you (and your card, if drawn, says 'You').
    if ((await page.locator(`[data-testid="tree-canvas"] [data-person="${me}"]`).count()) > 0) await page.locator(`[data-person="${me}"] [data-testid="you-badge"]`).waitFor();
    await shoot(page, 'tree-away-from-you-desktop');
    await page.getByRole('button', { name: 'Back to you' }).click();
    await page.waitForURL(`${app.url}/graph`);
    await treeAround(page, me);
    expect(await page.locator(`[data-person="${me}"] rect`).first().getAttribute('stroke-width')).toBe('3');
    expect(await page.getByRole('button', { name: 'Back to you' }).count()).toBe(0);

    // Find a person anywhere in the tree.
    await page.getByRole('searchbox', { name: 'Find a person in the tree' }).fill('Albert Augustus');
    await page.getByRole('list', { name: 'Matching people' }).getByRole('button').first().click();
    await page.waitForURL(/person=/);
    const albert = new URL(page.url()).searchParams.get('person')!;
    await treeAround(page, albert);
    // His card says the years of his life (born 26 Aug 1819, died 14 Dec 1861).
    expect(await page.locator(`[data-testid="tree-canvas"] [data-person="${albert}"] [data-testid="person-years"]`).textContent()).toBe('1819–1861');

    // Keyboard pans the view.
    const canvas = page.getByTestId('tree-canvas');
    await canvas.focus();
    const before = await page.locator('[data-testid="tree-canvas"] > g').getAttribute('transform');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('+');
    expect(await page.locator('[data-testid="tree-canvas"] > g').getAttribute('transform')).not.toBe(before);

    // The card's open control opens the person.
    await page.locator(`[data-person="${albert}"] a`).first().click();
    await page.waitForURL(`${app.url}/person/${albert}`);

    // The phone-sized tree.
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/graph`);
    await treeAround(phone.page, me);
    await shoot(phone.page, 'tree-graph-phone');
    // On a phone too, from someone else back to you.
    await phone.page.goto(`${app.url}/graph?person=${albert}`);
    await treeAround(phone.page, albert);
    await shoot(phone.page, 'tree-away-from-you-phone');
    await phone.page.getByRole('button', { name: 'Back to you' }).click();
    await phone.page.waitForURL(`${app.url}/graph`);
    await treeAround(phone.page, me);
    expect(await phone.page.getByRole('button', { name: 'Back to you' }).count()).toBe(0);

    // Charts: ancestors (root at the bottom) and descendants (root at the top), saved as PNG.
    await shoot(page, 'tree-person-opened-desktop');
    await page.getByRole('link', { name: 'Charts' }).click();
    await page.waitForURL(`${app.url}/person/${albert}/charts/all`);
    await page.getByRole('navigation', { name: 'Charts' }).getByRole('link', { name: 'Ancestors' }).click();
    await page.waitForURL(`${app.url}/person/${albert}/charts/ancestor`);
    await treeAround(page, albert);
    const rootY = async () => Number((await page.locator(`[data-person="${albert}"]`).first().getAttribute('transform'))!.match(/,([\d.-]+)\)/)![1]);
    const ys = async () => Promise.all((await page.locator('[data-testid="tree-canvas"] [data-person]').all()).map(async (n) => Number((await n.getAttribute('transform'))!.match(/,([\d.-]+)\)/)![1])));
    // Polled as a whole: the chart is laid out again once its people arrive, so a first reading can be the one before.
    await expect.poll(async () => { const y = await ys(); return y.length > 1 && Math.max(...y) === (await rootY()); }, { timeout: 20_000 }).toBe(true);
    // Under the person's heading the chart started near the window's end: the page scrolls so Albert, at its bottom, is in sight.
    const inSight = (locator: Locator) => locator.evaluate((node) => ((box) => box.top >= 0 && box.bottom <= window.innerHeight)(node.getBoundingClientRect()));
    await expect.poll(() => inSight(page.locator(`[data-testid="tree-canvas"] [data-person="${albert}"]`).first()), { timeout: 10_000 }).toBe(true);
    await shoot(page, 'tree-chart-ancestors-desktop');
    await page.getByRole('navigation', { name: 'Charts' }).getByRole('link', { name: 'Descendants' }).click();
    await page.waitForURL(`${app.url}/person/${albert}/charts/descendent`);
    await treeAround(page, albert);
    await expect.poll(async () => { const y = await ys(); return y.length > 1 && Math.min(...y) === (await rootY()); }, { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'Print or save' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Save as PNG' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^descendants-.*\.png$/);
    const saved = await download.path();
    expect(statSync(saved).size).toBeGreaterThan(5_000);
    expect(readFileSync(saved).subarray(1, 4).toString()).toBe('PNG');

    // The fan: Albert's ancestors in rings, his parents nearest him; Enter on one turns the fan to them; saved as SVG.
    await page.getByRole('navigation', { name: 'Charts' }).getByRole('link', { name: 'Fan chart' }).click();
    await page.waitForURL(`${app.url}/person/${albert}/charts/fan`);
    const fan = page.getByRole('group', { name: /^Fan chart of / });
    await fan.locator(`[data-person="${albert}"][data-centre]`).waitFor();
    const ancestors = await pageApi(app, page).get<{ links: Array<{ from: string; to: string; category: string }> }>(`/ancestors/${albert}?depth=1`);
    const albertsParents = ancestors.links.filter((link) => link.category === 'parent' && link.to === albert).map((link) => link.from);
    expect(albertsParents.length).toBe(2);
    for (const id of albertsParents) await fan.locator(`[data-person="${id}"][data-generation="1"]`).waitFor();
    // Each with the years of their life (royal92: Ernest I, 1784 to 1844).
    await fan.getByRole('link', { name: / 1784–1844, Father$/ }).waitFor();
    await fan.getByRole('link', { name: /, Mother$/ }).waitFor();
    expect(await fan.locator('[data-generation="3"]').count()).toBeGreaterThan(0);
    await fan.scrollIntoViewIfNeeded();
    await shoot(page, 'tree-chart-fan-desktop');
    await fan.locator(`[data-person="${albertsParents[0]}"][data-generation="1"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/person/${albertsParents[0]}/charts/fan`);
    await fan.locator(`[data-person="${albertsParents[0]}"][data-centre]`).waitFor();
    await page.getByRole('button', { name: 'Print or save' }).click();
    const [fanDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Save as SVG' }).click()]);
    expect(fanDownload.suggestedFilename()).toMatch(/^fan-chart-.*\.svg$/);
    expect(readFileSync(await fanDownload.path(), 'utf8')).toMatch(/<svg[^>]*>[\s\S]*Fan chart of[\s\S]*<path/);
    await phone.page.goto(`${app.url}/person/${albert}/charts/fan`);
    const phoneFan = phone.page.getByRole('group', { name: /^Fan chart of / });
    await phoneFan.locator(`[data-person="${albert}"][data-centre]`).waitFor();
    // The fan opens with Albert, at its bottom, in sight, though the page's heading fills a phone's window.
    await expect.poll(() => inSight(phoneFan.locator(`[data-person="${albert}"][data-centre]`)), { timeout: 10_000 }).toBe(true);
    await shoot(phone.page, 'tree-chart-fan-phone');

    // The timeline: jump to 1850, then scroll older and newer.
    await page.goto(`${app.url}/timeline`);
    await timelineRows(page).first().waitFor();
    await page.getByRole('textbox', { name: 'Jump to year' }).fill('1850');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.waitForURL(/year=1850/);
    await expect.poll(() => page.getByTestId('timeline-current-year').textContent(), { timeout: 20_000 }).toBe('1850');
    await shoot(page, 'timeline-1850-desktop');
    const scroller = page.getByTestId('timeline-scroll');
    const yearsShown = async () => Number(await page.getByTestId('timeline-current-year').textContent());
    const rowsAtJump = await page.locator('[data-testid="timeline-scroll"] [role="list"]').evaluate((list) => list.getBoundingClientRect().height);
    const scrollTo = (where: 'top' | 'bottom') => scroller.evaluate((element, to) => (element.scrollTop = to === 'top' ? 0 : element.scrollHeight), where);
    // Older pages load at the bottom; newer ones above, keeping the rows in view where they were.
    await expect.poll(async () => (await scrollTo('bottom'), yearsShown()), { timeout: 30_000 }).toBeLessThan(1850);
    await expect.poll(async () => (await scrollTo('top'), yearsShown()), { timeout: 30_000 }).toBeGreaterThan(1850);
    // The years can pass 1850 both ways within the first rows; the pages fetched at either end arrive a moment later.
    await expect
      .poll(() => page.locator('[data-testid="timeline-scroll"] [role="list"]').evaluate((list) => list.getBoundingClientRect().height), { timeout: 20_000 })
      .toBeGreaterThan(rowsAtJump);
    // A year before the oldest: the view goes to the oldest, and says so.
    await page.getByRole('textbox', { name: 'Jump to year' }).fill('100');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await page.waitForURL(/year=100$/);
    await page.getByText(/^Nothing is dated 100 or earlier: the oldest is from \d{3}\.$/).waitFor({ timeout: 20_000 });
    await expect.poll(yearsShown, { timeout: 20_000 }).toBeLessThan(700);
    await shoot(page, 'timeline-before-the-oldest-desktop');

    // Drop the photo onto an event of June 1850; then the keyboard way moves it to another.
    await page.goto(`${app.url}/timeline?year=1850`);
    const photoRow = page.locator(`[data-testid="timeline-photo"][data-id="${photo!.id}"]`);
    await photoRow.waitFor({ timeout: 20_000 });
    // Once the newer page above has loaded, bring the photo and the event after it into view.
    await expect.poll(() => page.locator('[data-testid="timeline-scroll"] [data-id]').count(), { timeout: 20_000 }).toBeGreaterThan(10);
    await page.waitForTimeout(1000);
    await photoRow.scrollIntoViewIfNeeded();
    const eventRow = page.locator(`[role="listitem"]:has([data-id="${photo!.id}"]) + [role="listitem"] [data-testid="timeline-event"]`);
    await eventRow.scrollIntoViewIfNeeded();
    const eventId = (await eventRow.getAttribute('data-id'))!;
    await photoRow.dragTo(eventRow, { sourcePosition: { x: 20, y: 20 }, targetPosition: { x: 40, y: 20 } });
    await page.getByText(/^Added to “/).first().waitFor();
    expect((await pageApi(app, page).get<{ photo: { event_id: string | null } }>(`/photo/${photo!.id}`)).photo.event_id).toBe(eventId);
    // In an event now: the button moves it to another.
    await photoRow.getByRole('button', { name: /^Move to another event: / }).click();
    const dialog = page.getByRole('dialog', { name: /^Move “.*” to another event$/ });
    const choice = dialog.getByRole('list', { name: 'Events, nearest in time first' }).getByRole('button').nth(1);
    await choice.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await pageApi(app, page).get<{ photo: { event_id: string | null } }>(`/photo/${photo!.id}`)).photo.event_id, { timeout: 10_000 }).not.toBe(eventId);

    await phone.page.goto(`${app.url}/timeline?year=1850`);
    await timelineRows(phone.page).first().waitFor();
    await shoot(phone.page, 'timeline-1850-phone');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(phone.errors).toEqual([]);
    expect(errors).toEqual([]);
  }, 20 * 60_000);

  it('shows a person’s life on the map (places matched from the GEDCOM text, the ones it could not place listed) and an event’s place', async () => {
    const { page, errors } = await signedUpPage('maps');
    await pageApi(app, page).post('/user/free_trial', {});
    await upload(page, '../shared/testdata/gedcom/real/bronte.ged', 'application/octet-stream');
    await until(() => pageApi(app, page).get<{ imports: Array<{ status: string }> }>('/imports'), (body) => body.imports[0]?.status === 'done', 5 * 60_000);
    const charlotte = (await pageApi(app, page).get<{ persons: Array<{ id: string }> }>('/persons?q=Charlotte')).persons[0]!.id;

    await page.goto(`${app.url}/person/${charlotte}/map`);
    const places = page.getByRole('list', { name: /Places in Charlotte/ });
    // 'Thornton, Nr. Bradford' is placed at Bradford; 'Howarth' (so spelt in the file) is not found.
    await places.getByRole('button', { name: 'Show Bradford, England, United Kingdom on the map' }).waitFor();
    await expect.poll(() => page.getByTestId('unplaced-events').textContent()).toContain('“Howarth”');
    await page.locator('.leaflet-marker-icon[title^="Bradford, England, United Kingdom: 1 event"]').click();
    await shoot(page, 'person-map-desktop');
    await page.locator('.leaflet-popup').getByRole('link', { name: /born to Patrick/ }).click();
    await page.waitForURL(/\/event\/[^/]+$/);
    // The person's page, with its own Map tab, can stay on screen while the event's route loads: click the event's tab.
    await page.getByRole('link', { name: 'Map', exact: true }).and(page.locator('[href^="/event/"]')).click();
    await page.getByTestId('event-place').getByText('on the map as Bradford, England, United Kingdom').waitFor();
    await shoot(page, 'event-map-desktop');

    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/person/${charlotte}/map`);
    await phone.page.getByTestId('unplaced-events').waitFor();
    await shoot(phone.page, 'person-map-phone');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(phone.errors).toEqual([]);
    expect(errors).toEqual([]);
  }, 6 * 60_000);
});
