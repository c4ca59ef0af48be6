// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { noPersonsMatching, PersonSearch, PRESS_ENTER_TO_CREATE, TYPE_TO_SEARCH } from '../../../web/src/components/person-picker/person-search';
import { createPersonNamed } from '../../../web/src/lib/create-person-named';
import { eventFormOf, eventFormReducer, saveRequestOf } from '../../../web/src/features/events/utils/event-form';
import { fakeServer, installBrowserStubs, json, makeUser, renderApp, resetStores, signedInServer, testQueryClient, type FakeHandler } from './helpers';
import { event, name, person, summary } from './family-fixtures';

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

const ann = person({ id: 'p-1', name: 'Ann Smith', sex: 'Female', names: [name('n-1', 'Ann', 'Smith')] });
const bob = person({ id: 'p-2', name: 'Robert Smith', sex: 'Male', names: [name('n-2', 'Robert', 'Smith')] });
const mary = person({ id: 'p-3', name: 'Mary Jones', sex: 'Female', names: [name('n-3', 'Mary', 'Jones')] });
const birth = event({ id: 'e-1', event_type: 'birth', name: 'Ann Smith born', auto_name: true, start_date: '12 May 1890', participants: [{ event_role: 'child', person: summary(ann), deleted: false }] });

describe('the event form follows the automatic-name rules (spec 000 sections 3-4)', () => {
  it('starts automatic, follows the people, stops when a name is typed and starts again when it is cleared', () => {
    let form = eventFormOf(birth);
    expect(form.naming).toEqual({ name: 'Ann Smith born', auto_name: true });
    const slots = form.participants.filter((row) => row.person === null);
    expect(slots.map((row) => row.event_role)).toEqual(['parent', 'parent']);

    form = eventFormReducer(form, { type: 'person', key: slots[0]!.key, person: summary(bob) });
    form = eventFormReducer(form, { type: 'person', key: slots[1]!.key, person: summary(mary) });
    expect(form.naming).toEqual({ name: 'Ann Smith born to Robert Smith and Mary Jones', auto_name: true });

    form = eventFormReducer(form, { type: 'name', typed: 'The birth at Hillside' });
    expect(form.naming).toEqual({ name: 'The birth at Hillside', auto_name: false });
    form = eventFormReducer(form, { type: 'remove', key: slots[1]!.key });
    expect(form.naming.name).toBe('The birth at Hillside'); // a typed name stays

    form = eventFormReducer(form, { type: 'name', typed: '  ' });
    expect(form.naming).toEqual({ name: 'Ann Smith born to Robert Smith', auto_name: true });
  });

  it('keeps the people in the order the stored name gives them, so the name does not change when only the date does', () => {
    // An imported birth is named father first (HUSB, WIFE); the server lists its people in its own order.
    const imported = event({
      id: 'e-3',
      event_type: 'birth',
      name: 'Ann Smith born to Robert Smith and Mary Jones',
      auto_name: true,
      participants: [
        { event_role: 'child', person: summary(ann), deleted: false },
        { event_role: 'parent', person: summary(mary), deleted: false },
        { event_role: 'parent', person: summary(bob), deleted: false },
      ],
    });
    const form = eventFormOf(imported);
    expect(form.naming).toEqual({ name: 'Ann Smith born to Robert Smith and Mary Jones', auto_name: true });
    expect(form.participants.map((row) => row.person?.name)).toEqual(['Ann Smith', 'Robert Smith', 'Mary Jones']);
    const dated = eventFormReducer(form, { type: 'field', field: 'start_date', value: '12 May 1890' });
    expect(saveRequestOf(dated)).toMatchObject({
      name: 'Ann Smith born to Robert Smith and Mary Jones',
      participants: [
        { event_role: 'child', person: 'p-1' },
        { event_role: 'parent', person: 'p-2' },
        { event_role: 'parent', person: 'p-3' },
      ],
    });
  });

  it('a new type brings its own empty slots and drops the old empty ones', () => {
    let form = eventFormOf(event({ id: 'e-2', event_type: 'death', participants: [] }));
    expect(form.participants.map((row) => [row.event_role, row.person])).toEqual([['died', null]]);
    form = eventFormReducer(form, { type: 'event_type', eventType: 'marriage' });
    expect(form.participants.map((row) => row.event_role)).toEqual(['spouse', 'spouse']);
    expect(form.naming).toEqual({ name: 'Marriage', auto_name: true });
  });

  it('sends only the rows with a person, and the dates as typed', () => {
    const form = eventFormReducer(eventFormOf(birth), { type: 'field', field: 'start_date', value: ' about 1890 ' });
    expect(saveRequestOf(form)).toEqual({
      event_type: 'birth',
      name: 'Ann Smith born',
      auto_name: true,
      start_date: 'about 1890',
      end_date: '',
      location: '',
      participants: [{ event_role: 'child', person: 'p-1' }],
    });
  });
});

