import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
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

interface PersonBody {
  person: { id: string; name: string; sex: string };
}
interface EventsBody {
  events: Array<{ event_type: string; name: string; participants: Array<{ event_role: string; person: { id: string; name: string; sex: string } }> }>;
}

const person = async (page: Page, first: string, last: string) => (await pageApi(app, page).post<PersonBody>('/person', { names: [{ first_name: first, last_name: last }] })).person.id;

async function event(page: Page, type: string, date: string, roles: Array<[string, string]>, name = '') {
  const client = pageApi(app, page);
  const created = await client.post<{ event: { id: string } }>('/event', { event_type: type, person_id: roles[0]![1], event_role: roles[0]![0], start_date: date });
  await client.post(`/event/${created.event.id}`, { event_type: type, name, auto_name: name === '', start_date: date, participants: roles.map(([event_role, id]) => ({ event_role, person: id })) });
}

describe('parents and the timeline, in Chromium', () => {
  it('adds a new father and mother from a person’s page, each with their sex, into the person’s birth', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Ann Whitlock');
    const ann = await person(page, 'Ann', 'Whitlock');
    await page.goto(`${app.url}/person/${ann}/details`);
    const parents = page.getByRole('region', { name: 'Parents' });
    await parents.getByText('No parents yet.', { exact: false }).waitFor();
    await screenshot(page, 'person-parents-none-desktop');

    for (const [button, who, name] of [
      ['Add mother', 'the mother', 'Martha Gill'],
      ['Add father', 'the father', 'Henry Whitlock'],
    ] as const) {
      await parents.getByRole('button', { name: button }).click();
      const chooser = page.getByRole('dialog', { name: `Choose ${who}` });
      const search = chooser.getByRole('textbox', { name: `Search by name for ${who}` });
      await search.fill(name);
      await chooser.getByText(`No persons matching “${name}”`).waitFor();
      await search.press('Enter');
      await parents.getByRole('link', { name }).waitFor();
    }
    // Both known: nothing more to add (each can be unlinked).
    expect(await parents.getByRole('button', { name: /^Add / }).count()).toBe(0);
    await page.getByRole('list', { name: 'Events' }).getByText('Ann Whitlock born to Martha Gill and Henry Whitlock').waitFor();
    await screenshot(page, 'person-parents-desktop');

    const events = await pageApi(app, page).get<EventsBody>(`/events/${ann}`);
    const birth = events.events.find((e) => e.event_type === 'birth')!;
    const sexOf = Object.fromEntries(birth.participants.filter((p) => p.event_role === 'parent').map((p) => [p.person.name, p.person.sex]));
    expect(sexOf).toEqual({ 'Martha Gill': 'Female', 'Henry Whitlock': 'Male' });

    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/person/${ann}/details`);
    await phone.page.getByRole('region', { name: 'Parents' }).getByRole('link', { name: 'Henry Whitlock' }).waitFor();
    await screenshot(phone.page, 'person-parents-phone');
    expect(phone.errors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('unlinks a father and a partner from a person’s page, asking first; the chart drawn before forgets them too', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Ann Whitlock');
    const [ann, henry, martha, wrong] = [await person(page, 'Ann', 'Whitlock'), await person(page, 'Henry', 'Whitlock'), await person(page, 'Martha', 'Gill'), await person(page, 'Walter', 'Wrong')];
    let birth = '';
    for (const parent of [henry, martha]) birth = (await pageApi(app, page).post<{ event: { id: string } }>(`/person/${ann}/parents`, { relation: 'parent', person_id: parent })).event.id;
    await pageApi(app, page).post(`/event/${birth}`, { event_type: 'birth', start_date: '1950', participants: [ann, henry, martha].map((id, i) => ({ event_role: i ? 'parent' : 'child', person: id })) });
    // Henry, wrongly linked, was born after Ann.
    await event(page, 'birth', '1990', [['child', henry]]);
    await event(page, 'marriage', '1950', [['spouse', martha], ['spouse', wrong]]);

    // The chart first, so what the app holds of it is the one with Henry.
    await page.goto(`${app.url}/person/${martha}/charts/all`);
    const card = (id: string) => page.locator(`[data-testid="tree-canvas"] [data-person="${id}"]`);
    await card(wrong).first().waitFor();
    await card(henry).first().waitFor();

    await page.getByRole('link', { name: 'Details' }).click();
    const family = page.getByRole('region', { name: 'Family' });
    await family.getByRole('button', { name: 'Unlink Walter Wrong' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Unlink Walter Wrong?' });
    await ask.getByText("Walter Wrong will no longer be Martha Gill's partner. Their marriage stays on Martha Gill's page with its date and place, without Walter Wrong. Both stay in the tree.").waitFor();
    await screenshot(page, 'person-unlink-partner-desktop');
    await ask.getByRole('button', { name: 'Unlink' }).click();
    await ask.waitFor({ state: 'detached' });
    const partners = family.getByRole('list', { name: 'Partners' });
    await partners.getByRole('link', { name: 'Walter Wrong' }).waitFor({ state: 'detached' });
    // Henry is her partner only as Ann's other parent: nothing to unlink him from here.
    await partners.getByRole('link', { name: 'Henry Whitlock' }).waitFor();
    expect(await partners.getByRole('button', { name: 'Unlink Henry Whitlock' }).count()).toBe(0);
    // The marriage stays on her page, without him.
    await page.getByRole('list', { name: 'Events' }).getByText('Martha Gill married', { exact: true }).waitFor();

    await family.getByRole('list', { name: 'Children' }).getByRole('link', { name: 'Ann Whitlock' }).click();
    await page.waitForURL(`${app.url}/person/${ann}/details`);
    const parents = page.getByRole('region', { name: 'Parents' });
    const dates = parents.getByRole('region', { name: 'Dates that do not fit' });
    await dates.getByText('Ann Whitlock was born in 1950, not after Henry Whitlock, their parent, born in 1990.').waitFor();
    await screenshot(page, 'person-dates-that-do-not-fit-desktop');
    await parents.getByRole('button', { name: 'Unlink Henry Whitlock' }).click();
    await page.getByRole('alertdialog', { name: 'Unlink Henry Whitlock?' }).getByRole('button', { name: 'Unlink' }).click();
    await parents.getByRole('link', { name: 'Henry Whitlock' }).waitFor({ state: 'detached' });
    await parents.getByRole('button', { name: 'Add father' }).waitFor();
    await dates.waitFor({ state: 'detached' });
    // Henry's row went with the dialog's button: focus stays in the Parents section, not lost to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-labelledby') ?? null)).toBe('parents-heading');
    await page.getByRole('list', { name: 'Events' }).getByText('Ann Whitlock born to Martha Gill', { exact: true }).waitFor();

    // Back to Martha's chart within its minute of freshness: neither man is drawn.
    await page.goBack();
    await page.waitForURL(`${app.url}/person/${martha}/details`);
    await page.getByRole('link', { name: 'Charts' }).click();
    await card(ann).first().waitFor();
    // Drawn from what was read before until the chart, marked stale by the unlinks, is read again.
    await expect.poll(async () => (await card(wrong).count()) + (await card(henry).count()), { timeout: 20_000 }).toBe(0);
    expect(errors).toEqual([]);
  });

  it('names whose burial, christening or custom-named marriage a timeline row is', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Tom Reed');
    const tom = await person(page, 'Tom', 'Reed');
    const ruth = await person(page, 'Ruth', 'Reed');
    await event(page, 'Burial', '12 Sep 1860', [['buried', tom]]);
    await event(page, 'Christening', '3 Mar 1801', [['christened', tom]]);
    await event(page, 'marriage', '6 Jun 1825', [['spouse', tom], ['spouse', ruth]], 'The wedding at Kendal');
    await event(page, 'death', '9 Sep 1860', [['died', tom]]);

    await page.goto(`${app.url}/timeline`);
    const row = (name: string) => page.locator('[data-testid="timeline-event"]').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row('Burial').waitFor();
    expect(await row('Burial').textContent()).toContain('Tom Reed');
    expect(await row('Christening').textContent()).toContain('Tom Reed');
    expect(await row('The wedding at Kendal').textContent()).toContain('Tom Reed and Ruth Reed · Marriage');
    // A death's automatic name says whose already: not said twice.
    expect((await row('Tom Reed died').textContent())!.match(/Tom Reed/g)).toHaveLength(1);
    await screenshot(page, 'timeline-names-desktop');

    const phone = await newPage(browser, PHONE);
    await phone.page.context().addCookies(await page.context().cookies());
    await phone.page.goto(`${app.url}/timeline`);
    await phone.page.locator('[data-testid="timeline-event"]').first().waitFor();
    await screenshot(phone.page, 'timeline-names-phone');
    expect(phone.errors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('deletes an event from its page, and puts it back from the timeline’s Deleted events once the notice is gone', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, app, 'Nell Grey');
    const nell = await person(page, 'Nell', 'Grey');
    await event(page, 'Christening', '3 Mar 1801', [['christened', nell]]);
    await page.goto(`${app.url}/timeline`);
    const row = page.locator('[data-testid="timeline-event"]').filter({ has: page.getByRole('link', { name: 'Christening', exact: true }) });
    await row.getByRole('link', { name: 'Christening', exact: true }).click();
    await page.getByRole('button', { name: 'Delete event' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this event?' }).getByRole('button', { name: 'Delete event' }).click();
    await page.waitForURL(`${app.url}/person/${nell}/details`);

    // Later, from the timeline: no row for it, and the Deleted events list puts it back.
    await page.goto(`${app.url}/timeline`);
    await page.getByRole('button', { name: 'Deleted events' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deleted events' });
    await dialog.getByRole('listitem').filter({ hasText: 'Christening' }).waitFor();
    expect(await row.count()).toBe(0);
    await screenshot(page, 'timeline-deleted-events-desktop');
    await dialog.getByRole('button', { name: 'Put back Christening' }).click();
    await page.getByText('“Christening” is back').waitFor();
    await dialog.getByText('Every deleted event has been put back.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await row.waitFor();
    expect(await row.textContent()).toContain('Nell Grey');
    // Nothing left to put back: the button goes.
    await expect.poll(() => page.getByRole('button', { name: 'Deleted events' }).count(), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
  });
});
