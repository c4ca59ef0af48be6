import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { pageApi } from './support/page-api';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A small family made through the API: grandparents, their two sons, a grandchild each, a great-grandchild, a wife. */
async function seedFamily(page: Page) {
  const client = pageApi(app, page);
  const person = async (first: string, sex: string) => (await client.post<{ person: { id: string } }>('/person', { names: [{ first_name: first, last_name: 'Marsh' }], sex })).person.id;
  const event = async (type: string, roles: Array<[string, string]>) => {
    const created = await client.post<{ event: { id: string } }>('/event', { event_type: type, person_id: roles[0]![1], event_role: roles[0]![0] });
    await client.post(`/event/${created.event.id}`, { event_type: type, participants: roles.map(([event_role, id]) => ({ event_role, person: id })) });
  };
  const ids = {
    arthur: await person('Arthur', 'Male'),
    beatrice: await person('Beatrice', 'Female'),
    colin: await person('Colin', 'Male'),
    david: await person('David', 'Male'),
    emma: await person('Emma', 'Female'),
    frank: await person('Frank', 'Male'),
    grace: await person('Grace', 'Female'),
    helen: await person('Helen', 'Female'),
  };
  await event('marriage', [['spouse', ids.arthur], ['spouse', ids.beatrice]]);
  for (const son of [ids.colin, ids.david]) await event('birth', [['child', son], ['parent', ids.arthur], ['parent', ids.beatrice]]);
  await event('birth', [['child', ids.emma], ['parent', ids.colin]]);
  await event('birth', [['child', ids.frank], ['parent', ids.david]]);
  await event('birth', [['child', ids.grace], ['parent', ids.frank]]);
  await event('marriage', [['spouse', ids.frank], ['spouse', ids.helen]]);
  return ids;
}

async function sectionSays(page: Page, words: string) {
  await page.getByTestId('relationship-section').getByTestId('relationship-words').filter({ hasText: words }).first().waitFor({ timeout: 20_000 });
}

describe('how are we related (issue 34), in Chromium', () => {
  it('a person page says how they are related to me, draws the path, and compares with anyone; desktop and phone', async () => {
    const { page, errors } = await newPage(browser);
    await signUp(page, app, 'Emma Marsh');
    const ids = await seedFamily(page);

    // Before choosing yourself, the page says how to.
    await page.goto(`${app.url}/person/${ids.grace}`);
    await page.getByText('Choose yourself (“This person is me” on your own page)').waitFor();

    // Emma chooses herself on her own page.
    await page.goto(`${app.url}/person/${ids.emma}`);
    await page.getByRole('button', { name: 'This person is me' }).click();
    await page.getByText('This is you. Open anyone’s page').waitFor();

    // Grace, her first cousin's daughter.
    await page.goto(`${app.url}/person/${ids.grace}`);
    await page.getByRole('heading', { name: 'How is Grace Marsh related to you?' }).waitFor();
    await sectionSays(page, 'Grace Marsh is your first cousin once removed.');
    const chain = page.getByTestId('relationship-section').getByTestId('relationship-chain');
    const names = await chain.getByTestId('chain-name').allTextContents();
    expect(names[0]).toBe('Emma Marsh (you)');
    expect(names.at(-1)).toBe('Grace Marsh');
    expect(names).toHaveLength(6);
    expect(await chain.getAttribute('aria-label')).toMatch(/^The path: father’s (father|mother)’s son’s son’s daughter$/);
    await screenshot(page, 'relationship-desktop');

    // Compare Grace with someone else: Helen, her father's wife and not her mother, is her step-mother.
    await page.getByRole('button', { name: 'Compare Grace Marsh with someone else' }).click();
    await page.getByRole('textbox', { name: 'Someone to compare Grace Marsh with' }).fill('Helen');
    await page.getByRole('list', { name: 'People found' }).getByRole('button', { name: 'Helen Marsh' }).click();
    await sectionSays(page, 'Grace Marsh is Helen Marsh’s step-daughter.');

    // Frank's wife Helen, seen from Emma: a cousin's wife.
    await page.goto(`${app.url}/person/${ids.helen}`);
    await sectionSays(page, 'Helen Marsh is your first cousin-in-law.');

    // The link in the chain opens that person's page.
    await page.goto(`${app.url}/person/${ids.grace}`);
    await chain.getByRole('link', { name: 'Frank Marsh' }).click();
    await page.waitForURL(`${app.url}/person/${ids.frank}**`);
    await sectionSays(page, 'Frank Marsh is your first cousin.');

    // Emma's relatives as the people list: her first cousins, then her ancestors.
    await page.goto(`${app.url}/person/${ids.emma}`);
    await page.getByRole('group', { name: 'Lists of Emma Marsh’s relatives' }).getByRole('link', { name: 'Cousins' }).click();
    await page.waitForURL(/\/people\?relatives_of=/);
    await page.getByText('First cousins of Emma Marsh').waitFor({ timeout: 20_000 });
    await page.getByRole('article', { name: 'Frank Marsh' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Relation' }).selectOption('ancestors');
    await page.getByText('Ancestors of Emma Marsh').waitFor();
    await page.getByRole('article', { name: 'Arthur Marsh' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(3);
    await screenshot(page, 'relationship-relatives-list');

    // The merge screen says how the two records are related: a father and daughter are two people.
    await page.goto(`${app.url}/person_merge?person_id1=${ids.frank}&person_id2=${ids.grace}`);
    await page.getByTestId('merge-relationship').getByText('Grace Marsh is Frank Marsh’s daughter.').waitFor({ timeout: 20_000 });
    await screenshot(page, 'relationship-merge');

    // On a phone the chain stands in a column and nothing runs off the screen.
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/person/${ids.grace}`);
    await sectionSays(page, 'your first cousin once removed');
    // The path opens on asking, as a column.
    await page.getByTestId('relationship-section').getByRole('button', { name: 'Show the path (6 people)' }).click();
    await page.getByTestId('relationship-section').getByTestId('relationship-chain').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'relationship-phone');
    expect(errors).toEqual([]);
  });
});