function eventServer(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(makeUser(), {
    'GET /api/event/e-1': () => json(200, { event: birth }),
    'GET /api/event/e-1/notes': () => json(200, { notes: [] }),
    ...extra,
  });
}

describe('the event page', () => {
  it('shows the automatic name, two empty parent slots, and says in the person’s terms why a date cannot be read (the spec’s texts are logged only)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the form is left dirty when the test ends
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    eventServer();
    renderApp('/event/e-1/details');
    const nameBox = await screen.findByRole('textbox', { name: /Name/ });
    expect(nameBox).toHaveProperty('value', 'Ann Smith born');
    expect(screen.getByText('Automatic')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Choose the parent' })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Participants' }).style.height || getComputedStyle(screen.getByRole('region', { name: 'Participants' })).height).toBe('300px');

    fireEvent.change(nameBox, { target: { value: 'A spring birth' } });
    expect(screen.queryByText('Automatic')).toBeNull();
    fireEvent.change(nameBox, { target: { value: '' } });
    expect(nameBox).toHaveProperty('value', 'Ann Smith born');
    expect(screen.getByText('Automatic')).toBeTruthy();

    const date = screen.getByRole('textbox', { name: 'Date' });
    fireEvent.change(date, { target: { value: 'Foo 2018' } });
    expect(screen.getByText('Check the month: use a month name such as May or Jun (for example May 2018).')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(date, { target: { value: '5' } });
    expect(screen.getByText('Check the day and the year: a number up to 31 is read as a day, a larger one as a year (for example 1 May 2018).')).toBeTruthy();
    // As the photo panel says them: a day the month does not have, and numbers the rules do not read.
    fireEvent.change(date, { target: { value: '31 Feb 1850' } });
    expect(screen.getByText('February 1850 has only 28 days: check the day.')).toBeTruthy();
    fireEvent.change(date, { target: { value: '05/01/1850' } });
    expect(screen.getByText('Write the month as a word: 05/01/1850 could be 5 Jan 1850 or 1 May 1850.')).toBeTruthy();
    fireEvent.change(date, { target: { value: '1850-05-01' } });
    expect(screen.getByText('Read as 1 May 1850.')).toBeTruthy();
    expect(screen.queryByText(/Cannot Parse Date/)).toBeNull();
    fireEvent.change(date, { target: { value: 'abt 1890' } });
    expect(screen.queryByText(/Cannot Parse Date/)).toBeNull();
    expect(screen.getByText('Read as about 1890.')).toBeTruthy();
  });

  it('fills a parent slot from the person search, renames itself, and saves when the page is left', async () => {
    const requests = eventServer({
      'GET /api/persons': () => json(200, { persons: [bob] }),
      'POST /api/event/e-1': (request) => json(200, { event: { ...birth, name: 'Ann Smith born to Robert Smith', participants: [...birth.participants, { event_role: 'parent', person: summary(bob), deleted: false }] }, _: request }),
    });
    const { router } = renderApp('/event/e-1/details');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Choose the parent' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Choose the parent' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search by name for the parent' }), { target: { value: 'Rob' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Robert Smith/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('value', 'Ann Smith born to Robert Smith'));
    expect(screen.getAllByRole('button', { name: 'Choose the parent' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Notes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/e-1/notes'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/event/e-1'))).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/event/e-1'))!.body).toEqual({
      event_type: 'birth',
      name: 'Ann Smith born to Robert Smith',
      auto_name: true,
      start_date: '12 May 1890',
      end_date: '',
      location: '',
      participants: [
        { event_role: 'child', person: 'p-1' },
        { event_role: 'parent', person: 'p-2' },
      ],
    });
  });

  it('leaving an unchanged event sends nothing', async () => {
    const requests = eventServer();
    const { router } = renderApp('/event/e-1/details');
    await screen.findAllByRole('button', { name: 'Choose the parent' });
    fireEvent.click(screen.getByRole('link', { name: 'Notes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/e-1/notes'));
    await screen.findByText('No notes yet');
    expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/event/e-1'))).toHaveLength(0);
  });
});

