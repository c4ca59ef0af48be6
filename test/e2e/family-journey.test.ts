import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app';
import { openApp } from './support/open-app';
import { closeWindows, DESKTOP, newPage, PHONE, screenshot, sharedBrowser } from './support/browser';
import { latestMail } from './support/accounts';
import { watchApiCalls } from './support/failure-report';
import { accessibilityProblems } from './support/accessibility';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([openApp(), sharedBrowser()]);
});
afterAll(async () => {
  await closeWindows(browser);
  await app?.stop();
});

const GEDCOM = '../shared/testdata/gedcom/real/royal92.ged';
/** royal92.ged imports in about 15 s on a quiet machine; a busy 2-core one has taken 7 minutes. */
const IMPORT_TIMEOUT_MS = 12 * 60_000;

/** Full-page shots start at the top, after dialogs and notices have settled. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  return screenshot(page, name);
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Reads the API the way the page does (same cookie), polling until `accept` is satisfied. */
async function apiUntil<T>(page: Page, path: string, accept: (body: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await page.request.get(`${app.url}/api${path}`);
    const body = (await response.json()) as T;
    if (response.ok() && accept(body)) return body;
    if (Date.now() > deadline) throw new Error(`${path} never became as expected: ${JSON.stringify(body).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The same signed-in session in a phone-sized window. */
/** In the open 'Choose the child' (or partner) dialog: types a name nobody in the tree has, and makes them with Enter. */
async function chooseSomeoneNew(page: Page, who: 'the child' | 'the partner', name: string) {
  const chooser = page.getByRole('dialog', { name: `Choose ${who}` });
  const search = chooser.getByRole('textbox', { name: `Search by name for ${who}` });
  await search.fill(name);
  await chooser.getByText(`No persons matching “${name}”`).waitFor();
  await search.press('Enter');
  await chooser.waitFor({ state: 'detached' });
}

async function phoneTwin(page: Page) {
  const phone = await newPage(browser, PHONE);
  await phone.page.context().addCookies(await page.context().cookies());
  return phone;
}

interface PersonBody {
  person: { id: string; names: Array<{ name_type: string; first_name: string }> };
}
interface EventBody {
  event: { name: string; auto_name: boolean; start_date: string; participants: Array<{ event_role: string; person: { name: string } }> };
}

describe('family history, from a GEDCOM upload to a cited birth, in Chromium', () => {
  it(
    'imports royal92.ged through the upload picker, shows its progress and report, edits a person, and adds a birth with parents, a note and a citation',
    async () => {
      const email = `victoria.${Date.now()}@example.com`;
      const { page, errors } = await newPage(browser, DESKTOP);

      // Sign up, verify with the code from the outbox, start the trial (uploads need it).
      await page.goto(`${app.url}/welcome`);
      const signup = page.getByRole('form', { name: 'Sign up' });
      await signup.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await signup.getByRole('textbox', { name: 'Your name (optional)' }).fill('Family Historian');
      await signup.getByRole('textbox', { name: 'Password', exact: true }).fill('Heirloom2026');
      await signup.getByRole('textbox', { name: 'Verify password' }).fill('Heirloom2026');
      await signup.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/verify\//);
      const code = /\b(\d{6})\b/.exec((await latestMail(app, email)).body)![1]!;
      await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
      await page.waitForURL(`${app.url}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Start your free trial' }).click();
      const planDialog = page.getByRole('dialog', { name: 'Choose your plan' });
      await planDialog.getByRole('button', { name: 'Start free trial' }).click();
      await planDialog.getByRole('button', { name: 'Done' }).click();

      // An empty family first.
      await page.goto(`${app.url}/people`);
      await page.getByText('You have no people at the moment').waitFor();

      // Upload the GEDCOM file through the app's own picker; the import's notice leads to its progress.
      await page.goto(`${app.url}/upload`);
      await page.getByLabel('Files to upload').setInputFiles(GEDCOM);
      await page.getByRole('link', { name: 'Follow the import' }).click({ timeout: 180_000 });
      await page.waitForURL(/\/imports\/[^/]+$/);
      const importId = decodeURIComponent(page.url().split('/').pop()!);
      await page.getByRole('heading', { level: 1, name: 'Family tree import' }).waitFor();
      await page.getByText('From royal92.ged').waitFor();
      const stillRunning = await page.getByText('Importing royal92.ged…').isVisible();
      if (stillRunning) {
        await page.getByRole('heading', { name: 'Counted so far' }).waitFor();
        // Real progress over realtime: the writing phase with records and counts growing, unless the
        // import finished before the page could see it.
        const seen = await Promise.race([
          page
            .getByTestId('import-phase')
            .filter({ hasText: /^Adding people, families and events to your tree: [\d,]+ of [\d,]+ records$/ })
            .waitFor({ timeout: IMPORT_TIMEOUT_MS })
            .then(() => 'writing')
            .catch(() => 'nothing'),
          page
            .getByText('Import finished')
            .waitFor({ timeout: IMPORT_TIMEOUT_MS })
            .then(() => 'finished')
            .catch(() => 'nothing'),
        ]);
        expect(seen).not.toBe('nothing');
        if (seen === 'writing') {
          expect(await page.getByText(/^So far [\d,]+ people, [\d,]+ families and [\d,]+ events are in your tree/).count()).toBe(1);
          await shoot(page, 'family-import-progress-desktop');
        }
      }

      // The report: what was imported, the warnings with their lines, and the way to the people.
      await page.getByText('Import finished').waitFor({ timeout: IMPORT_TIMEOUT_MS });
      const counts = page.getByRole('heading', { name: 'What was imported' }).locator('..');
      await counts.getByText('3,010').waitFor();
      await page.getByRole('heading', { name: /^(No warnings|1 warning|[\d,]+ warnings)$/ }).waitFor();
      const record = await apiUntil<{ import: { status: string; counts: { people: number; families: number }; warning_count: number } }>(
        page,
        `/imports/${importId}`,
        (body) => body.import.status === 'done',
      );
      expect(record.import.counts.people).toBe(3010);
      expect(record.import.counts.families).toBeGreaterThan(1000);
      expect(await page.getByText(`${record.import.counts.families.toLocaleString('en-US')} families are in your family tree`, { exact: false }).count()).toBe(1);
      await shoot(page, 'family-import-report-desktop');
      const phoneReport = await phoneTwin(page);
      await phoneReport.page.goto(`${app.url}/imports/${importId}`);
      await phoneReport.page.getByText('Import finished').waitFor();
      expect(await noHorizontalScroll(phoneReport.page)).toBe(true);
      await shoot(phoneReport.page, 'family-import-report-phone');
      expect(phoneReport.errors).toEqual([]);
      await phoneReport.page.context().close();

      // The people list, and a search that finds the Queen.
      await page.getByRole('link', { name: 'See your people' }).click();
      await page.waitForURL(`${app.url}/people`);
      await page.getByRole('list', { name: 'People' }).getByRole('article').first().waitFor();
      await page.getByText(/Imported royal92\.ged: 3,010 people/).waitFor();
      await shoot(page, 'family-people-desktop');
      await page.getByRole('searchbox', { name: 'Search people by name' }).fill('Victoria Hanover');
      const victoriaCard = page.getByRole('article', { name: 'Victoria Hanover' });
      await victoriaCard.waitFor();

      // The top bar's search (Ctrl+K, from any page) finds her too, with her events, and opens her page.
      await page.keyboard.press('Control+k');
      const siteSearch = page.getByRole('dialog', { name: 'Search' });
      await siteSearch.getByRole('combobox', { name: 'Search people, events, sources, places and photos' }).fill('Victoria Hanover');
      // People are told apart by the years of their lives, under their names.
      const victoriaHit = siteSearch.getByRole('option', { name: /^Victoria Hanover 1819–1901$/ });
      await victoriaHit.waitFor();
      await shoot(page, 'search-desktop');
      expect(await accessibilityProblems(page)).toEqual([]);
      await siteSearch.getByRole('option', { name: /^Victoria Hanover .*Birth · 24 May 1819$/ }).waitFor();
      // One Escape closes it; '/' opens it again, afresh.
      await page.keyboard.press('Escape');
      await siteSearch.waitFor({ state: 'detached' });
      await page.locator('body').press('/');
      await siteSearch.getByRole('combobox', { name: 'Search people, events, sources, places and photos' }).fill('Victoria Hanover');
      await victoriaHit.click();
      await page.waitForURL(/\/person\/[^/]+$/);
      await siteSearch.waitFor({ state: 'detached' });
      const victoriaId = decodeURIComponent(page.url().split('/').at(-1)!);
      await page.getByRole('heading', { level: 1, name: 'Victoria Hanover' }).waitFor();
      await page.getByRole('list', { name: 'Events' }).getByText(/Birth · Child/).first().waitFor();
      // Opened again, the empty search offers her among its recent choices.
      await page.keyboard.press('Control+k');
      await siteSearch.getByText('Recent', { exact: true }).waitFor();
      await siteSearch.getByRole('option', { name: /^Victoria Hanover 1819–1901$/ }).waitFor();
      await page.keyboard.press('Escape');
      await siteSearch.waitFor({ state: 'detached' });

      // Edit a name: a nick name, saved when the page is left.
      await page.getByRole('button', { name: 'Add another name' }).click();
      const nickName = page.getByRole('group', { name: 'Other name 1' });
      await nickName.getByRole('combobox', { name: 'Name type' }).selectOption('Nick Name');
      await nickName.getByRole('textbox', { name: 'First name' }).fill('Drina');
      await page.getByText('Unsaved changes: they are also saved when you leave this page.').waitFor();
      await page.getByRole('navigation', { name: 'Person sections' }).getByRole('link', { name: 'Contacts' }).click();
      await page.waitForURL(/\/social$/);
      const saved = await apiUntil<PersonBody>(page, `/person/${victoriaId}`, (body) => body.person.names.some((n) => n.first_name === 'Drina'));
      expect(saved.person.names.find((n) => n.first_name === 'Drina')?.name_type).toBe('Nick Name');
      await page.getByRole('navigation', { name: 'Person sections' }).getByRole('link', { name: 'Details' }).click();
      await page.getByRole('group', { name: 'Other name 1' }).getByRole('textbox', { name: 'First name' }).waitFor();
      expect(await page.getByRole('group', { name: 'Other name 1' }).getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Drina');
      // Her close family, each with the years of their life: her husband, their nine children
      // oldest first (each opening their page), and her father's years beside his name.
      const family = page.getByRole('region', { name: 'Family' });
      await family.getByRole('list', { name: 'Partners' }).getByRole('link', { name: 'Albert Augustus Charles' }).waitFor();
      const children = family.getByRole('list', { name: 'Children' }).getByRole('listitem');
      await expect.poll(() => children.count()).toBe(9);
      expect(await children.first().textContent()).toMatch(/Victoria Adelaide Mary.*1840–\d{4}$/);
      expect(await children.last().textContent()).toMatch(/Beatrice.*1857–\d{4}$/);
      expect(await page.getByRole('list', { name: 'Parents' }).getByRole('listitem').first().textContent()).toMatch(/Edward Augustus Hanover\d{4}–\d{4}$/);
      // 'Add child' with Albert, with a new name: the two become the parents in the child's birth, and the list shows them (undated, last).
      await family.getByRole('button', { name: 'Add child' }).click();
      await page.getByRole('menuitem', { name: /^With Albert Augustus Charles/ }).click();
      await chooseSomeoneNew(page, 'the child', 'Zenobia Testchild');
      await expect.poll(() => children.count()).toBe(10);
      expect(await children.last().textContent()).toMatch(/Zenobia Testchild$/);
      await page.getByRole('list', { name: 'Events' }).getByText(/^Zenobia Testchild born to Victoria Hanover and Albert Augustus Charles/).waitFor();
      // 'Add partner' with a new name: an undated marriage of the two, listed among her events too.
      await family.getByRole('button', { name: 'Add partner' }).click();
      await chooseSomeoneNew(page, 'the partner', 'Quintus Testpartner');
      await family.getByRole('list', { name: 'Partners' }).getByRole('link', { name: 'Quintus Testpartner' }).waitFor();
      await page.getByRole('list', { name: 'Events' }).getByText('Victoria Hanover and Quintus Testpartner married').waitFor();
      await shoot(page, 'family-person-desktop');
      const phonePerson = await phoneTwin(page);
      await phonePerson.page.goto(`${app.url}/person/${victoriaId}/details`);
      await phonePerson.page.getByRole('heading', { level: 1, name: 'Victoria Hanover' }).waitFor();
      await phonePerson.page.getByRole('list', { name: 'Events' }).waitFor();
      await phonePerson.page.getByRole('region', { name: 'Family' }).getByRole('list', { name: 'Children' }).waitFor();
      expect(await noHorizontalScroll(phonePerson.page)).toBe(true);
      await shoot(phonePerson.page, 'family-person-phone');
      // The people's selection toolbar (and the A-Z index) stays in sight below the top bar, two rows
      // on a phone with the trial banner, as the long list scrolls beneath it.
      await phonePerson.page.goto(`${app.url}/people`);
      const firstCard = phonePerson.page.getByRole('list', { name: 'People' }).getByRole('article').first();
      await firstCard.getByRole('checkbox').check({ force: true });
      const peopleToolbar = phonePerson.page.getByRole('toolbar', { name: 'Selected people' });
      await peopleToolbar.getByText('1 person selected').waitFor();
      await phonePerson.page.evaluate(() => window.scrollTo(0, 4000));
      const toolbarBelowTopBar = async () => {
        const [bar, tools] = await Promise.all([phonePerson.page.getByRole('banner').boundingBox(), peopleToolbar.boundingBox()]);
        return Math.round(tools!.y - (bar!.y + bar!.height));
      };
      await expect.poll(toolbarBelowTopBar, { message: 'px from the top bar’s foot to the people toolbar’s top' }).toBeGreaterThanOrEqual(0);
      await shoot(phonePerson.page, 'family-people-selection-phone');
      expect(phonePerson.errors).toEqual([]);
      await phonePerson.page.context().close();

      // A new child, whose birth gets both parents from the tree.
      await page.goto(`${app.url}/people`);
      await page.getByRole('button', { name: 'Add person' }).first().click();
      const addPerson = page.getByRole('form', { name: 'Add person' });
      await addPerson.getByRole('textbox', { name: 'Name' }).fill('Arthur Patrick Saxe');
      await addPerson.getByRole('button', { name: 'Add person' }).click();
      await page.getByRole('heading', { level: 1, name: 'Arthur Patrick Saxe' }).waitFor();
      // The page has its events (none yet) before the dialog opens: nothing left to draw it again.
      await page.getByText('No events yet').waitFor();
      const calls = watchApiCalls(page, app);
      await page.getByRole('button', { name: 'Add event' }).click();
      const addEvent = page.getByRole('form', { name: 'Add event' });
      await calls.explained(addEvent.getByRole('combobox', { name: 'Event type' }).selectOption('birth'), 'family-add-event-failed');
      expect(await addEvent.getByRole('combobox', { name: /role/ }).inputValue()).toBe('child');
      await addEvent.getByRole('textbox', { name: /Date/ }).fill('1 May 1850');
      await addEvent.getByRole('button', { name: 'Add event' }).click();
      await page.waitForURL(/\/event\/[^/]+\/details$/);
      const eventId = decodeURIComponent(page.url().split('/').at(-2)!);

      // Two empty parent slots; the automatic name grows as they are filled.
      const nameBox = page.getByRole('textbox', { name: /^Name/ });
      await page.getByText('Automatic', { exact: true }).waitFor();
      expect(await nameBox.inputValue()).toBe('Arthur Patrick Saxe born');
      await expect.poll(() => page.getByRole('button', { name: 'Choose the parent' }).count()).toBe(2);
      const participants = page.getByRole('region', { name: 'Participants' });
      expect(await participants.evaluate((element) => element.getBoundingClientRect().height)).toBe(300);

      await page.getByRole('button', { name: 'Choose the parent' }).first().click();
      let chooser = page.getByRole('dialog', { name: 'Choose the parent' });
      await chooser.getByText('Type the name of a person to search for').waitFor();
      await chooser.getByRole('textbox', { name: 'Search by name for the parent' }).fill('Victoria Hanover');
      await chooser.getByRole('button', { name: /^Victoria Hanover ?1819–1901$/ }).first().click();
      await page.getByRole('button', { name: 'Choose the parent' }).click();
      chooser = page.getByRole('dialog', { name: 'Choose the parent' });
      await chooser.getByRole('textbox', { name: 'Search by name for the parent' }).fill('Albert Augustus Charles');
      await chooser.getByRole('button', { name: /^Albert Augustus Charles/ }).first().click();
      await expect.poll(() => nameBox.inputValue()).toMatch(/^Arthur Patrick Saxe born to Victoria Hanover and Albert Augustus Charles/);

      // Someone new, created from the search by pressing Enter.
      await page.getByRole('button', { name: 'Add a person' }).click();
      await page.getByRole('button', { name: 'Choose who was present' }).click();
      chooser = page.getByRole('dialog', { name: 'Choose who was present' });
      const search = chooser.getByRole('textbox', { name: 'Search by name for who was present' });
      await search.fill('Florence Nightingale');
      await chooser.getByText('No persons matching “Florence Nightingale”').waitFor();
      await search.press('Enter');
      await participants.getByRole('link', { name: 'Florence Nightingale' }).waitFor();
      // The place: the gazetteer's suggestions from four letters on; what is typed stands as typed.
      const place = page.getByRole('combobox', { name: 'Place' });
      await place.fill('Windso');
      await page.getByRole('listbox').getByRole('option').filter({ hasText: 'Windsor' }).first().click();
      await expect.poll(() => place.inputValue()).toMatch(/^Windsor, /);
      await place.fill('Buckingham Palace, London');
      await shoot(page, 'family-event-desktop');

      // Leaving the details saves the event.
      await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Notes' }).click();
      const savedEvent = await apiUntil<EventBody>(page, `/event/${eventId}`, (body) => body.event.participants.length === 4);
      expect(savedEvent.event.auto_name).toBe(true);
      expect(savedEvent.event.name).toMatch(/^Arthur Patrick Saxe born to Victoria Hanover and Albert Augustus Charles/);
      expect(savedEvent.event.participants.map((p) => p.event_role).sort()).toEqual(['child', 'parent', 'parent', 'present']);

      // A note, saved when its tab is left.
      await page.getByRole('button', { name: 'Add a note' }).click();
      await page.getByRole('textbox', { name: 'Note 1' }).fill('Named after his godfather, the Duke of Wellington.');
      await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Citations' }).click();
      await apiUntil<{ notes: Array<{ note: string }> }>(page, `/event/${eventId}/notes`, (body) => body.notes.some((n) => n.note.includes('Duke of Wellington')));

      // A citation: a web address (with its open-link icon) and a new source from the New source dialog.
      await page.getByRole('button', { name: 'Add a citation' }).click();
      const citation = page.getByRole('listitem', { name: 'Citation 1' });
      await citation.getByRole('textbox', { name: 'Citation' }).fill('https://www.royal.uk/prince-arthur');
      expect(await citation.getByRole('link', { name: 'Open the cited web page in a new tab' }).getAttribute('href')).toBe('https://www.royal.uk/prince-arthur');
      const sourceBox = citation.getByRole('combobox', { name: 'Source of citation 1' });
      await sourceBox.fill('Court Circular');
      await citation.getByRole('option', { name: 'New source “Court Circular”…' }).click();
      const sourceDialog = page.getByRole('dialog', { name: 'New source' });
      expect(await sourceDialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(290);
      await sourceDialog.getByRole('textbox', { name: 'Publication' }).fill('The Times');
      await sourceDialog.getByRole('button', { name: 'Save' }).click();
      await citation.getByRole('group', { name: 'Source of citation 1' }).getByText('Court Circular').waitFor();
      await citation.getByRole('textbox', { name: 'Page' }).fill('p. 5');
      await shoot(page, 'family-event-citations-desktop');
      await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Details' }).click();
      const cited = await apiUntil<{ citations: Array<{ citation: string; page: string; source: { title: string } | null }> }>(
        page,
        `/event/${eventId}/citations`,
        (body) => body.citations.length === 1,
      );
      expect(cited.citations[0]).toMatchObject({ citation: 'https://www.royal.uk/prince-arthur', page: 'p. 5', source: { title: 'Court Circular' } });

      // The source has a page of its own: what cites it, each leading to where the citation is kept; corrected there.
      await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Citations' }).click();
      await page.getByRole('link', { name: 'Open the page of Court Circular' }).click();
      await page.waitForURL(/\/documents\/sources\/[^/]+$/);
      const sourcePath = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 2, name: 'Court Circular' }).waitFor();
      await page.getByText('The Times', { exact: true }).waitFor();
      const citing = page.getByRole('list', { name: 'Citations of this source' });
      await citing.getByText('Page: p. 5').waitFor();
      await page.getByRole('button', { name: 'Edit source' }).click();
      const editSource = page.getByRole('dialog', { name: 'Edit source' });
      await editSource.getByRole('textbox', { name: 'Author' }).fill('Buckingham Palace');
      await editSource.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Buckingham Palace · The Times').waitFor();
      await shoot(page, 'family-source-desktop');
      const phoneSource = await phoneTwin(page);
      await phoneSource.page.goto(`${app.url}${sourcePath}`);
      await phoneSource.page.getByRole('heading', { level: 2, name: 'Court Circular' }).waitFor();
      expect(await noHorizontalScroll(phoneSource.page)).toBe(true);
      await shoot(phoneSource.page, 'family-source-phone');
      expect(phoneSource.errors).toEqual([]);
      await phoneSource.page.context().close();
      // The top bar's search finds it too.
      await page.keyboard.press('Control+k');
      const sourceSearch = page.getByRole('dialog', { name: 'Search' });
      await sourceSearch.getByRole('combobox', { name: 'Search people, events, sources, places and photos' }).fill('Court Circ');
      await sourceSearch.getByRole('option', { name: /^Court Circular Buckingham Palace · The Times$/ }).waitFor();
      await page.keyboard.press('Escape');
      await sourceSearch.waitFor({ state: 'detached' });
      await citing.getByRole('link', { name: /^Arthur Patrick Saxe born to/ }).click();
      await page.waitForURL(`${app.url}/event/${encodeURIComponent(eventId)}/citations`);

      // The same event at phone size: rows 108 px high, nothing wider than the screen.
      const phoneEvent = await phoneTwin(page);
      await phoneEvent.page.goto(`${app.url}/event/${eventId}/details`);
      const phoneRows = phoneEvent.page.getByRole('region', { name: 'Participants' }).getByRole('listitem');
      await phoneRows.first().waitFor();
      expect(await phoneRows.first().evaluate((element) => element.getBoundingClientRect().height)).toBe(108);
      expect(await noHorizontalScroll(phoneEvent.page)).toBe(true);
      await shoot(phoneEvent.page, 'family-event-phone');
      expect(phoneEvent.errors).toEqual([]);
      await phoneEvent.page.context().close();

      // The new child's page lists the birth with its date and role.
      await page.goto(`${app.url}/event/${eventId}/details`);
      await page.getByRole('link', { name: 'Arthur Patrick Saxe' }).click();
      const births = page.getByRole('list', { name: 'Events' });
      await births.getByText('1 May 1850').waitFor();
      await births.getByText(/Birth · Child/).waitFor();

      expect(errors).toEqual([]);
      await page.context().close();
    },
    IMPORT_TIMEOUT_MS + 5 * 60_000,
  );
});
