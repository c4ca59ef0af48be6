// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankNameRow, nameRowsOf, namesChanged, namesForSave, type NameRow } from '../../../web/src/features/people/utils/name-rows';
import { detailsChanged } from '../../../web/src/features/people/components/person-details';
import { treeTotalsText } from '../../../web/src/features/people/components/people-screen';
import { familyMembers, json, makeUser, renderApp, resetStores, signedInServer, type FakeHandler } from './helpers';
import { NOT_YOURS } from '../../../web/src/lib/family-role';
import { name, person } from './family-fixtures';

// Route modules load on first visit, as in the browser; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  cleanup();
  // A form left dirty saves as it unmounts: let that finish against the fake server before it goes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStores();
});
beforeEach(() => resetStores());

const row = (parts: Partial<NameRow>): NameRow => ({ ...blankNameRow(), ...parts });

describe('names: adding a name versus replacing one (spec 001 section 4)', () => {
  it('a person with no names is edited as one blank name', () => {
    const rows = nameRowsOf(person({ id: 'p-1', names: [] }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name_type: 'Birth Name', first_name: '', middle_name: '', last_name: '' });
  });

  it('a name with a first, middle or last name is added beside the others', () => {
    const saved = namesForSave([row({ id: 'n-1', first_name: 'Victoria', last_name: 'Hanover' }), row({ name_type: 'Nick Name', first_name: 'Drina' })]);
    expect(saved).toEqual([
      expect.objectContaining({ id: 'n-1', first_name: 'Victoria', last_name: 'Hanover', name_order: 0 }),
      expect.objectContaining({ name_type: 'Nick Name', first_name: 'Drina', name_order: 1 }),
    ]);
    expect(saved[1]).not.toHaveProperty('id');
  });

  it('a name without first, middle or last is merged into the main name instead of being added', () => {
    const saved = namesForSave([row({ id: 'n-1', first_name: 'Albert', last_name: 'Wettin' }), row({ suffix: 'Prince Consort' })]);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: 'n-1', first_name: 'Albert', last_name: 'Wettin', suffix: 'Prince Consort' });
  });

  it('when no name has a first, middle or last name the person keeps exactly one, the edits merged into it', () => {
    const saved = namesForSave([row({ id: 'n-1', prefix: 'Dr' }), row({ suffix: 'Jr' })]);
    expect(saved).toEqual([expect.objectContaining({ id: 'n-1', prefix: 'Dr', suffix: 'Jr', first_name: '', last_name: '' })]);
    expect(namesForSave([])).toEqual([expect.objectContaining({ first_name: '', middle_name: '', last_name: '' })]);
  });

  it('only sex or a name field counts as a change', () => {
    const ann = person({ id: 'p-1', sex: 'Female', names: [name('n-1', 'Ann', 'Smith')] });
    const rows = nameRowsOf(ann);
    expect(namesChanged(ann, rows)).toBe(false);
    expect(detailsChanged(ann, rows, { choice: 'Female', otherText: '' })).toBe(false);
    expect(detailsChanged(ann, rows, { choice: 'Other', otherText: 'Non-binary' })).toBe(true);
    expect(detailsChanged(ann, [{ ...rows[0]!, middle_name: 'Mary' }], { choice: 'Female', otherText: '' })).toBe(true);
    expect(detailsChanged(ann, [{ ...rows[0]!, last_name: ' Smith ' }], { choice: 'Female', otherText: '' })).toBe(false);
    expect(detailsChanged(ann, [{ ...rows[0]!, name_type: 'Married Name' }], { choice: 'Female', otherText: '' })).toBe(true);
  });
});

const ann = person({ id: 'p-1', name: 'Ann Smith', sex: 'Female', names: [name('n-1', 'Ann', 'Smith')] });

function personServer(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(makeUser(), {
    'GET /api/person/p-1': () => json(200, { person: ann }),
    'GET /api/events/p-1': () => json(200, { events: [] }),
    'GET /api/person/p-1/contacts': () => json(200, { contacts: [] }),
    'GET /api/person/p-1/attributes': () => json(200, { attributes: [] }),
    'GET /api/relationships/p-1': () => json(200, { root: 'p-1', nodes: [graphNode('p-1', 'Ann Smith', 'Female')], links: [] }),
    ...extra,
  });
}

const graphNode = (key: string, name: string, sex: string, life_span?: { born: number | null; died: number | null; deceased: boolean }) => ({ key, name, sex, person_thumbnail_url: [], category: 'person', ...(life_span && { life_span }) });

const saves = (requests: ReturnType<typeof personServer>) => requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/person/p-1'));

