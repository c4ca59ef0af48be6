import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser, windowScreenshot } from './support/browser';
import { latestMail } from './support/accounts';
import { unfoldDrawerGroup } from './support/drawer';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const FIRST_PASSWORD = 'Heirloom2026';
const NEW_PASSWORD = 'Keepsake2027';

const codeIn = (body: string): string => /\b(\d{6})\b/.exec(body)![1]!;

/** Full-page shots start at the top, so a sticky bar is drawn where it belongs. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300); // let the dialog and drawer animations settle
  return screenshot(page, name);
}

/** Logs in through the API the way the browser does (same CSRF header), for checks beside the UI. */
const apiLogin = (loginId: string, password: string) =>
  fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-requested-with': 'heirloom', Origin: app.url },
    body: JSON.stringify({ login_id: loginId, password }),
  });

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('accounts, from sign-up to deletion, in Chromium', () => {
  it('signs up, verifies, starts the trial, logs out, logs in with a code, changes the password and deletes the account', async () => {
    const email = `ada.${Date.now()}@example.com`;
    const { page, errors } = await newPage(browser, DESKTOP);

    // Sign up on the combined welcome page.
    await page.goto(`${app.url}/welcome`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom' }).waitFor();
    await shoot(page, 'accounts-welcome-desktop');
    const signup = page.getByRole('form', { name: 'Sign up' });
    await signup.getByRole('button', { name: 'Create account' }).click();
    await signup.getByText('E-mail must be valid').waitFor();
    await signup.getByText('Password must be at least 8 characters long').waitFor();
    await signup.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await signup.getByRole('textbox', { name: 'Your name (optional)' }).fill('Ada Lovelace');
    await signup.getByRole('textbox', { name: 'Password', exact: true }).fill(FIRST_PASSWORD);
    await signup.getByRole('textbox', { name: 'Verify password' }).fill(FIRST_PASSWORD);
    await signup.getByRole('button', { name: 'Create account' }).click();

    // The code arrives by e-mail; typing its sixth digit signs in.
    await page.waitForURL(/\/verify\//);
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    await page.getByText(email).waitFor();
    await shoot(page, 'accounts-verify-desktop');
    const signupMail = await latestMail(app, email, /to confirm your account/);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(codeIn(signupMail.body));
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom, Ada Lovelace' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hl_had_account'))).toBe('1');
    expect(await page.evaluate(() => document.cookie)).not.toContain('hl_session'); // HttpOnly

    // Start the trial from the top bar's call to action.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Start your free trial' }).click();
    let dialog = page.getByRole('dialog', { name: 'Choose your plan' });
    await dialog.getByText('$4.99').waitFor();
    await dialog.getByText('16% discount').waitFor();
    await dialog.getByRole('button', { name: 'Start free trial' }).click();
    await dialog.getByText('Your 15-day free trial has started').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The banner counts the days; clicking it opens the plan dialog.
    const banner = header.getByRole('button', { name: 'Trial Expires in 15 days, Subscribe Now' });
    await banner.waitFor();
    expect(await banner.getAttribute('data-severity')).toBe('info');
    await banner.click();
    dialog = page.getByRole('dialog', { name: 'Choose your plan' });
    await dialog.getByRole('button', { name: 'Subscribe Annual' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Start free trial' }).count()).toBe(0); // the trial is used
    await windowScreenshot(page, 'accounts-plan-dialog-desktop');
    await dialog.getByRole('button', { name: 'Subscribe Annual' }).click();
    // Without Stripe keys the local stand-in's test checkout answers (billing-journey pays on it).
    await page.waitForURL(/\/checkout\/cs_test_/);
    await page.getByText('TEST MODE').waitFor();
    await page.getByText('Heirloom Annual').waitFor();
    await shoot(page, 'accounts-checkout-desktop');

    // The shell: drawer with the photo presets unfolded, and a preset leading to a real page.
    await page.goto(`${app.url}/`);
    const drawer = page.getByRole('navigation', { name: 'Heirloom' });
    await unfoldDrawerGroup(drawer, 'View Photos');
    await drawer.getByRole('link', { name: 'Grand Parents' }).waitFor();
    await shoot(page, 'accounts-shell-desktop');
    await drawer.getByRole('link', { name: 'Kids', exact: true }).click();
    await page.waitForURL(`${app.url}/photos/strip?list=Kids`);
    await page.getByRole('heading', { level: 1, name: 'Photos: Kids' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Kids', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await page.waitForTimeout(300);
    await shoot(page, 'accounts-shell-collapsed-desktop');
    await page.reload();
    await page.getByRole('button', { name: 'Expand navigation' }).waitFor(); // remembered on the device
    await page.getByRole('button', { name: 'Expand navigation' }).click();

    // The same session on a phone: bottom bar instead of the drawer, and the More sheet.
    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/`);
    await phone.page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom, Ada Lovelace' }).waitFor();
    const bottomBar = phone.page.getByRole('navigation', { name: 'Quick links' });
    await bottomBar.getByRole('link', { name: 'Photos' }).waitFor();
    expect(await phone.page.getByRole('navigation', { name: 'Heirloom' }).isVisible()).toBe(false);
    expect(await noHorizontalScroll(phone.page)).toBe(true);
    await shoot(phone.page, 'accounts-shell-phone');
    await windowScreenshot(phone.page, 'accounts-shell-phone-screen');
    await bottomBar.getByRole('button', { name: 'More' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Family Tree' }).waitFor();
    // Every entry reads at one size, the group that only unfolds (Upload Files) as the links.
    const textSize = (entry: Locator) => entry.evaluate((element) => getComputedStyle(element).fontSize);
    expect(await textSize(phone.page.getByRole('dialog').getByRole('button', { name: 'Upload Files' }))).toBe(await textSize(phone.page.getByRole('dialog').getByRole('link', { name: 'Family Tree' })));
    await windowScreenshot(phone.page, 'accounts-shell-phone-more');
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Family Tree' }).click();
    await phone.page.waitForURL(`${app.url}/graph`);
    // A new user has no people: the tree page opens its empty-tree dialog, which (being modal) hides
    // the page's heading from the accessibility tree as soon as the people query answers.
    await phone.page.getByRole('alertdialog', { name: 'You have no people in this tree at the moment' }).waitFor();
    expect(await phone.page.title()).toBe('Family tree · Heirloom');
    await phone.page.goto(`${app.url}/profile`);
    await phone.page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    expect(await noHorizontalScroll(phone.page)).toBe(true);
    await shoot(phone.page, 'accounts-profile-phone');
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();

    // Log out from the user menu: back to /welcome.
    await header.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/welcome`);
    await page.getByRole('form', { name: 'Log in' }).waitFor();

    // A protected page now sends the visitor to /welcome with redirect_to.
    await page.goto(`${app.url}/profile`);
    await page.waitForURL(`${app.url}/welcome?redirect_to=%2Fprofile`);

    // Log in with a code instead of the password, and land on the page asked for.
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'E-mail or phone number' }).fill(email);
    await login.getByRole('button', { name: 'Send me a code' }).click();
    await page.waitForURL(/\/verify\/.+redirect_to=%2Fprofile/);
    const loginMail = await latestMail(app, email, /to log in/);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(codeIn(loginMail.body));
    await page.waitForURL(`${app.url}/profile`);

    // Change the e-mail on the profile: it needs the current password, and the new address becomes
    // the login only once the code sent to it is entered; the old address is told, with an undo link.
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    await page.getByText('0 B used of 100 GB').waitFor();
    await shoot(page, 'accounts-profile-desktop');
    const details = page.getByRole('form', { name: 'Your details' });
    const newEmail = `ada.new.${Date.now().toString(36)}@example.com`;
    await details.getByRole('textbox', { name: 'E-mail' }).fill(newEmail);
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText('That is not your current password').first().waitFor();
    await details.getByRole('textbox', { name: 'Current password' }).fill(FIRST_PASSWORD);
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText(`Saved. We sent a code to ${newEmail}`, { exact: false }).waitFor();
    expect((await apiLogin(newEmail, FIRST_PASSWORD)).status).toBe(401);
    const confirmEmail = page.getByRole('form', { name: 'Confirm your new e-mail' });
    await shoot(page, 'accounts-profile-pending-email-desktop');
    const contactMail = await latestMail(app, newEmail, /to confirm this address/);
    await confirmEmail.getByRole('textbox', { name: 'Code' }).fill(codeIn(contactMail.body));
    await confirmEmail.getByRole('button', { name: 'Confirm' }).click();
    await details.getByText(`Your e-mail is now ${newEmail}`, { exact: false }).waitFor();
    expect(await details.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(newEmail);
    expect((await apiLogin(newEmail, FIRST_PASSWORD)).status).toBe(200);
    const notice = await latestMail(app, email, /undo_change/);
    const undoLink = new URL(/(https?:\/\/\S+\/undo_change\/\S+)/.exec(notice.body)![1]!);
    const undoPage = await newPage(browser, PHONE);
    await undoPage.page.goto(`${app.url}${undoLink.pathname}${undoLink.search}`);
    await undoPage.page.getByRole('heading', { level: 1, name: 'Undo the change to your login' }).waitFor();
    await undoPage.page.getByRole('button', { name: 'Put my old login back' }).waitFor();
    await shoot(undoPage.page, 'accounts-undo-change-phone');
    expect(undoPage.errors).toEqual([]);
    await undoPage.page.context().close();

    // Change the password on the profile, again after the current one.
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByRole('textbox', { name: 'Current password' }).fill(FIRST_PASSWORD);
    await passwordForm.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
    await passwordForm.getByRole('textbox', { name: 'Verify password' }).fill('Keepsake2028');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByText('Passwords must match').waitFor();
    await passwordForm.getByRole('textbox', { name: 'Verify password' }).fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByText(/Your password is changed/).waitFor();
    expect((await apiLogin(newEmail, FIRST_PASSWORD)).status).toBe(401);
    expect((await apiLogin(newEmail, NEW_PASSWORD)).status).toBe(200);

    // Ask to delete the account; the link comes by e-mail.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Send me the deletion link' }).click();
    await confirm.getByText('Check your e-mail').waitFor();
    await confirm.getByText(new RegExp(`Check your mail at ${newEmail.replace(/\./g, '\\.')}`)).waitFor();
    await windowScreenshot(page, 'accounts-delete-dialog-desktop');
    await confirm.getByRole('button', { name: 'Done' }).click();

    const deletionMail = await latestMail(app, newEmail, /delete_user/);
    const link = new URL(/(https?:\/\/\S+\/delete_user\/\S+)/.exec(deletionMail.body)![1]!);
    await page.goto(`${app.url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Delete your account' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Account is being deleted' }).waitFor();
    await shoot(page, 'accounts-deleted-desktop');

    // The account no longer signs in, with either kind of login.
    await page.goto(`${app.url}/login`);
    await login.getByRole('textbox', { name: 'E-mail or phone number' }).fill(newEmail);
    await login.getByRole('textbox', { name: 'Password (optional)' }).fill(NEW_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByText('Invalid User or Password').waitFor();
    expect(page.url()).toBe(`${app.url}/login`);
    expect((await apiLogin(newEmail, NEW_PASSWORD)).status).toBe(401);
    const session = await page.evaluate(() => fetch('/api/user').then((response) => response.status));
    expect(session).toBe(401);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the welcome and code screens at phone size without sideways scrolling', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await page.goto(`${app.url}/welcome`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom' }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shoot(page, 'accounts-welcome-phone');
    await page.goto(`${app.url}/verify/${encodeURIComponent('grace@example.com')}`);
    await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code has 6 digits').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shoot(page, 'accounts-verify-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
