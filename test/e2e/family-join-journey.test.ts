import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
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

const photo = (name: string) => resolve('../shared/testdata/photos/immich-test-assets', name);
const PHOTOS = ['albums_nature_tanners_ridge.jpg', 'albums_nature_prairie_falcon.jpg', 'albums_nature_silver_fir.jpg'];
const RELATIVES_PHOTOS = ['albums_nature_cyclamen_persicum.jpg', 'albums_nature_wood_anemones.jpg'];
const KENNEDY = resolve('../shared/testdata/gedcom/real/kennedy.ged');

interface ImportsReply {
  imports: Array<{ id: string; status: string }>;
}

async function importDone(page: Page): Promise<string> {
  let importId = '';
  await expect
    .poll(
      async () => {
        const done = (await pageApi(app, page).get<ImportsReply>('/imports')).imports.find((entry) => entry.status === 'done');
        importId = done?.id ?? '';
        return importId;
      },
      { timeout: 120_000, interval: 500 },
    )
    .not.toBe('');
  return importId;
}

/**
 * Counts the photo cards on the founder's strip every 50 ms from now on, in the page itself, so
 * a moment with fewer cards cannot fall between two looks of the test.
 */
const watchStrip = (page: Page) =>
  page.evaluate(() => {
    const win = window as unknown as { fewestCards: number };
    win.fewestCards = Infinity;
    setInterval(() => {
      win.fewestCards = Math.min(win.fewestCards, document.querySelectorAll('[data-photo-card]').length);
    }, 50);
  });
const fewestCards = (page: Page) => page.evaluate(() => (window as unknown as { fewestCards: number }).fewestCards);

