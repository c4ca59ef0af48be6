import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import { watchApiCalls } from './support/failure-report';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

describe('photo sources journey (the Dropbox stand-in of npm start)', () => {
  it('connects Dropbox through its sign-in, browses a folder, adds 12 photos and finds them in the strip with the Dropbox icon', async () => {
    const { page, errors } = await newPage(browser);
    await signUpWithTrial(app, page, 'Dora Dropbox');

    await page.goto(`${app.url}/dropbox`);
    await page.getByRole('button', { name: 'Connect Dropbox' }).waitFor();
    await screenshot(page, 'sources-dropbox-connect');
    await page.getByRole('button', { name: 'Connect Dropbox' }).click();
    // The stand-in's consent page, then back with a code the server exchanges with the PKCE verifier (the query is then cleared).
    await page.getByText('would like to see the files and folders in your Dropbox').waitFor();
    await screenshot(page, 'sources-dropbox-sign-in');
    const calls = watchApiCalls(page, app);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(`${app.url}/dropbox`);

    await calls.explained(page.getByRole('button', { name: 'Family trip 2019' }).click(), 'sources-dropbox-not-listed');
    await page.waitForURL(/path=%2FFamily/);
    const grid = page.getByRole('list', { name: 'Photos' });
    await grid.getByRole('button', { name: 'Family-trip-01.jpg' }).waitFor();
    await expect.poll(() => grid.locator('img').count()).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'sources-dropbox-folder');

    for (let i = 1; i <= 12; i++) await grid.getByRole('button', { name: `Family-trip-${String(i).padStart(2, '0')}.jpg` }).click();
    await page.getByText('12 selected').waitFor();
    await page.getByRole('button', { name: 'Add 12 photos' }).click();
    await grid.getByRole('button', { name: /, adding$|, processing$|, added$/ }).first().waitFor();
    await expect.poll(() => grid.getByRole('button', { name: /, added$/ }).count(), { timeout: 120_000 }).toBe(12);
    await page.getByText('12 photos added to your library').waitFor();
    await screenshot(page, 'sources-dropbox-added');

    // In the strip, each with the source icon.
    await page.getByRole('link', { name: 'See your photos' }).click();
    await page.waitForURL(/\/photos\/strip/);
    await expect.poll(() => page.getByRole('img', { name: 'From Dropbox' }).count(), { timeout: 30_000 }).toBe(12);
    await screenshot(page, 'sources-strip-dropbox-icons');

    // Back in the folder, what the family has is no longer offered; the two others still are.
    await page.goto(`${app.url}/dropbox?path=%2FFamily%20trip%202019`);
    await grid.getByRole('button', { name: 'Family-trip-13.jpg' }).waitFor();
    expect(await grid.getByRole('button').count()).toBe(2);
    await page.getByText('12 already in your library, not shown').waitFor();

    // The phone-sized picker.
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/dropbox?path=%2FCamera%20Uploads`);
    await phone.page.getByRole('list', { name: 'Photos' }).getByRole('button', { name: 'Camera-01.jpg' }).waitFor();
    await phone.page.getByRole('button', { name: 'Select all in this folder' }).click();
    await phone.page.getByText('60 selected').waitFor();
    // What the phone's window shows (the selection bar sits above the bottom tabs).
    await phone.page.screenshot({ path: 'test-results/screenshots/sources-dropbox-phone.png' });

    // The integrations page counts them; disconnecting forgets the link and keeps the photos.
    await phone.page.goto(`${app.url}/integrations`);
    const card = phone.page.getByRole('region', { name: 'Dropbox' });
    await card.getByText('Connected').waitFor();
    expect(await card.getByLabel('Dropbox photos').textContent()).toBe('12 photos in your library');
    await phone.page.screenshot({ path: 'test-results/screenshots/sources-integrations-phone.png', fullPage: true });
    await page.goto(`${app.url}/integrations`);
    await page.getByRole('region', { name: 'Dropbox' }).getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog', { name: 'Disconnect Dropbox?' }).getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('region', { name: 'Dropbox' }).getByText('Not connected').waitFor();
    await screenshot(page, 'sources-integrations');
    expect([...errors, ...phone.errors]).toEqual([]);
  }, 240_000);

  it("connects Google with PKCE, picks 12 photos in Google Photos' picker window, adds them and finds them in the strip", async () => {
    const { page, errors } = await newPage(browser);
    await signUpWithTrial(app, page, 'Gina Google');

    await page.goto(`${app.url}/google`);
    await page.getByRole('button', { name: 'Connect Google Photos' }).click();
    // The stand-in's consent page, then back with a code the server exchanges with the PKCE verifier.
    await page.getByText('view the photos and videos you select').waitFor();
    const calls = watchApiCalls(page, app);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${app.url}/google`);
    // Linked (the picker's button) or refused (the connect card's alert): a refusal fails with its words.
    const pick = page.getByRole('button', { name: 'Pick photos' });
    // The code exchange, the tokens sealed and the list read again (after the link is saved, not
    // with the page's first read), while the same app still scans the Dropbox photos of the test before.
    await calls.explained(pick.or(page.getByRole('alert')).first().waitFor({ timeout: 60_000 }), 'sources-google-not-linked');
    await screenshot(page, 'sources-google-pick');
    expect(await page.getByRole('alert').allInnerTexts()).toEqual([]);

    // Google Photos' picker opens in its own window; Done closes it and the page finds the picks.
    const [picker] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pick photos' }).click()]);
    await picker.getByRole('checkbox', { name: 'Family-trip-01.jpg' }).waitFor();
    for (let i = 1; i <= 12; i++) await picker.getByRole('checkbox', { name: `Family-trip-${String(i).padStart(2, '0')}.jpg` }).check();
    await page.getByText('Waiting for you to pick photos in Google Photos…').waitFor();
    await screenshot(page, 'sources-google-waiting');
    await picker.getByRole('button', { name: 'Done' }).click();
    await picker.waitForEvent('close', { timeout: 10_000 });

    const grid = page.getByRole('list', { name: 'Photos' });
    await grid.getByRole('button', { name: 'Family-trip-12.jpg' }).waitFor({ timeout: 15_000 });
    await page.getByText('12 photos picked').waitFor();
    await expect.poll(() => grid.locator('img').count()).toBe(12);
    await screenshot(page, 'sources-google-picked');

    // The phone-sized list of picks.
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(page.url());
    await phone.page.getByRole('list', { name: 'Photos' }).getByRole('button', { name: 'Family-trip-01.jpg' }).waitFor();
    await expect.poll(() => phone.page.getByRole('list', { name: 'Photos' }).locator('img').count()).toBeGreaterThan(3);
    await phone.page.screenshot({ path: 'test-results/screenshots/sources-google-phone.png' });

    await page.getByRole('button', { name: 'Select all' }).click();
    await page.getByRole('button', { name: 'Add 12 photos' }).click();
    await expect.poll(() => grid.getByRole('button', { name: /, added$/ }).count(), { timeout: 120_000 }).toBe(12);
    await page.getByText('12 photos added to your library').waitFor();
    await screenshot(page, 'sources-google-added');

    await page.getByRole('link', { name: 'See your photos' }).click();
    await page.waitForURL(/\/photos\/strip/);
    await expect.poll(() => page.getByRole('img', { name: 'From Google Photos' }).count(), { timeout: 30_000 }).toBe(12);
    await page.goto(`${app.url}/integrations`);
    expect(await page.getByRole('region', { name: 'Google Photos' }).getByLabel('Google Photos photos').textContent()).toBe('12 photos in your library');
    expect([...errors, ...phone.errors]).toEqual([]);
  }, 240_000);

  it('connects Facebook through its login dialog, sees the permissions, adds 3 photos with their captions', async () => {
    const { page, errors } = await newPage(browser);
    await signUpWithTrial(app, page, 'Fay Facebook');
    await page.goto(`${app.url}/integrations`);
    await page.getByRole('region', { name: 'Facebook' }).getByRole('button', { name: 'Connect Facebook' }).click();
    await page.getByText('is requesting access to your name and profile picture and your photos').waitFor();
    await page.getByRole('button', { name: 'Continue as Sample' }).click();
    await page.waitForURL(`${app.url}/facebook_photos`);

    const grid = page.getByRole('list', { name: 'Photos' });
    await grid.getByRole('button').first().waitFor();
    await expect.poll(() => grid.locator('img').count()).toBeGreaterThan(5);
    await page.getByText(/^\d+\+ photos/).waitFor();
    await screenshot(page, 'sources-facebook-photos');
    // Scrolling on fetches the next pages of 25 by itself, to the end.
    const total = page.getByText(/^\d+ photos$/);
    await expect.poll(async () => {
      await page.mouse.wheel(0, 4_000);
      return total.count();
    }, { timeout: 60_000 }).toBe(1);

    const captioned = grid.getByRole('button', { name: /at the lake$/ });
    await captioned.nth(2).scrollIntoViewIfNeeded();
    for (let i = 0; i < 3; i++) await captioned.nth(i).click();
    await page.getByRole('button', { name: 'Add 3 photos' }).click();
    await expect.poll(() => grid.getByRole('button', { name: /, added$/ }).count(), { timeout: 120_000 }).toBe(3);
    await screenshot(page, 'sources-facebook-added');

    await page.goto(`${app.url}/integrations`);
    const card = page.getByRole('region', { name: 'Facebook' });
    await card.getByText('Permissions granted: public_profile, user_photos').waitFor();
    expect(await card.getByLabel('Facebook photos').textContent()).toBe('3 photos in your library');
    await screenshot(page, 'sources-integrations-facebook');
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/facebook_photos`);
    await expect.poll(() => phone.page.getByRole('list', { name: 'Photos' }).locator('img').count()).toBeGreaterThan(3);
    await phone.page.screenshot({ path: 'test-results/screenshots/sources-facebook-phone.png' });
    expect([...errors, ...phone.errors]).toEqual([]);
  }, 240_000);
});