describe('a person’s events', () => {
  it('reads their dates, and marks a date that cannot be read', async () => {
    const event = (id: string, start_date: string) => ({ id, event_type: 'marriage', name: 'Ann Smith married', auto_name: true, start_date, end_date: '', sort_date: null, location: '', participants: [], event_role: 'spouse', person_id: 'p-1' });
    personServer({ 'GET /api/events/p-1': () => json(200, { events: [event('e-1', 'ABT 1890'), event('e-2', '31 FEB 1900')] }) });
    renderApp('/person/p-1/details');
    const list = await screen.findByRole('list', { name: 'Events' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('about 1890');
    expect(within(rows[0]!).queryByLabelText('This date cannot be read')).toBeNull();
    expect(rows[1]!.textContent).toContain('31 FEB 1900');
    expect(within(rows[1]!).getByLabelText('This date cannot be read')).toBeTruthy();
  });

  it('the timeline tab says how many events it cannot place, and where to find them', async () => {
    const event = (id: string, start_date: string, sort_date: string | null) => ({ id, event_type: 'burial', name: 'Burial', auto_name: true, start_date, end_date: '', sort_date, location: '', participants: [], event_role: 'died', person_id: 'p-1' });
    personServer({
      'GET /api/events/p-1': () => json(200, { events: [event('e-1', '1890', '11890-00-00'), event('e-2', '', null), event('e-3', '31 FEB 1900', null)] }),
      'GET /api/person/p-1/timeline': () => json(200, { events: [] }),
    });
    renderApp('/person/p-1/timeline');
    const note = await screen.findByTestId('undated-events');
    expect(note.textContent).toBe('2 events have no date the timeline can place, so they are not shown here: see them among the events on the Details tab.');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/person/p-1/details');
  });
});

describe('a person’s facts', () => {
  it('shows an LDS ordinance by its temple and status, without a value to type, and saves it back with the rest', async () => {
    const requests = personServer({
      'GET /api/person/p-1/attributes': () =>
        json(200, {
          attributes: [
            { id: 'a0', tag: 'AFN', label: 'Ancestral File number', value: '9Q3H-XN', type: '', date: '', place: '' },
            { id: 'a1', tag: 'SLGC', label: 'LDS sealing to parents', value: '', type: '', date: '', place: '', details: 'Temple SLAKE · Submitted' },
          ],
        }),
      'POST /api/person/p-1/attributes': (request) => json(200, { attributes: (request.body as { attributes: unknown[] }).attributes }),
    });
    renderApp('/person/p-1/details');
    const facts = await screen.findByRole('list', { name: 'Facts' });
    expect((within(facts).getByRole('textbox', { name: 'Ancestral File number' }) as HTMLInputElement).value).toBe('9Q3H-XN');
    expect(within(facts).getByText('Temple SLAKE · Submitted')).toBeTruthy();
    expect(within(facts).queryByRole('textbox', { name: 'LDS sealing to parents' })).toBeNull();
    fireEvent.change(within(facts).getByRole('textbox', { name: 'LDS sealing to parents date' }), { target: { value: '1990' } });
    fireEvent.change(within(facts).getByRole('textbox', { name: 'LDS sealing to parents date' }), { target: { value: '' } });
    fireEvent.change(within(facts).getByRole('textbox', { name: 'Ancestral File number' }), { target: { value: '9Q3H-XM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save facts' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/attributes'))).toBe(true));
    const body = requests.find((request) => request.method === 'POST' && request.url.endsWith('/attributes'))!.body as { attributes: Array<{ id?: string; tag: string }> };
    // The sealing, with nothing to type, is still in the list: leaving it out would delete it.
    expect(body.attributes.map((fact) => [fact.id, fact.tag])).toEqual([
      ['a0', 'AFN'],
      ['a1', 'SLGC'],
    ]);
  });
});

describe('a person’s page header', () => {
  it('says the years of their life under their name', async () => {
    personServer({ 'GET /api/person/p-1': () => json(200, { person: { ...ann, life_span: { born: 1850, died: null, deceased: true } } }) });
    renderApp('/person/p-1/details');
    await screen.findByRole('heading', { level: 1, name: 'Ann Smith' });
    expect(screen.getByTestId('person-years').textContent).toBe('1850–?');
  });
});

/** The person search finds Bob Smith (p-7). */
const findsBob = () => json(200, { persons: [person({ id: 'p-7', name: 'Bob Smith', sex: 'Male' })] });

/** Opens Ann's page, then 'Add child' or 'Add partner', and chooses Bob from the search; answers the Family section. */
async function chooseBobAs(who: 'child' | 'partner') {
  renderApp('/person/p-1/details');
  const family = await screen.findByRole('region', { name: 'Family' });
  fireEvent.click(await within(family).findByRole('button', { name: `Add ${who}` }));
  const dialog = await screen.findByRole('dialog', { name: `Choose the ${who}` });
  fireEvent.change(within(dialog).getByRole('textbox', { name: `Search by name for the ${who}` }), { target: { value: 'Bob' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: /Bob Smith/ }));
  return family;
}

describe('a person’s family', () => {
  it('lists their parents, partners, children and brothers and sisters with the years of each life, each opening their page', async () => {
    const parentLink = (from: string, to: string, sort_date: string | null) => ({ from, to, category: 'parent', status: 'other', labelKeys: [], sort_date });
    const birth = (child: string) => ({ id: `b-${child}`, event_type: 'birth', name: 'Ann Smith born', auto_name: true, start_date: '1850', end_date: '', sort_date: '11850-00-00', location: '', event_role: 'child', person_id: 'p-1', participants: [
      { event_role: 'child', person: { id: child, name: 'Ann Smith', sex: 'Female', person_thumbnail_url: null } },
      { event_role: 'parent', person: { id: 'dad', name: 'John Smith', sex: 'Male', person_thumbnail_url: null } },
    ] });
    const requests = personServer({
      'GET /api/events/p-1': () => json(200, { events: [birth('p-1')] }),
      'GET /api/relationships/p-1': () =>
        json(200, {
          root: 'p-1',
          nodes: [
            graphNode('p-1', 'Ann Smith', 'Female', { born: 1850, died: null, deceased: false }),
            graphNode('dad', 'John Smith', 'Male', { born: 1820, died: 1890, deceased: true }),
            graphNode('tom', 'Tom Brown', 'Male', { born: 1845, died: null, deceased: true }),
            graphNode('kid', 'Mary Brown', 'Female', { born: 1875, died: null, deceased: false }),
            graphNode('bro', 'Will Smith', 'Male'),
            graphNode('mum', 'Sarah Smith', 'Female'),
            graphNode('stepMum', 'Jane Doe', 'Female'),
          ],
          links: [
            { from: 'p-1', to: 'tom', category: 'marriage', status: 'divorced', labelKeys: [] },
            parentLink('dad', 'p-1', '11850-00-00'),
            parentLink('mum', 'p-1', '11850-00-00'),
            parentLink('p-1', 'kid', '11875-00-00'),
            parentLink('dad', 'bro', '11855-00-00'),
            parentLink('stepMum', 'bro', '11855-00-00'),
          ],
        }),
    });
    renderApp('/person/p-1/details');
    const family = await screen.findByRole('region', { name: 'Family' });
    const rows = (list: string) => within(within(family).getByRole('list', { name: list })).getAllByRole('listitem').map((row) => row.textContent);
    // Each row: the avatar's initials, the name, the years and what sets them apart.
    await waitFor(() => expect(rows('Partners')).toEqual(['TBTom Brown1845–?divorced']));
    expect(rows('Children')).toEqual(['MBMary Brown1875–?']);
    expect(rows('Brothers and sisters')).toEqual(['WSWill Smithhalf']);
    expect(within(family).getByRole('link', { name: 'Mary Brown' }).getAttribute('href')).toBe('/person/kid/details');
    // The parents above have their years too, from the same graph: one request for both.
    const parents = await screen.findByRole('list', { name: 'Parents' });
    await waitFor(() => expect(within(parents).getByRole('listitem').textContent).toBe('JSJohn Smith1820–1890'));
    expect(requests.filter((request) => request.url.startsWith('/api/relationships/p-1'))).toHaveLength(1);
    expect(requests.find((request) => request.url.startsWith('/api/relationships/p-1'))!.url).toContain('depth=2');
  });

  it('adds someone in the tree as her child: she joins their birth as the mother', async () => {
    const requests = personServer({
      'GET /api/persons': findsBob,
      'POST /api/person/p-7/parents': () => json(200, { parent: { ...ann }, event: { id: 'b-7' } }),
    });
    await chooseBobAs('child');
    await waitFor(() => expect(requests.find((r) => r.method === 'POST' && r.url === '/api/person/p-7/parents')?.body).toEqual({ relation: 'mother', person_id: 'p-1' }));
    // The family is asked for again, now with the child in it.
    await waitFor(() => expect(requests.filter((r) => r.url.startsWith('/api/relationships/p-1'))).toHaveLength(2));
  });

  it('adds a child of her and one of her partners, chosen from the Add child menu: both join the birth', async () => {
    const requests = personServer({
      'GET /api/persons': findsBob,
      'GET /api/relationships/p-1': () =>
        json(200, {
          root: 'p-1',
          nodes: [graphNode('p-1', 'Ann Smith', 'Female'), graphNode('tom', 'Tom Brown', 'Male'), graphNode('rob', 'Rob Green', 'Male')],
          links: [
            { from: 'p-1', to: 'tom', category: 'marriage', status: 'divorced', labelKeys: [] },
            { from: 'rob', to: 'p-1', category: 'marriage', status: 'married', labelKeys: [] },
          ],
        }),
      'POST /api/person/p-7/parents': () => json(200, { parent: { ...ann }, event: { id: 'b-7' } }),
    });
    renderApp('/person/p-1/details');
    const family = await screen.findByRole('region', { name: 'Family' });
    await within(family).findByRole('list', { name: 'Partners' });
    fireEvent.click(within(family).getByRole('button', { name: 'Add child' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['With Tom Brown', 'With Rob Green', 'Other parent not known']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'With Rob Green' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the child' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search by name for the child' }), { target: { value: 'Bob' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Bob Smith/ }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST' && r.url === '/api/person/p-7/parents').map((r) => r.body)).toEqual([
        { relation: 'mother', person_id: 'p-1' },
        { relation: 'father', person_id: 'rob' },
      ]),
    );
  });

  it('adds someone new by name as her child: they are made first, then she joins their birth', async () => {
    const requests = personServer({
      'GET /api/persons': () => json(200, { persons: [] }),
      'POST /api/person': () => json(200, { person: person({ id: 'p-9', name: 'Zeb Quill', names: [name('n-9', 'Zeb', 'Quill')] }) }),
      'POST /api/person/p-9/parents': () => json(400, { message: 'Zeb Quill already has two parents' }),
    });
    renderApp('/person/p-1/details');
    const family = await screen.findByRole('region', { name: 'Family' });
    fireEvent.click(await within(family).findByRole('button', { name: 'Add child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the child' });
    const input = within(dialog).getByRole('textbox', { name: 'Search by name for the child' });
    fireEvent.change(input, { target: { value: 'Zeb Quill' } });
    await screen.findByText('No persons matching “Zeb Quill”');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(requests.find((r) => r.url === '/api/person/p-9/parents')?.body).toEqual({ relation: 'mother', person_id: 'p-1' }));
    expect(requests.find((r) => r.method === 'POST' && r.url === '/api/person')!.body).toMatchObject({ names: [{ name_type: 'Birth Name', first_name: 'Zeb', last_name: 'Quill' }] });
    // What the server refused is said where the name was typed, and stays said on the page.
    expect(await within(dialog).findByText('Zeb Quill already has two parents')).toBeTruthy();
    expect(within(family).getByText('Zeb Quill already has two parents')).toBeTruthy();
  });

  it('says when the tree links no one to them yet, with the ways to add a partner or a child', async () => {
    personServer();
    renderApp('/person/p-1/details');
    const family = await screen.findByRole('region', { name: 'Family' });
    await waitFor(() => expect(family.textContent).toContain('No partners, children, brothers or sisters of Ann Smith in the tree yet.'));
    within(family).getByRole('button', { name: 'Add partner' });
    within(family).getByRole('button', { name: 'Add child' });
  });

  it('leaves no marriage of one behind when the partner cannot be added to it, and says why', async () => {
    const requests = personServer({
      'GET /api/persons': findsBob,
      'POST /api/event': () => json(200, { event: { id: 'm-1' }, person: ann }),
      'POST /api/event/m-1': () => json(404, { message: 'That person is not in your family tree' }),
      'DELETE /api/event/m-1': () => json(200, { status: 'Deleted' }),
    });
    const family = await chooseBobAs('partner');
    expect(await within(family).findByText('That person is not in your family tree')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/event/m-1')).toBe(true);
  });

  it('adds someone in the tree as her partner: an undated marriage with the two of them as its spouses', async () => {
    const requests = personServer({
      'GET /api/persons': findsBob,
      'POST /api/event': () => json(200, { event: { id: 'm-1' }, person: ann }),
      'POST /api/event/m-1': () => json(200, { event: { id: 'm-1' } }),
    });
    await chooseBobAs('partner');
    await waitFor(() => expect(requests.find((r) => r.url === '/api/event/m-1')?.body).toMatchObject({ event_type: 'marriage', participants: [{ event_role: 'spouse', person: 'p-1' }, { event_role: 'spouse', person: 'p-7' }] }));
    expect(requests.find((r) => r.method === 'POST' && r.url === '/api/event')!.body).toMatchObject({ event_type: 'marriage', person_id: 'p-1', event_role: 'spouse' });
    await waitFor(() => expect(requests.filter((r) => r.url.startsWith('/api/relationships/p-1'))).toHaveLength(2));
  });
});

describe('a person merged into another', () => {
  it('opens the person kept, at their own address, saying the one asked for was merged into them', async () => {
    personServer({ 'GET /api/person/gone': () => json(200, { person: ann }) });
    const { router } = renderApp('/person/gone/details');
    expect(await screen.findByText('The person you opened was merged into Ann Smith: their names, events, notes and photos are all here now.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/person/p-1/details');
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Smith' })).toBeTruthy();
  });

  it('removing a person asks first, then says so on the people list', async () => {
    const requests = personServer({ 'POST /api/people/delete': () => json(200, { status: 'Success', count: 1 }), 'GET /api/people': () => json(200, { people: [], cursor: null }) });
    const { router } = renderApp('/person/p-1/details');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove This Person?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ann Smith was removed from your view')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/people'));
    expect(requests.find((request) => request.url === '/api/people/delete')?.body).toEqual(['p-1']);
  });

  it('Undo on the notice puts the removed person back', async () => {
    const requests = personServer({
      'POST /api/people/delete': () => json(200, { status: 'Success', count: 1 }),
      'POST /api/people/restore': () => json(200, { status: 'Success', count: 1 }),
      'GET /api/people': () => json(200, { people: [], cursor: null }),
    });
    renderApp('/person/p-1/details');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Remove This Person?' })).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Ann Smith is back in the family tree')).toBeTruthy();
    expect(requests.find((request) => request.url === '/api/people/restore')?.body).toEqual(['p-1']);
  });

  it("a removed person's page says so and offers Put back instead of Remove", async () => {
    const requests = personServer({
      'GET /api/person/p-1': () => json(200, { person: { ...ann, items_deleted: true } }),
      'POST /api/people/restore': () => json(200, { status: 'Success', count: 1 }),
    });
    renderApp('/person/p-1/details');
    expect(await screen.findByText('Ann Smith was removed from the family tree')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Put back' }));
    await waitFor(() => expect(requests.find((request) => request.url === '/api/people/restore')?.body).toEqual(['p-1']));
  });

  it('the people list offers Removed people once someone was removed, each with Put back for whoever may', async () => {
    const user = makeUser();
    const requests = signedInServer(user, {
      'GET /api/family/members': () => json(200, familyMembers(user.user_id, 'member')),
      'GET /api/people': () => json(200, { people: [], cursor: null }),
      'GET /api/people/removed': () =>
        json(200, {
          people: [person({ id: 'p-7', name: 'Tom Byrne', items_deleted: true, created_by: user.user_id }), person({ id: 'p-8', name: 'Ann Byrne', items_deleted: true, created_by: 'founder-1' })],
          cursor: null,
        }),
      'POST /api/people/restore': () => json(200, { status: 'Success', count: 1 }),
    });
    renderApp('/people');
    fireEvent.click(await screen.findByRole('button', { name: 'Removed people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Removed people' });
    const list = within(dialog).getByRole('list', { name: 'Removed people' });
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tom Byrne', '/person/p-7'],
      ['Ann Byrne', '/person/p-8'],
    ]);
    // A member puts back whom they added; the founder's removed person is for the admins.
    await within(dialog).findByRole('button', { name: 'Put back Tom Byrne' });
    expect(within(dialog).queryByRole('button', { name: 'Put back Ann Byrne' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put back Tom Byrne' }));
    expect(await screen.findByText('Tom Byrne is back in the family tree')).toBeTruthy();
    expect(requests.find((request) => request.url === '/api/people/restore')?.body).toEqual(['p-7']);
  });
});

describe('person details save when the page is left, and only when changed (spec 001 section 4)', () => {
  it('leaving unchanged details sends nothing', async () => {
    const requests = personServer();
    const { router } = renderApp('/person/p-1/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Smith' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-1/social'));
    await screen.findByText('No contacts yet');
    expect(saves(requests)).toHaveLength(0);
  });

  it('leaving after a name change saves the names and the sex', async () => {
    const requests = personServer({
      'POST /api/person/p-1': (request) => json(200, { person: { ...ann, names: [name('n-1', 'Ann', 'Smith', { middle_name: (request.body as { names: Array<{ middle_name: string }> }).names[0]!.middle_name })] } }),
    });
    const { router } = renderApp('/person/p-1/details');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Middle name' }), { target: { value: 'Mary' } });
    expect(screen.getByText('Unsaved changes: they are also saved when you leave this page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Notes' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]!.body).toEqual({
      names: [{ id: 'n-1', name_type: 'Birth Name', name_order: 0, prefix: '', first_name: 'Ann', middle_name: 'Mary', last_name: 'Smith', suffix: '' }],
      sex: 'Female',
    });
    expect(router.state.location.pathname).toBe('/person/p-1/notes');
  });

  it('a change to a person someone else maintains says it was sent for review, and the years under the name stay', async () => {
    const shown = { ...ann, life_span: { born: 1850, died: 1921, deceased: true } };
    // The server keeps the person as it was and answers it with the suggestion waiting (newer_version), without life_span.
    personServer({
      'GET /api/person/p-1': () => json(200, { person: shown }),
      'POST /api/person/p-1': () => json(200, { person: { ...ann, newer_version: 2 } }),
    });
    renderApp('/person/p-1/details');
    fireEvent.change(await screen.findByRole('textbox', { name: 'First name' }), { target: { value: 'Anne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Sent for review.')).toBeTruthy();
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(screen.getByTestId('person-years').textContent).toBe('1850–1921');
  });

  it('a failed save is logged and the navigation still happens', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = personServer({ 'POST /api/person/p-1': () => json(500, { message: 'Something went wrong on our side.' }) });
    const { router } = renderApp('/person/p-1/details');
    await screen.findByRole('radio', { name: 'Other' });
    fireEvent.click(screen.getByText('Other'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Gender, in your own words' }), { target: { value: 'Two-spirit' } });
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-1/social'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Could not save the details of Ann Smith'), expect.anything()));
    expect((saves(requests)[0]!.body as { sex: string }).sex).toBe('Two-spirit');
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/client_errors'))).toBe(true));
    expect(await screen.findByText('Your changes to the details of Ann Smith were not saved')).toBeTruthy();
  });

  it('coming back while the save is still on its way waits for it, then shows what was saved', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = personServer({ 'POST /api/person/p-1': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/person/p-1/details');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Middle name' }), { target: { value: 'Mary' } });
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    fireEvent.click(screen.getByRole('link', { name: 'Details' }));
    expect(await screen.findByText('Saving your last changes…')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Middle name' })).toBeNull();
    answer(json(200, { person: { ...ann, person_version: 2, names: [name('n-1', 'Ann', 'Smith', { middle_name: 'Mary' })] } }));
    expect(await screen.findByRole('textbox', { name: 'Middle name' })).toHaveProperty('value', 'Mary');
    expect(screen.getByText('No changes.')).toBeTruthy();
  });

  it('an added name with only a suffix is announced as merged into the main name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the form is left dirty when the test ends
    personServer();
    renderApp('/person/p-1/details');
    fireEvent.click(await screen.findByRole('button', { name: 'Add another name' }));
    const other = screen.getByRole('group', { name: 'Other name 1' });
    expect(within(other).getByRole('combobox', { name: 'Name type' })).toHaveProperty('value', 'Married Name');
    fireEvent.change(within(other).getByRole('textbox', { name: 'Suffix' }), { target: { value: 'Jr' } });
    expect(screen.getByText('This name has no first, middle or last name, so it will be merged into the main name instead of being added.')).toBeTruthy();
  });
});

describe('the people list', () => {
  it("heads the list with the tree's totals, never fewer people than are shown", async () => {
    expect(treeTotalsText(50, { people: 3010, events: 7421 })).toBe('3,010 people · 7,421 events');
    expect(treeTotalsText(2, { people: 1, events: 1 })).toBe('2 people · 1 event');
    expect(treeTotalsText(1, { people: 1, events: 0 })).toBe('1 person · 0 events');
    const ann = person({ id: 'p-1', name: 'Ann Smith', names: [name('n-1', 'Ann', 'Smith')] });
    signedInServer(makeUser(), { 'GET /api/people': () => json(200, { people: [ann], cursor: null, totals: { people: 3010, events: 7421 } }) });
    renderApp('/people');
    expect(await screen.findByText('3,010 people · 7,421 events')).toBeTruthy();
  });

  it('asks the search for a page of matches and says when more match than it shows', async () => {
    const ann = person({ id: 'p-1', name: 'Ann Smith', names: [name('n-1', 'Ann', 'Smith')] });
    let more = true;
    const requests = signedInServer(makeUser(), {
      'GET /api/people': () => json(200, { people: [ann], cursor: null }),
      'GET /api/persons': () => json(200, { persons: [ann], has_more: more }),
    });
    renderApp('/people?q=smith');
    expect(await screen.findByText('The first 1 person matching “smith”, by last name. More match: type more of the name, or add a first name, to find them.')).toBeTruthy();
    expect(requests.find((request) => request.url.startsWith('/api/persons'))?.url).toBe('/api/persons?q=smith&limit=200');
    more = false;
    cleanup();
    renderApp('/people?q=ann');
    expect(await screen.findByText('1 person matching “ann”')).toBeTruthy();
  });

  it('shows the card of faces without a name once the family has photos, not before', async () => {
    const ann = person({ id: 'p-1', name: 'Ann Smith', names: [name('n-1', 'Ann', 'Smith')] });
    const routes = { 'GET /api/people': () => json(200, { people: [ann], cursor: null }), 'GET /api/faces/unnamed': () => json(200, { people: [] }) };
    signedInServer(makeUser({ has_photos: false }), routes);
    renderApp('/people');
    await screen.findByRole('article', { name: 'Ann Smith' });
    expect(screen.queryByText('Faces without a name')).toBeNull();
    cleanup();
    signedInServer(makeUser({ has_photos: true }), routes);
    renderApp('/people');
    expect(await screen.findByText('Faces without a name')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the photos' }).getAttribute('href')).toBe('/photos/strip?person=none');
  });

  it("shows it to a relative who uploaded nothing when the family's photos have faces to name", async () => {
    const ann = person({ id: 'p-1', name: 'Ann Smith', names: [name('n-1', 'Ann', 'Smith')] });
    const face = { id: 'p-9', name: '', sex: '', person_thumbnail_url: null };
    const waiting = { person: face, face: { id: 'f-1', image_id: 'i-1', person_id: 'p-9', bounding_box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 }, gender_hint: null, thumbnail_url: '/face.jpg', person: face, kept_apart_from: [] }, face_count: 2, is_new: false };
    signedInServer(makeUser({ has_photos: false }), {
      'GET /api/people': () => json(200, { people: [ann], cursor: null }),
      'GET /api/faces/unnamed': () => json(200, { people: [waiting], new_count: 0, next_page: null }),
    });
    renderApp('/people');
    expect(await screen.findByText('1 person found in your photos is waiting for a name.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Name them' }).getAttribute('href')).toBe('/#unnamed');
  });

  it('says "You have no people at the moment" with the ways to start', async () => {
    signedInServer(makeUser(), { 'GET /api/people': () => json(200, { people: [], cursor: null }) });
    renderApp('/people');
    expect(await screen.findByText('You have no people at the moment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import a GEDCOM file' }).getAttribute('href')).toBe('/upload');
    expect(screen.getAllByRole('button', { name: 'Add person' }).length).toBeGreaterThan(0);
  });

  it('shows cards with life dates, pink for Female and blue otherwise, and a toolbar for the ticked people', async () => {
    const bob = person({ id: 'p-2', name: 'Robert Smith', sex: 'Male', names: [name('n-2', 'Robert', 'Smith')] });
    // The years come with the list (one request a page), not from each card's events.
    const requests = signedInServer(makeUser(), {
      'GET /api/people': () => json(200, { people: [{ ...ann, life_span: { born: 1890, died: 1960, deceased: true } }, bob], cursor: null }),
      'POST /api/people/delete': () => json(200, { status: 'Success', count: 2 }),
    });
    renderApp('/people');
    const annCard = await screen.findByRole('article', { name: 'Ann Smith' });
    expect(within(annCard).getByText('1890–1960')).toBeTruthy();
    expect(requests.filter((request) => request.url.startsWith('/api/events/'))).toEqual([]);
    expect(annCard.querySelector('[data-palette]')?.getAttribute('data-palette')).toBe('pink');
    expect(screen.getByRole('article', { name: 'Robert Smith' }).querySelector('[data-palette]')?.getAttribute('data-palette')).toBe('blue');
    expect(within(annCard).getByRole('link', { name: /Ann Smith/ }).getAttribute('href')).toBe('/person/p-1/details');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ann Smith' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected people' });
    expect(within(toolbar).getByText('1 person selected')).toBeTruthy();
    expect(within(toolbar).queryByRole('link', { name: 'Merge People' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Robert Smith' }));
    expect(await within(toolbar).findByText('2 people selected')).toBeTruthy();
    expect(within(toolbar).getByRole('link', { name: 'Merge People' }).getAttribute('href')).toBe('/person_merge?person_id1=p-1&person_id2=p-2');

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Forget' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove These People?' });
    expect(within(dialog).getByText('Are you sure you want to remove the selected people from your view?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(requests.find((r) => r.url.endsWith('/api/people/delete'))?.body).toEqual(['p-1', 'p-2']));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected people' })).toBeNull());
  });

  it('for a member, the ticked people of someone else get no Forget or Merge, and the toolbar says why; their own do', async () => {
    const theirs = person({ id: 'p-2', name: 'Robert Smith', sex: 'Male', names: [name('n-2', 'Robert', 'Smith')], created_by: 'founder-1' });
    const own = person({ id: 'p-3', name: 'Cleo Smith', sex: 'Female', names: [name('n-3', 'Cleo', 'Smith')], created_by: 'u-1' });
    signedInServer(makeUser({ user_id: 'u-1' }), {
      'GET /api/family/members': () => json(200, familyMembers('u-1', 'member')),
      'GET /api/people': () => json(200, { people: [own, theirs], cursor: null }),
      'GET /api/events/p-2': () => json(200, { events: [] }),
      'GET /api/events/p-3': () => json(200, { events: [] }),
    });
    renderApp('/people');
    await screen.findByRole('article', { name: 'Cleo Smith' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cleo Smith' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected people' });
    expect(await within(toolbar).findByRole('button', { name: 'Forget' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Robert Smith' }));
    expect(await within(toolbar).findByText(NOT_YOURS.people)).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: 'Forget' })).toBeNull();
    expect(within(toolbar).queryByRole('link', { name: 'Merge People' })).toBeNull();
  });

  it('the A-Z index asks for the last names starting with a letter', async () => {
    const requests = signedInServer(makeUser(), {
      'GET /api/people': (request) => json(200, { people: new URL(request.url, 'http://x').searchParams.get('letter') === 'S' ? [ann] : [], cursor: null }),
      'GET /api/events/p-1': () => json(200, { events: [] }),
    });
    const { router } = renderApp('/people');
    await screen.findByText('You have no people at the moment');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Jump to last names starting with' })).getByRole('button', { name: 'Last names starting with S' }));
    expect(await screen.findByRole('article', { name: 'Ann Smith' })).toBeTruthy();
    expect(router.state.location.search).toBe('?letter=S');
    expect(requests.some((r) => r.url.includes('/api/people?') && r.url.includes('letter=S'))).toBe(true);

    // Last, '#': the people with no last name.
    fireEvent.click(screen.getByRole('button', { name: 'People with no last name' }));
    expect(await screen.findByText('Everyone has a last name')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('/api/people?') && r.url.includes('letter=%23'))).toBe(true);
  });

  it('Add person splits the typed name on spaces and opens the new person', async () => {
    const requests = signedInServer(makeUser(), {
      'GET /api/people': () => json(200, { people: [], cursor: null }),
      'POST /api/person': () => json(200, { person: person({ id: 'p-9', name: 'Mary Ann Smith' }) }),
      'GET /api/person/p-9': () => json(200, { person: person({ id: 'p-9', name: 'Mary Ann Smith', names: [name('n-9', 'Mary', 'Smith', { middle_name: 'Ann' })] }) }),
      'GET /api/events/p-9': () => json(200, { events: [] }),
    });
    const { router } = renderApp('/people');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add person' }))[0]!);
    const form = await screen.findByRole('form', { name: 'Add person' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Mary  Ann Smith' } });
    // The middle name, shown before saving.
    expect((within(form).getByRole('textbox', { name: 'Middle' }) as HTMLInputElement).value).toBe('Ann');
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-9/details'));
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/person'))?.body).toEqual({
      names: [{ name_type: 'Birth Name', prefix: '', first_name: 'Mary', middle_name: 'Ann', last_name: 'Smith', suffix: '' }],
    });
  });

  it('Add person lets a split the rule gets wrong be put right before saving, and splits again when the name is typed again', async () => {
    const requests = signedInServer(makeUser(), {
      'GET /api/people': () => json(200, { people: [], cursor: null }),
      'POST /api/person': () => json(200, { person: person({ id: 'p-9', name: 'Mary Ann Louise Smith' }) }),
      'GET /api/person/p-9': () => json(200, { person: person({ id: 'p-9', name: 'Mary Ann Louise Smith' }) }),
      'GET /api/events/p-9': () => json(200, { events: [] }),
    });
    const { router } = renderApp('/people');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add person' }))[0]!);
    const form = await screen.findByRole('form', { name: 'Add person' });
    const box = (label: string) => within(form).getByRole('textbox', { name: label }) as HTMLInputElement;
    fireEvent.change(box('Name'), { target: { value: 'Mary Ann Louise Smith' } });
    // Four words: the spec's rule reads the last as a suffix.
    expect([box('Last').value, box('Suffix').value]).toEqual(['Louise', 'Smith']);
    fireEvent.change(box('Suffix'), { target: { value: '' } });
    fireEvent.change(box('Last'), { target: { value: 'Smith' } });
    fireEvent.change(box('Middle'), { target: { value: 'Ann Louise' } });
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-9/details'));
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/person'))?.body).toEqual({
      names: [{ name_type: 'Birth Name', prefix: '', first_name: 'Mary', middle_name: 'Ann Louise', last_name: 'Smith', suffix: '' }],
    });
  });

  it('Add person splits afresh what is typed again after a part was put right', async () => {
    signedInServer(makeUser(), { 'GET /api/people': () => json(200, { people: [], cursor: null }) });
    renderApp('/people');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add person' }))[0]!);
    const form = await screen.findByRole('form', { name: 'Add person' });
    const box = (label: string) => within(form).getByRole('textbox', { name: label }) as HTMLInputElement;
    fireEvent.change(box('Name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(box('Last'), { target: { value: 'Leigh' } });
    fireEvent.change(box('Name'), { target: { value: 'Ann Marie Lee' } });
    expect([box('First').value, box('Middle').value, box('Last').value]).toEqual(['Ann', 'Marie', 'Lee']);
  });
});
