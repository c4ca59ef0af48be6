import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { signUp, signUpWithTrial } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
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
    expect(await chain.getAttribute('aria-label')).toBe('The path: father’s brother’s son’s daughter');
    await screenshot(page, 'relationship-desktop');

    // Compare Grace with someone else: Helen, her father's wife and not her mother, is her stepmother.
    await page.getByRole('button', { name: 'Compare Grace Marsh with someone else' }).click();
    await page.getByRole('textbox', { name: 'Someone to compare Grace Marsh with' }).fill('Helen');
    await page.getByRole('list', { name: 'People found' }).getByRole('button', { name: 'Helen Marsh' }).click();
    await sectionSays(page, 'Grace Marsh is Helen Marsh’s stepdaughter.');

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

  it('filters the photo strip by a relation and by a couple’s branch, and highlights relatives on the tree; desktop and phone', async () => {
    const { page, errors } = await newPage(browser);
    await signUpWithTrial(app, page, 'Emma Marsh');
    const ids = await seedFamily(page);
    const client = pageApi(app, page);
    // Obama alone, Biden alone, and the two together: two people made from faces, two faces each.
    for (const name of ['train/obama/obama.jpg', 'train/biden/biden2.jpg', 'test/obama_and_biden.jpg']) await uploadAs(app, page, resolve('../shared/testdata/photos/faces', name), 'image/jpeg');
    type Unnamed = { people: Array<{ person: { id: string }; face_count: number }> };
    await expect.poll(async () => (await client.get<Unnamed>('/faces/unnamed')).people.map((entry) => entry.face_count), { timeout: 120_000, interval: 1000 }).toEqual([2, 2]);
    let obama = '';
    for (const { person } of (await client.get<Unnamed>('/faces/unnamed')).people) {
      const names = (await client.get<{ photos: Array<{ name: string }> }>(`/photos?person_id=${person.id}`)).photos.map((photo) => photo.name);
      if (names.includes('obama.jpg')) obama = person.id;
    }
    // Obama's person becomes David's son: Emma's first cousin, like Frank. Biden is nobody's relative.
    const birth = await client.post<{ event: { id: string } }>('/event', { event_type: 'birth', person_id: obama, event_role: 'child' });
    await client.post(`/event/${birth.event.id}`, { event_type: 'birth', participants: [{ event_role: 'child', person: obama }, { event_role: 'parent', person: ids.david }] });
    const cards = page.locator('[data-photo-card]');

    // From Emma's photos, the filter menu leads to her relatives; the relation changes in place.
    await page.goto(`${app.url}/photos/strip?person=${ids.emma}`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Their relatives…' }).click();
    await page.getByRole('heading', { level: 1, name: 'Photos of Emma Marsh’s descendants' }).waitFor();
    await page.getByText('No photos or videos match this filter.').waitFor();
    await page.getByRole('combobox', { name: 'Relation' }).selectOption('cousins');
    await page.getByRole('heading', { level: 1, name: 'Photos of Emma Marsh’s first cousins' }).waitFor();
    // Obama's two photos, the one with Biden once; Biden's own photo is not a cousin's.
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    await page.getByText('2 people').waitFor();
    await screenshot(page, 'relatives-strip-desktop');

    // A couple's branch: Arthur with Beatrice, chosen among Arthur's partners.
    await page.goto(`${app.url}/photos/strip?relatives_of=${ids.arthur}&relation=branch`);
    await page.getByText('Choose the partner: the branch is everyone descended from the couple.').waitFor();
    await page.getByRole('combobox', { name: 'With partner' }).selectOption({ label: 'with Beatrice Marsh' });
    await page.getByRole('heading', { level: 1, name: 'Photos of the branch of Arthur Marsh and Beatrice Marsh' }).waitFor();
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    await screenshot(page, 'relatives-strip-branch-desktop');

    // The people list offers the branch too.
    await page.goto(`${app.url}/people?relatives_of=${ids.arthur}&relation=branch&partner_id=${ids.beatrice}`);
    await page.getByText('Branch of Arthur Marsh').waitFor({ timeout: 20_000 });
    await page.getByRole('article', { name: 'Grace Marsh' }).waitFor();
    await screenshot(page, 'relatives-people-branch-desktop');

    // The tree marks Arthur's descendants and dims everyone else (his wife Beatrice).
    await page.goto(`${app.url}/graph?person=${ids.arthur}`);
    await page.getByRole('button', { name: 'Highlight relatives' }).click();
    await page.getByRole('combobox', { name: 'Relation' }).selectOption('descendants');
    const marked = page.locator('[data-highlight="marked"]');
    const markedIds = async () => (await marked.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-person')))).sort();
    // The canvas draws the cards in and near the view: those of his descendants are marked, no one else.
    await expect.poll(async () => (await markedIds()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const descendants = [ids.colin, ids.david, ids.emma, ids.frank, ids.grace, obama];
    expect((await markedIds()).every((id) => descendants.includes(id!))).toBe(true);
    expect(await page.locator(`[data-highlight="dimmed"][data-person="${ids.beatrice}"]`).count()).toBe(1);
    await page.getByText(/^6 of Arthur Marsh’s relatives marked, \d on this drawing\.$/).waitFor();
    await screenshot(page, 'relatives-tree-highlight-desktop');

    // On a phone: the strip's relation controls and the tree's highlight fit the screen.
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/photos/strip?relatives_of=${ids.emma}&relation=cousins&degree=1`);
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'relatives-strip-phone');
    await page.goto(`${app.url}/graph?person=${ids.emma}&relation=ancestors`);
    await expect.poll(() => marked.count(), { timeout: 20_000 }).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'relatives-tree-highlight-phone');
    expect(errors).toEqual([]);
  });
});