describe('deleting an event', () => {
  it('asks first, opens the first person’s page, and Undo puts the event back', async () => {
    const requests = eventServer({
      'DELETE /api/event/e-1': () => json(200, { status: 'Success', restorable: true }),
      'POST /api/event/e-1/restore': () => json(200, { event: birth }),
    });
    const { router } = renderApp('/event/e-1/details');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete event' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-1/details'));
    expect(await screen.findByText('“Ann Smith born” was deleted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('“Ann Smith born” is back')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/event/e-1/restore'))).toHaveLength(1);
  });

  it('offers no Undo when the event could not be kept', async () => {
    // Another name than the last test's: its notice may still be on screen.
    const named = { ...birth, name: 'A spring birth', auto_name: false };
    eventServer({ 'GET /api/event/e-1': () => json(200, { event: named }), 'DELETE /api/event/e-1': () => json(200, { status: 'Success', restorable: false }) });
    renderApp('/event/e-1/details');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete event' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this event?' })).getByRole('button', { name: 'Delete event' }));
    const notice = (await screen.findByText('“A spring birth” was deleted')).closest('[data-part="root"]') as HTMLElement;
    expect(within(notice).queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

function renderSearch(onChoose = vi.fn()) {
  installBrowserStubs();
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={testQueryClient()}>
        <PersonSearch who="the parent" onChoose={onChoose} createPerson={createPersonNamed} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { onChoose, input: screen.getByRole('textbox', { name: 'Search by name for the parent' }) };
}

describe('the person search (spec 001 section 5)', () => {
  it('asks for a name, then says when nobody matches, and Enter creates the person with the name split on spaces', async () => {
    const requests = fakeServer({
      'GET /api/persons': () => json(200, { persons: [] }),
      'POST /api/person': () => json(200, { person: person({ id: 'p-9', name: 'Zebedee Quill', names: [name('n-9', 'Zebedee', 'Quill')] }) }),
    });
    const { onChoose, input } = renderSearch();
    expect(screen.getByRole('status').textContent).toBe(TYPE_TO_SEARCH);
    fireEvent.change(input, { target: { value: 'Zebedee Quill' } });
    expect(await screen.findByText(noPersonsMatching('Zebedee Quill'))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(PRESS_ENTER_TO_CREATE);
    expect(noPersonsMatching('Zebedee Quill')).toBe('No persons matching “Zebedee Quill”');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith({ id: 'p-9', name: 'Zebedee Quill', sex: '', person_thumbnail_url: null }, true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      names: [{ name_type: 'Birth Name', prefix: '', first_name: 'Zebedee', middle_name: '', last_name: 'Quill', suffix: '' }],
    });
    expect(new URL(requests.find((r) => r.method === 'GET')!.url, 'http://x').searchParams.get('q')).toBe('Zebedee Quill');
  });

  it('lists the people found; Enter chooses the first; clearing the box asks for a name again', async () => {
    fakeServer({ 'GET /api/persons': () => json(200, { persons: [bob, mary] }) });
    const { onChoose, input } = renderSearch();
    fireEvent.change(input, { target: { value: 'sm' } });
    expect(await screen.findByRole('button', { name: /Robert Smith/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 people found. Press Enter to choose the first.');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(bob, false);
    // Emptied, the box shows nobody at once, as its status says: no moment with the old list under 'Type the name…'.
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByRole('status').textContent).toBe(TYPE_TO_SEARCH);
    expect(screen.queryByRole('button', { name: /Robert Smith/ })).toBeNull();
  });
});
