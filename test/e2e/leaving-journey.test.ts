import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import { pageApi, uploadAs } from './support/page-api';

/**
 * Leaving and coming back (issue 31, item 3), in Chromium: notification settings saved however
 * the page is left (a typed address, a closed tab); the onboarding wizard resumed at its step from
 * a plain /; /#unnamed scrolled to the people to name once the cards arrive.
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
// Faces become a person to name once a few photos show them (as in faces-journey).
const FACES = ['train/obama/obama.jpg', 'train/biden/biden2.jpg', 'test/obama_and_biden.jpg', 'test/two_people.jpg'].map((name) => resolve('../shared/testdata/photos/faces', name));

interface Preferences {
  preferences: Array<{ message_type: string; frequency: string }>;
}

const frequencyOf = async (page: Page, type: string) => (await pageApi(app, page).get<Preferences>('/user_preferences')).preferences.find((row) => row.message_type === type)?.frequency;

/** The people-to-name section starts just below the top bar (or is on screen at the end of the page), not under it nor far below. */
const sectionUnderTopBar = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
    const top = document.getElementById('unnamed')!.getBoundingClientRect().top;
    // Near the end of a page the view cannot go further: scrolled to the bottom with the section on screen will do.
    const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
    return (top >= bar - 1 && top < bar + 60) || (atBottom && top >= bar - 1 && top < window.innerHeight - 100) ? 'in view' : `top ${Math.round(top)} under a bar ending at ${Math.round(bar)}, scrolled ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}`;
  });

describe('leaving a page and coming back', () => {
  it('notification settings are saved when the address is typed over and when the tab is closed', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Leaving Lena');
    const cookies = await page.context().cookies();

    await page.goto(`${app.url}/notifications`);
    const select = page.getByRole('combobox', { name: 'How often: Family tree imports finished' }).first();
    await select.selectOption('weekly');
    // A typed address: a new document, nothing of the app runs on the way out but the page's hiding.
    await page.goto(`${app.url}/about`);
    await expect.poll(() => frequencyOf(page, 'import_finished')).toBe('weekly');

    await page.goto(`${app.url}/notifications`);
    await select.selectOption('never');
    // The choice is on screen (React took it), then the tab goes.
    await expect.poll(() => select.inputValue()).toBe('never');
    // Closing a tab, Chromium runs the page's pagehide only within its unload deadline, which a
    // renderer starved of CPU misses (with three busy loops beside it, 1 to 5 closes in 16 lost their
    // pagehide altogether, a probe beacon too). So the page is told of its hiding as the browser
    // tells it, and then closed: what this shows is that the save starts on pagehide and outlives the tab.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    await page.close({ runBeforeUnload: true });
    const other = await browser.newContext({ viewport: DESKTOP });
    await other.addCookies(cookies);
    const check = await other.newPage();
    await expect.poll(() => frequencyOf(check, 'import_finished')).toBe('never');
    expect(errors).toEqual([]);
    await other.close();
  }, 120_000);

  it('coming back to / after the GEDCOM step resumes the wizard at "Which person is you?"', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await signUp(page, app, 'Resuming Rita');
    const wizard = page.getByTestId('onboarding-wizard');
    await wizard.getByRole('button', { name: 'Yes, I have a GEDCOM file' }).click();
    await wizard.getByRole('button', { name: 'Start my free trial' }).click();
    await wizard.getByLabel('Family tree file').setInputFiles(KENNEDY);
    await page.waitForURL(/#step3$/, { timeout: 120_000 });

    // Elsewhere, then / typed without the step.
    await page.goto(`${app.url}/photos/strip`);
    await page.goto(`${app.url}/`);
    await wizard.getByRole('heading', { name: 'Which person is you?' }).waitFor();
    await screenshot(page, 'leaving-wizard-resumed-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('/#unnamed scrolls to the people to name once the home cards are drawn', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await signUpWithTrial(app, page, 'Scrolling Sam');
    await pageApi(app, page).post('/user/onboarding', { outcome: 'skipped' });
    for (const file of FACES) await uploadAs(app, page, file, 'image/jpeg');
    await expect.poll(async () => (await pageApi(app, page).get<{ people: unknown[] }>('/faces/unnamed')).people.length, { timeout: 120_000, interval: 1000 }).toBeGreaterThan(0);

    // Seen before in this tab at the top, then opened at the anchor.
    await page.goto(`${app.url}/`);
    await page.locator('section#getting-started').waitFor();
    await page.goto(`${app.url}/#unnamed`);
    const section = page.locator('section#unnamed');
    await section.waitFor();
    // Its heading in view just under the sticky top bar.
    await expect.poll(() => sectionUnderTopBar(page)).toBe('in view');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await screenshot(page, 'leaving-unnamed-anchor-phone');
    // On a desktop, typed again from another page: the position home was left at does not win over the anchor.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${app.url}/people`);
    await page.goto(`${app.url}/#unnamed`);
    await section.waitFor();
    await expect.poll(() => sectionUnderTopBar(page)).toBe('in view');
    await screenshot(page, 'leaving-unnamed-anchor-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
