import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import { latestMail } from './support/accounts';
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

const PASSWORD = 'Heirloom2026';
const photo = (relative: string) => resolve('../shared/testdata/photos/immich-test-assets', relative);
const PHOTOS = ['albums_nature_tanners_ridge.jpg', 'albums_nature_prairie_falcon.jpg'];

const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.com`;

/** Fills the sign-up form wherever it is shown, then the e-mailed code. */
async function signUpHere(page: Page, email: string, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Your name (optional)' }).fill(name);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Verify password' }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify\//);
  const mail = await latestMail(app, email, /to confirm your account/);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(/\b(\d{6})\b/.exec(mail.body)![1]!);
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  return screenshot(page, name);
}

const cards = (page: Page) => page.locator('[data-photo-card]');

describe('family sharing, in two browsers', () => {
  it('A invites B by e-mail; B lands, signs up, accepts and sees A’s photos with A’s name; A removes B and B’s open tab loses them', async () => {
    // A: an account with a trial, two photos and a grandmother in the tree.
    const { page: anna, errors: annaErrors } = await newPage(browser, DESKTOP);
    await anna.goto(`${app.url}/welcome`);
    await signUpHere(anna, uniqueEmail('anna'), 'Anna Archer');
    await anna.waitForURL(`${app.url}/`);
    await anna.getByRole('banner').getByRole('button', { name: 'Start your free trial' }).click();
    const plan = anna.getByRole('dialog', { name: 'Choose your plan' });
    await plan.getByRole('button', { name: 'Start free trial' }).click();
    await plan.getByRole('button', { name: 'Done' }).click();
    for (const name of PHOTOS) await uploadAs(app, anna, photo(name));
    const grandma = (await pageApi(app, anna).post<{ person: { id: string } }>('/person', { names: [{ first_name: 'Rose', last_name: 'Archer' }], sex: 'Female' })).person.id;
    await expect.poll(async () => (await pageApi(app, anna).get<{ photos: unknown[] }>('/photos')).photos.length, { timeout: 60_000, interval: 500 }).toBe(PHOTOS.length);

    // The drawer's Invite Family: subject and signed message ready, one invitee.
    await anna.getByRole('navigation', { name: 'Heirloom' }).getByRole('link', { name: 'Invite Family' }).click();
    await anna.waitForURL(`${app.url}/invite/email`);
    const form = anna.getByRole('form', { name: 'Invite your Family' });
    expect(await form.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Join my family on Heirloom');
    expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toMatch(/Anna Archer$/);
    await form.getByRole('textbox', { name: 'Invitee e-mail 1' }).fill('not-an-address');
    await form.getByRole('button', { name: 'Send Invites' }).click();
    await form.getByText('E-mail must be valid').waitFor();
    const benEmail = uniqueEmail('ben');
    await form.getByRole('textbox', { name: 'Invitee e-mail 1' }).fill(benEmail);
    await form.getByRole('button', { name: 'Send Invites' }).click();
    await anna.getByText(`Your invite is on its way to ${benEmail}.`).waitFor();
    await shoot(anna, 'sharing-invite-email-desktop');

    // B opens the mailed link in another browser: the landing page, then Sign Up.
    const mail = await latestMail(app, benEmail, /facebook_welcome/);
    const link = /https?:\/\/\S+/.exec(mail.body)![0];
    const { page: ben, errors: benErrors } = await newPage(browser, PHONE);
    await ben.goto(link);
    await ben.getByRole('heading', { level: 1, name: 'Anna Archer invites you to join their family on Heirloom' }).waitFor();
    await ben.getByText('person in the tree').waitFor();
    // Each figure is a term and its value (read in that order; the number is drawn above its label).
    expect(await ben.getByLabel('Their family so far').innerText()).toMatch(/person in the tree\s+1\s+photos\s+2/);
    await shoot(ben, 'sharing-landing-phone');
    await ben.setViewportSize(DESKTOP);
    await shoot(ben, 'sharing-landing-desktop');
    await ben.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await signUpHere(ben, benEmail, 'Ben Baker');

    // After signing up, the invite is waiting.
    await ben.waitForURL(/\/invite\/[^/?]+\?key=/);
    await ben.getByRole('heading', { name: 'Anna Archer invites you to their family' }).waitFor();
    await shoot(ben, 'sharing-invite-desktop');
    await ben.getByRole('button', { name: 'Accept' }).click();
    await ben.waitForURL(`${app.url}/photos/strip`);
    await expect.poll(() => cards(ben).count(), { timeout: 20_000 }).toBe(PHOTOS.length);
    await expect.poll(() => cards(ben).filter({ hasText: 'Anna Archer' }).count(), { timeout: 20_000 }).toBe(PHOTOS.length);
    await shoot(ben, 'sharing-strip-member-desktop');

    await ben.goto(`${app.url}/invites`);
    const members = ben.getByRole('region', { name: 'Family members' });
    await members.getByText('Anna Archer').waitFor();
    await members.getByText('Started the family').waitFor();
    await ben.getByText('You have no Sharing Invites waiting').waitFor();
    await shoot(ben, 'sharing-invites-member-desktop');
    await ben.goto(`${app.url}/photos/strip`);
    await expect.poll(() => cards(ben).count(), { timeout: 20_000 }).toBe(PHOTOS.length);

    // B edits A's grandmother: a member's edit to a person someone else added waits for the admins'
    // review, so she stays Rose; B's page offers no Remove and says why, and B cannot choose.
    await ben.goto(`${app.url}/person/${grandma}/details`);
    await ben.getByRole('heading', { level: 1, name: 'Rose Archer' }).waitFor();
    await ben.getByTestId('not-yours').waitFor();
    expect(await ben.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    await pageApi(app, ben).post(`/person/${grandma}`, { names: [{ first_name: 'Rosa', last_name: 'Archer' }] });
    await ben.reload();
    await ben.getByText('A newer version of Rose Archer is waiting').waitFor();
    await shoot(ben, 'sharing-person-member-desktop');
    await ben.setViewportSize(PHONE);
    await shoot(ben, 'sharing-person-member-phone');
    await ben.goto(`${app.url}/person_merge?person_id1=${grandma}`);
    await ben.getByText('Your family’s admins review this suggestion.', { exact: false }).waitFor();
    expect(await ben.getByRole('button', { name: 'Use This Version' }).count()).toBe(0);
    await ben.setViewportSize(DESKTOP);
    // A (the admin) sees the newer-version alert, compares and keeps her own version.
    await anna.goto(`${app.url}/people`);
    await anna.getByRole('link', { name: 'A newer version of Rose Archer is waiting: compare and merge' }).click();
    await anna.waitForURL(`${app.url}/person_merge?person_id1=${grandma}`);
    await anna.getByRole('heading', { level: 1, name: 'Choose a version' }).waitFor();
    await anna.getByText('By Ben Baker').waitFor();
    await shoot(anna, 'sharing-person-version-desktop');
    await anna.getByRole('button', { name: 'Keep Current Version' }).click();
    await anna.waitForURL(`${app.url}/person/${grandma}/details`);
    await anna.getByRole('heading', { level: 1, name: 'Rose Archer' }).waitFor();
    // B learns what became of the suggestion, from the bell, and its message leads to the person.
    await ben.goto(`${app.url}/photos/strip`);
    await ben.getByRole('button', { name: /^Messages/ }).click();
    await ben.getByRole('dialog').getByText('Your change to Rose Archer was not used').click();
    await ben.getByRole('heading', { level: 1, name: 'Your change to Rose Archer was not used' }).waitFor();
    await ben.getByText('Anna Archer kept Rose Archer as they were.', { exact: false }).waitFor();
    await shoot(ben, 'sharing-suggestion-outcome-desktop');
    await ben.getByRole('link', { name: 'See the person' }).click();
    await ben.waitForURL(`${app.url}/person/${grandma}/details`);

    // A's event for her: B may add people to it, and nothing more; the page says so and the fields are off.
    const birth = (await pageApi(app, anna).post<{ event: { id: string } }>('/event', { event_type: 'birth', person_id: grandma, event_role: 'child', start_date: '1931', location: 'Leeds' })).event.id;
    await ben.goto(`${app.url}/event/${birth}/details`);
    await ben.getByTestId('not-yours').getByText('You can add people to it.', { exact: false }).waitFor();
    await expect.poll(() => ben.getByRole('textbox', { name: 'Date' }).isDisabled()).toBe(true);
    expect(await ben.getByRole('combobox', { name: 'Place' }).isDisabled()).toBe(true);
    expect(await ben.getByRole('button', { name: 'Remove Rose Archer' }).count()).toBe(0);
    expect(await ben.getByRole('button', { name: 'Add a person' }).isEnabled()).toBe(true);
    await shoot(ben, 'sharing-event-member-desktop');

    // A removes B; B's open tab loses the family's photos at once, and the picture links B holds stop working.
    await ben.goto(`${app.url}/photos/strip`);
    await expect.poll(() => cards(ben).count(), { timeout: 20_000 }).toBe(PHOTOS.length);
    const heldLink = (await cards(ben).first().locator('img[src*="/api/media/"]').first().getAttribute('src'))!;
    expect((await ben.request.get(heldLink)).status()).toBe(200);
    await anna.goto(`${app.url}/invites`);
    const annaMembers = anna.getByRole('region', { name: 'Family members' });
    await annaMembers.getByText('Ben Baker').waitFor();
    await anna.getByText('You have no Sharing Requests outstanding currently').waitFor();
    await shoot(anna, 'sharing-invites-founder-desktop');
    await anna.setViewportSize(PHONE);
    await shoot(anna, 'sharing-invites-founder-phone');
    await annaMembers.getByRole('button', { name: 'Remove' }).click();
    const confirm = anna.getByRole('alertdialog', { name: 'Remove the user from you family sharing?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => annaMembers.getByText('Ben Baker').count()).toBe(0);

    await expect.poll(() => cards(ben).count(), { timeout: 20_000 }).toBe(0);
    expect((await ben.request.get(heldLink, { maxRedirects: 0 })).status()).toBe(404);
    await ben.getByText('You have no photos at the moment').waitFor();
    await shoot(ben, 'sharing-removed-member-desktop');

    // From the grandmother's page (living: private to the family), a link to share for her.
    await anna.goto(`${app.url}/person/${grandma}/details`);
    await anna.getByText('Living · private to your family').waitFor();
    await anna.getByRole('main').getByRole('link', { name: 'Invite', exact: true }).click();
    await anna.getByText('Rose Archer', { exact: true }).waitFor();
    await anna.getByRole('button', { name: 'Copy invite link' }).click();
    await expect.poll(() => anna.getByRole('textbox', { name: 'Invite link' }).inputValue()).toMatch(/\/facebook_welcome\/[^?]+\?invite=/);
    await shoot(anna, 'sharing-invite-link-phone');
    expect(annaErrors).toEqual([]);
    expect(benErrors).toEqual([]);
  });
});
