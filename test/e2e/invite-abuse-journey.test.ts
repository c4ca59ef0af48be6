import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signUp } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const post = async (page: Page, path: string, data: unknown) => {
  const response = await page.request.post(`${app.url}/api${path}`, { data, headers: { 'x-requested-with': 'heirloom', Origin: app.url } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  return screenshot(page, name);
}

describe('invites that cannot be abused, in two browsers', () => {
  it('a forwarded invite cannot be accepted by another account, which asks for its own; a link is turned off; the day’s cap shows in the form', async () => {
    const { page: anna, errors: annaErrors } = await newPage(browser, DESKTOP);
    await signUp(anna, app, 'Anna Archer');
    const benEmail = `ben.${Date.now()}@example.com`;
    await post(anna, '/invite', { contacts: [{ email: benEmail }], subject: 'Join', message: 'Come' });
    const forwarded = /https?:\/\/\S+/.exec((await latestMail(app, benEmail, /facebook_welcome/)).body)![0];

    // Eve got Ben's mail forwarded and opens it signed in as herself.
    const { page: eve, errors: eveErrors } = await newPage(browser, PHONE);
    await signUp(eve, app, 'Eve Evans');
    await eve.goto(forwarded);
    await eve.getByRole('heading', { level: 1, name: 'Anna Archer invites you to join their family on Heirloom' }).waitFor();
    await eve.getByRole('main').getByRole('link', { name: 'Open the invite' }).click();
    await eve.getByText('This invite was sent to a different e-mail address (b•••@e•••.com)', { exact: false }).waitFor();
    expect(await eve.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await eve.getByText(benEmail).count()).toBe(0);
    await shoot(eve, 'invite-forwarded-phone');
    await eve.getByRole('button', { name: 'Ask Anna Archer for an invite' }).click();
    await eve.getByText('We asked Anna Archer for an invite of your own.', { exact: false }).waitFor();
    await eve.setViewportSize(DESKTOP);
    await shoot(eve, 'invite-forwarded-asked-desktop');

    // Anna's link, turned off from the invites she sent; Eve, holding it, is told so.
    const link = new URL(String((await post(anna, '/facebook_invite', {})).invite_url));
    await anna.goto(`${app.url}/invites`);
    const sent = anna.getByRole('main');
    await sent.getByRole('button', { name: 'Turn off link' }).waitFor();
    await shoot(anna, 'invite-links-desktop');
    await sent.getByRole('button', { name: 'Turn off link' }).click();
    await anna.getByText('Link turned off').waitFor();
    await eve.goto(`${app.url}/invite/${link.searchParams.get('invite')}?key=${encodeURIComponent(link.searchParams.get('key')!)}`);
    await eve.getByText('This invite link was turned off by the family. Ask Anna Archer for a new one.').waitFor();

    // A link for a relative of the tree, made and turned off from the Invite Family page.
    const rose = (await post(anna, '/person', { names: [{ first_name: 'Rose', last_name: 'Archer' }] })) as { person: { id: string } };
    await anna.goto(`${app.url}/invite/email?person=${rose.person.id}`);
    await anna.getByRole('button', { name: 'Copy invite link' }).click();
    await expect.poll(() => anna.getByRole('textbox', { name: 'Invite link' }).inputValue()).toMatch(/\/facebook_welcome\/[^?]+\?invite=/);
    await shoot(anna, 'invite-link-made-desktop');
    await anna.getByRole('button', { name: 'Turn off this link' }).click();
    await anna.getByText('The link is turned off', { exact: false }).waitFor();
    await shoot(anna, 'invite-link-turned-off-desktop');

    // 3 of the day's 20 are used: 17 more, then the form says none are left and when they start again.
    await post(anna, '/invite', { contacts: Array.from({ length: 17 }, (_, i) => ({ email: `cousin${i}.${Date.now()}@example.com` })), subject: 'Join', message: 'Come' });
    await anna.goto(`${app.url}/invite/email`);
    const form = anna.getByRole('form', { name: 'Invite your Family' });
    await form.getByRole('textbox', { name: 'Invitee e-mail 1' }).fill(`late.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Send Invites' }).click();
    await anna.getByText('Your family has sent all 20 invitations it can send today, so nothing was sent.', { exact: false }).waitFor();
    await shoot(anna, 'invite-cap-desktop');
    await anna.setViewportSize(PHONE);
    await shoot(anna, 'invite-cap-phone');
    expect(annaErrors).toEqual([]);
    expect(eveErrors).toEqual([]);
  });
});