describe('a relative joins a founder with photos and a tree, in two browsers', () => {
  it('the founder’s strip never shows fewer photos while the relative’s tree moves in; the relative cannot remove the founder’s import; the relative’s edit to her grandmother waits for her review; she removes the relative mid-move', async () => {
    // The founder: three photos and kennedy.ged.
    const { page: founder, errors: founderErrors } = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, founder, 'Fay Founder');
    for (const name of PHOTOS) await uploadAs(app, founder, photo(name), 'image/jpeg');
    await uploadAs(app, founder, KENNEDY, 'text/plain');
    const founderImport = await importDone(founder);
    // Her grandmother in the tree (Rose, JFK's mother, in kennedy.ged).
    const grandma = (await pageApi(app, founder).get<{ persons: Array<{ id: string }> }>(`/persons?q=${encodeURIComponent('Rose Elizabeth Fitzgerald')}`)).persons[0]!.id;
    await expect.poll(async () => (await pageApi(app, founder).get<{ photos: unknown[] }>('/photos')).photos.length, { timeout: 60_000, interval: 500 }).toBe(PHOTOS.length);

    // The relative, on a phone: a tree of their own (kennedy.ged too) and two photos, a library a
    // little smaller than the founder's, so theirs is the one that moves.
    const { page: relative, errors: relativeErrors } = await newPage(browser, PHONE);
    const relativeEmail = await signUpWithTrial(app, relative, 'Rex Relative');
    await uploadAs(app, relative, KENNEDY, 'text/plain');
    for (const name of RELATIVES_PHOTOS) await uploadAs(app, relative, photo(name), 'image/jpeg');
    await importDone(relative);
    await expect.poll(async () => (await pageApi(app, relative).get<{ photos: unknown[] }>('/photos')).photos.length, { timeout: 60_000, interval: 500 }).toBe(RELATIVES_PHOTOS.length);

    // The founder watches her strip from before the invite is accepted until the end.
    await founder.goto(`${app.url}/photos/strip`);
    await expect.poll(() => founder.locator('[data-photo-card]').count(), { timeout: 20_000 }).toBe(PHOTOS.length);
    await watchStrip(founder);

    await pageApi(app, founder).post('/invite', { contacts: [{ email: relativeEmail }], subject: 'Join my family on Heirloom', message: 'Come and see' });
    const link = new URL(/https?:\/\/\S+/.exec((await latestMail(app, relativeEmail, /facebook_welcome/)).body)![0]);
    await relative.goto(`${app.url}/invite/${link.searchParams.get('invite')}?key=${link.searchParams.get('key')}`);
    await relative.getByRole('button', { name: 'Accept' }).click();
    await relative.waitForURL(`${app.url}/photos/strip`);
    // The toast promises the family's tree for when theirs has been copied in (unless that was done already).
    await relative.getByText(/^Their photos are yours to see now, and their family tree once yours has been copied into it, in a moment\.$|^Their photos and tree are yours to see now\.$/).waitFor();
    await screenshot(relative, 'family-join-toast-phone');
    // Their strip, read afresh (the invite page was a new load), shows the founder's photos and
    // every one of their own from the first moment, though their tree moves first and their photos
    // after it: their library reads where their photos are until the move is done.
    await expect.poll(() => relative.locator('[data-photo-card]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await relative.locator('[data-photo-card]').count()).toBe(PHOTOS.length + RELATIVES_PHOTOS.length);
    // While their own photos and tree move in, every page says so (family-move-notice.tsx).
    if (await relative.getByTestId('family-move-notice').isVisible()) await screenshot(relative, 'family-join-move-notice-phone');

    // The relative is a member: the founder's import has no Remove for them, and the API refuses it.
    await relative.goto(`${app.url}/imports/${founderImport}`);
    await relative.getByRole('heading', { level: 1, name: 'Family tree import' }).waitFor();
    await relative.getByTestId('not-yours').waitFor();
    expect(await relative.getByRole('button', { name: 'Remove this import' }).count()).toBe(0);
    expect((await pageApi(app, relative).call('POST', `/imports/${founderImport}/remove`, {})).status).toBe(403);
    await screenshot(relative, 'family-join-import-member-phone');

    // Their family page says how far their move is, N of M, while it runs.
    await relative.goto(`${app.url}/invites`);
    const moving = relative.getByText(/Moving your photos and family tree: ([\d,]+ of [\d,]+ items|counting the items)/);
    if (await moving.isVisible()) await screenshot(relative, 'family-join-moving-phone');

    // Their own tree stays theirs to read, unchanged, until all of it has been copied into the
    // family's; then the family's tree, the founder's grandmother in it, is theirs to read too.
    await expect
      .poll(async () => (await pageApi(app, relative).get<{ moving: { tree_copying: boolean } | null }>('/family')).moving?.tree_copying ?? false, { timeout: 60_000, interval: 250 })
      .toBe(false);
    // The relative edits the founder's grandmother: the change waits for the founder's review.
    await relative.goto(`${app.url}/person/${grandma}/details`);
    await relative.getByRole('heading', { level: 1, name: /^Rose\b.*Fitzgerald/i }).waitFor();
    await relative.getByRole('group', { name: 'Main name' }).getByRole('textbox', { name: 'First name' }).fill('Rosa');
    await relative.getByRole('button', { name: 'Save changes' }).click();
    await relative.getByText('Sent for review.', { exact: true }).waitFor();
    await relative.getByText(/A newer version of Rose\b.*Fitzgerald is waiting/i).waitFor();
    await screenshot(relative, 'family-join-version-sent-phone');

    // The founder (in a second tab; the first keeps counting her strip) reviews it and uses it.
    const founderPage = await browser.newPage({ viewport: DESKTOP });
    await founderPage.context().addCookies(await founder.context().cookies());
    await founderPage.goto(`${app.url}/person/${grandma}/details`);
    await founderPage.getByRole('link', { name: 'Compare the versions and choose one' }).click();
    await founderPage.getByRole('heading', { level: 1, name: 'Choose a version' }).waitFor();
    await founderPage.getByText('By Rex Relative', { exact: false }).waitFor();
    await screenshot(founderPage, 'family-join-version-review-desktop');
    await founderPage.setViewportSize(PHONE);
    await screenshot(founderPage, 'family-join-version-review-phone');
    await founderPage.setViewportSize(DESKTOP);
    await founderPage.getByRole('button', { name: 'Use This Version' }).click();
    await founderPage.waitForURL(`${app.url}/person/${grandma}/details`);
    await founderPage.getByRole('heading', { level: 1, name: /^Rosa\b.*Fitzgerald/i }).waitFor();
    expect(await founderPage.getByText(/A newer version of .* is waiting/).count()).toBe(0);

    // The founder removes the relative, whether or not their move has finished.
    await founderPage.goto(`${app.url}/invites`);
    const members = founderPage.getByRole('region', { name: 'Family members' });
    await members.getByText('Rex Relative').waitFor();
    // Each member with their role and what they added (her 3 photos and kennedy.ged's 208 people; his tree).
    const row = (name: string) => members.getByTestId('family-member').filter({ hasText: name });
    await expect.poll(() => row('Fay Founder').innerText(), { timeout: 20_000 }).toMatch(/Admin[\s\S]*Added 3 photos · 0 documents · 208 people/);
    await expect.poll(() => row('Rex Relative').innerText(), { timeout: 20_000 }).toMatch(/Member[\s\S]*Added 2 photos · 0 documents · 208 people/);
    await screenshot(founderPage, 'family-join-members-desktop');
    await members.getByRole('button', { name: 'Remove' }).click();
    const confirm = founderPage.getByRole('alertdialog', { name: 'Remove the user from you family sharing?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => members.getByText('Rex Relative').count()).toBe(0);

    // Every move ends; the founder never saw fewer than her three photos, and still has them all.
    for (const page of [founder, relative]) await expect.poll(async () => (await pageApi(app, page).get<{ moving: unknown }>('/family')).moving, { timeout: 60_000, interval: 250 }).toBeNull();
    expect(await fewestCards(founder)).toBe(PHOTOS.length);
    expect((await pageApi(app, founder).get<{ photos: unknown[] }>('/photos')).photos).toHaveLength(PHOTOS.length);
    expect((await pageApi(app, relative).get<{ photos: unknown[] }>('/photos')).photos).toHaveLength(RELATIVES_PHOTOS.length);
    await screenshot(founder, 'family-join-founder-strip-desktop');
    await founderPage.close();
    expect(founderErrors).toEqual([]);
    expect(relativeErrors).toEqual([]);
  }, 300_000);
});
