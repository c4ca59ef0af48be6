import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser, windowScreenshot } from './support/browser';
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

const photo = (relative: string) => resolve('../shared/testdata/photos/faces', relative);
/** Obama in three photos, Biden in three: two unnamed people once their faces are grouped. */
const LIBRARY = ['train/obama/obama.jpg', 'train/biden/biden2.jpg', 'test/obama_and_biden.jpg', 'test/two_people.jpg'];

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  return screenshot(page, name);
}

const cards = (page: Page) => page.locator('[data-photo-card]');
type Unnamed = { people: Array<{ person: { id: string }; face_count: number }> };

describe('faces, in Chromium', () => {
  it('groups uploaded faces, names them from home, lists their photos, corrects a face and shows it all on a phone', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUpWithTrial(app, page, 'Ada Faces');
    for (const name of LIBRARY) await uploadAs(app, page, photo(name));
    // Every photo's faces found and grouped: two unnamed people, three faces each.
    await expect.poll(async () => (await pageApi(app, page).get<Unnamed>('/faces/unnamed')).people.map((entry) => entry.face_count), { timeout: 120_000, interval: 1000 }).toEqual([3, 3]);

    // Away from home, the snackbar says so and leads to the people to name.
    await page.getByRole('navigation', { name: 'Heirloom' }).getByRole('link', { name: 'People' }).click();
    const snackbar = page.getByRole('status').filter({ hasText: 'You have 2 new unnamed people to name' });
    await snackbar.waitFor();
    await page.getByText('Faces without a name').waitFor();
    await shoot(page, 'faces-people-desktop');
    await snackbar.getByRole('link').click();
    await page.waitForURL(`${app.url}/#unnamed`);

    // Home: one face at a time, named by typing and Enter.
    const section = page.getByTestId('unnamed-person');
    await section.waitFor();
    await shoot(page, 'faces-home-naming-desktop');
    await section.getByText('In 3 photos').waitFor();
    for (let named = 1; named <= 2; named++) {
      // Who the face on screen is: the group holding obama.jpg is Obama (labels.json).
      const [shown] = (await pageApi(app, page).get<Unnamed>('/faces/unnamed')).people;
      const theirPhotos = (await pageApi(app, page).get<{ photos: Array<{ name: string }> }>(`/photos?person_id=${shown!.person.id}`)).photos.map((p) => p.name);
      expect(theirPhotos).toHaveLength(3);
      const name = theirPhotos.includes('obama.jpg') ? 'Barack Obama' : 'Joe Biden';
      const field = section.getByRole('combobox', { name: 'Name' });
      await field.fill(name);
      await field.press('Enter');
      await expect.poll(async () => (await pageApi(app, page).get<Unnamed>('/faces/unnamed')).people.length).toBe(2 - named);
    }
    await page.getByText('No unnamed people yet').waitFor();
    const obama = (await pageApi(app, page).get<{ persons: Array<{ id: string; name: string }> }>('/persons?q=Barack')).persons[0]!;

    // Filter by Person lists their photos.
    await page.goto(`${app.url}/photos/strip?filter=person`);
    await page.getByRole('combobox', { name: 'Person' }).fill('Barack');
    await page.getByRole('option', { name: 'Barack Obama' }).click();
    await page.waitForURL(/person=/);
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(3);

    // The person page's Pictures tab shows the same photos.
    await page.goto(`${app.url}/person/${obama.id}/pictures`);
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(3);
    await shoot(page, 'faces-person-pictures-desktop');

    // In the lightbox, a wrong face is corrected with 'Face is not'.
    const twoPeople = (await pageApi(app, page).get<{ photos: Array<{ id: string; name: string }> }>(`/photos?person_id=${obama.id}`)).photos.find((p) => p.name === 'two_people.jpg')!;
    await page.goto(`${app.url}/photo/${twoPeople.id}?person=${obama.id}`);
    const obamaFace = page.getByRole('button', { name: 'Face: Barack Obama' });
    await obamaFace.waitFor();
    await page.getByRole('button', { name: 'Face: Joe Biden' }).waitFor();
    await windowScreenshot(page, 'faces-lightbox-desktop');
    await obamaFace.click();
    const menu = page.getByRole('dialog', { name: 'Barack Obama' });
    await menu.waitFor();
    await windowScreenshot(page, 'faces-menu-desktop');
    await menu.getByRole('button', { name: 'Face is not Barack Obama' }).click();
    await page.getByRole('button', { name: 'Face: Who is this?' }).waitFor();
    await expect.poll(async () => (await pageApi(app, page).get<{ photos: unknown[] }>(`/photos?person_id=${obama.id}`)).photos.length).toBe(2);

    // Naming the face again from its menu, with a person from the tree.
    await page.getByRole('button', { name: 'Face: Who is this?' }).click();
    const who = page.getByRole('dialog', { name: 'Who is this?' });
    await who.getByRole('combobox', { name: 'Name' }).fill('Barack');
    await who.getByRole('option', { name: 'Barack Obama' }).click();
    await page.getByRole('button', { name: 'Face: Barack Obama' }).waitFor();

    // The strip: its header gives the total, and each card's faces open the same face menu.
    await page.goto(`${app.url}/photos/strip`);
    await page.getByText(`${LIBRARY.length} items, newest first`).waitFor();
    const twoFaces = page.getByRole('button', { name: /^2 faces: (?=.*Barack Obama)(?=.*Joe Biden)/ }).first();
    await twoFaces.waitFor();
    await cards(page).first().hover();
    await windowScreenshot(page, 'faces-strip-desktop');
    await twoFaces.click();
    await page.getByRole('menuitem', { name: 'Joe Biden' }).click();
    await page.getByRole('dialog', { name: 'Joe Biden' }).getByRole('button', { name: 'Face is not Joe Biden' }).waitFor();
    await page.keyboard.press('Escape');

    // Two records of Biden are merged from the people list: the kept one gains the other's name and birth.
    const biden = (await pageApi(app, page).get<{ persons: Array<{ id: string }> }>('/persons?q=Biden')).persons[0]!;
    const dup = (await pageApi(app, page).post<{ person: { id: string } }>('/person', { names: [{ first_name: 'Joseph', last_name: 'Biden' }] })).person;
    await pageApi(app, page).post('/event', { event_type: 'birth', person_id: dup.id, event_role: 'child', start_date: '20 Nov 1942' });
    await pageApi(app, page).post(`/person/${dup.id}/contacts`, { contacts: [{ contact_type: 'Email', contact_value: 'joseph@example.com' }] });
    await page.goto(`${app.url}/people`);
    await page.getByRole('checkbox', { name: 'Select Joe Biden' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Select Joseph Biden' }).check({ force: true });
    await page.getByRole('link', { name: 'Merge People' }).click();
    await page.waitForURL(/\/person_merge\?person_id1=.*&person_id2=/);
    await page.getByTestId('merge-gone').getByText('20 Nov 1942').waitFor();
    await page.getByTestId('merge-gone').getByText('Email: joseph@example.com').waitFor();
    await shoot(page, 'faces-merge-desktop');
    if (!(await page.getByTestId('merge-kept').getByRole('heading', { name: 'Joe Biden' }).isVisible())) await page.getByRole('button', { name: 'Keep the other one' }).click();
    await page.getByRole('button', { name: 'Do Merge' }).click();
    await page.waitForURL(`${app.url}/person/${biden.id}/details`);
    expect((await pageApi(app, page).get<{ person: { id: string; names: Array<{ first_name: string }> } }>(`/person/${dup.id}`)).person).toMatchObject({ id: biden.id, names: [{ first_name: 'Joe' }, { first_name: 'Joseph' }] });
    expect((await pageApi(app, page).get<{ contacts: Array<{ contact_value: string }> }>(`/person/${biden.id}/contacts`)).contacts.map((c) => c.contact_value)).toEqual(['joseph@example.com']);

    // Phone: the lightbox with its faces and the home page.
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/photo/${twoPeople.id}?person=${obama.id}`);
    await page.getByRole('button', { name: 'Face: Barack Obama' }).waitFor();
    await windowScreenshot(page, 'faces-lightbox-phone');
    await page.goto(`${app.url}/photos/strip`);
    await page.getByRole('button', { name: /^(\d+ faces|Faces): / }).first().click();
    await page.getByRole('menuitem').first().waitFor();
    await windowScreenshot(page, 'faces-strip-phone');
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/person/${obama.id}/pictures`);
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(3);
    await shoot(page, 'faces-person-pictures-phone');
    expect(errors).toEqual([]);
    // A long journey: four photos through face detection, then every face screen on desktop and phone.
  }, 240_000);
});
