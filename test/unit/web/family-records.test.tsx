// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../../../web/src/app/provider';
import { Toaster } from '../../../web/src/components/ui/toaster';
import { NOT_YOURS } from '../../../web/src/lib/family-role';
import { GedcomImportNotices } from '../../../web/src/features/family/components/gedcom-import-notices';
import { ImportReport, type ImportProgress } from '../../../web/src/features/family/components/import-report-screen';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { familyMembers, installBrowserStubs, json, makeUser, renderApp, resetStores, ScriptedSocket, signedInServer, testQueryClient, type FakeHandler } from './helpers';
import { importRecord, name, person } from './family-fixtures';

vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  cleanup();
  // A form left dirty saves as it unmounts: let that finish against the fake server before it goes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStores();
});
beforeEach(() => resetStores());

const ann = person({ id: 'p-1', name: 'Ann Smith', sex: 'Female', names: [name('n-1', 'Ann', 'Smith')] });
const parish = { id: 's-1', title: 'Parish register of St Mary', author: 'St Mary’s', publication: '' };
const citation = (overrides: Record<string, unknown>) => ({ id: 'c-1', citation: '', page: '', certainty: '', source_id: null, source: null, media: [], ...overrides });

function personServer(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(makeUser(), {
    'GET /api/person/p-1': () => json(200, { person: ann }),
    'GET /api/events/p-1': () => json(200, { events: [] }),
    ...extra,
  });
}

describe('citations', () => {
  it('a citation that starts with http shows an open-link icon; plain text does not', async () => {
    personServer({
      'GET /api/person/p-1/citations': () =>
        json(200, {
          citations: [
            citation({ id: 'c-1', citation: ' HTTPS://www.freebmd.org.uk/cgi/information.pl?r=123' }),
            citation({ id: 'c-2', citation: 'Baptism register, 1890', source_id: 's-1', source: parish, page: 'p. 12', certainty: '3' }),
          ],
        }),
    });
    renderApp('/person/p-1/citations');
    const first = await screen.findByRole('listitem', { name: 'Citation 1' });
    const link = within(first).getByRole('link', { name: 'Open the cited web page in a new tab' });
    expect(link.getAttribute('href')).toBe('HTTPS://www.freebmd.org.uk/cgi/information.pl?r=123');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const second = screen.getByRole('listitem', { name: 'Citation 2' });
    expect(within(second).queryByRole('link', { name: 'Open the cited web page in a new tab' })).toBeNull();
    expect(within(second).getByText('Parish register of St Mary')).toBeTruthy();
    expect(within(second).getByRole('combobox', { name: 'Certainty' })).toHaveProperty('value', '3');

    // Typing a web address into a new citation brings the icon with it.
    fireEvent.change(within(second).getByRole('textbox', { name: 'Citation' }), { target: { value: 'http://example.org/record' } });
    expect(within(second).getByRole('link', { name: 'Open the cited web page in a new tab' }).getAttribute('href')).toBe('http://example.org/record');
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // left dirty when the test ends
  });

  it('a new source title opens the New source dialog: Save posts it and chooses it; the citations save when the tab is left', async () => {
    const requests = personServer({
      'GET /api/person/p-1/citations': () => json(200, { citations: [] }),
      'GET /api/source/search': () => json(200, { sources: [] }),
      'POST /api/source': (request) => json(200, { source: { id: 's-9', author: '', publication: '', ...(request.body as object) } }),
      'POST /api/person/p-1/citations': (request) =>
        json(200, { citations: (request.body as { citations: object[] }).citations.map((c, i) => citation({ ...c, id: `c-${i}` })) }),
      'GET /api/person/p-1/notes': () => json(200, { notes: [] }),
    });
    const { router } = renderApp('/person/p-1/citations');
    expect(await screen.findByText('No citations yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a citation' }));
    const item = await screen.findByRole('listitem', { name: 'Citation 1' });
    fireEvent.change(within(item).getByRole('textbox', { name: 'Page' }), { target: { value: 'folio 7' } });
    const sourceBox = within(item).getByRole('combobox', { name: 'Source of citation 1' });
    fireEvent.focus(sourceBox);
    fireEvent.change(sourceBox, { target: { value: '1891 Census' } });
    fireEvent.click(await within(item).findByRole('option', { name: /New source “1891 Census”/ }));

    const dialog = await screen.findByRole('dialog', { name: 'New source' });
    expect(dialog.style.maxWidth || getComputedStyle(dialog).maxWidth).toBe('290px');
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveProperty('value', '1891 Census');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Author' }), { target: { value: 'General Register Office' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New source' })).toBeNull());
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/source'))!.body).toEqual({ title: '1891 Census', author: 'General Register Office', publication: '' });
    expect(within(item).getByRole('group', { name: 'Source of citation 1' }).textContent).toContain('1891 Census');

    fireEvent.click(screen.getByRole('link', { name: 'Notes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-1/notes'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/person/p-1/citations'))).toBe(true));
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/person/p-1/citations'))!.body).toEqual({
      citations: [{ citation: '', page: 'folio 7', certainty: '', source_id: 's-9' }],
    });
  });

  it('cancelling the New source dialog clears the text typed', async () => {
    const requests = personServer({
      'GET /api/person/p-1/citations': () => json(200, { citations: [citation({ citation: 'Family Bible' })] }),
      'GET /api/source/search': () => json(200, { sources: [] }),
    });
    renderApp('/person/p-1/citations');
    const item = await screen.findByRole('listitem', { name: 'Citation 1' });
    const sourceBox = within(item).getByRole('combobox', { name: 'Source of citation 1' });
    fireEvent.focus(sourceBox);
    fireEvent.change(sourceBox, { target: { value: 'Letters' } });
    await within(item).findByRole('option', { name: /New source “Letters”/ });
    fireEvent.keyDown(sourceBox, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'New source' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New source' })).toBeNull());
    expect(sourceBox).toHaveProperty('value', '');
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/source'))).toBe(false);
  });
});

describe('notes', () => {
  it('an added note is saved when the tab is left', async () => {
    const requests = personServer({
      'GET /api/person/p-1/notes': () => json(200, { notes: [{ id: 'note-1', note: 'Lived at Hillside Farm.', citations: [], added_by: 'founder-1' }] }),
      'POST /api/person/p-1/notes': (request) => json(200, { notes: (request.body as { notes: object[] }).notes.map((n, i) => ({ id: `note-${i + 1}`, citations: [], added_by: 'founder-1', ...n })) }),
      'GET /api/person/p-1/contacts': () => json(200, { contacts: [] }),
    });
    const { router } = renderApp('/person/p-1/notes');
    expect(await screen.findByRole('textbox', { name: 'Note 1' })).toHaveProperty('value', 'Lived at Hillside Farm.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note 2' }), { target: { value: 'Emigrated to Canada in 1912.' } });
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-1/social'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/notes'))).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/notes'))!.body).toEqual({
      notes: [{ id: 'note-1', note: 'Lived at Hillside Farm.' }, { note: 'Emigrated to Canada in 1912.' }],
    });
  });

  it("a member reads another member's note but cannot change or remove it; their own note they can", async () => {
    const user = makeUser();
    personServer({
      'GET /api/family/members': () => json(200, familyMembers(user.user_id, 'member')),
      'GET /api/person/p-1/notes': () =>
        json(200, {
          notes: [
            { id: 'note-1', note: 'Lived at Hillside Farm.', citations: [], added_by: 'founder-1' },
            { id: 'note-2', note: 'Her recipes are in the tin.', citations: [], added_by: user.user_id },
            { id: 'note-3', note: 'From the old family bible.', citations: [], added_by: null },
          ],
        }),
    });
    renderApp('/person/p-1/notes');
    const others = await screen.findByRole('textbox', { name: 'Note 1' });
    await waitFor(() => expect(others).toHaveProperty('readOnly', true));
    expect(others.getAttribute('aria-describedby') && document.getElementById(others.getAttribute('aria-describedby')!)?.textContent).toBe(NOT_YOURS.note);
    expect(screen.getByRole('textbox', { name: 'Note 3' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'Note 2' })).toHaveProperty('readOnly', false);
    expect(screen.queryByRole('button', { name: 'Remove note 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove note 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove note 2' })).toBeTruthy();
  });
});

describe('the GEDCOM import report', () => {
  it('follows a running import every second, then shows the counts and every warning with its line', async () => {
    let calls = 0;
    signedInServer(makeUser(), {
      'GET /api/imports/imp-1': () => {
        calls += 1;
        return json(
          200,
          calls < 2
            ? { import: importRecord({ status: 'running', finished_at: null, counts: { people: 120, families: 40, events: 0, notes: 0, citations: 0, sources: 0 } }) }
            : {
                import: importRecord({
                  warning_count: 2,
                  warnings: [
                    { line: 10456, message: 'Unknown tag _PUBLISH was kept as it was' },
                    { line: null, message: 'The file has no trailer' },
                  ],
                }),
              },
        );
      },
    });
    renderApp('/imports/imp-1');
    expect(await screen.findByText('Importing royal92.ged…')).toBeTruthy();
    expect(screen.getByText(/So far 120 people, 40 families and 0 events/)).toBeTruthy();
    expect(await screen.findByText('Import finished', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls).toBeGreaterThanOrEqual(2);
    const counts = screen.getByRole('heading', { name: 'What was imported' }).parentElement!;
    expect(within(counts).getByText('3,010')).toBeTruthy();
    expect(within(counts).getByText('1,422')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 warnings' })).toBeTruthy();
    const warnings = screen.getByRole('list', { name: 'Warnings' });
    expect(within(warnings).getByText('Line 10,456')).toBeTruthy();
    expect(within(warnings).getByText('Unknown tag _PUBLISH was kept as it was')).toBeTruthy();
    expect(within(warnings).getByText('Whole file')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your people' }).getAttribute('href')).toBe('/people');
  });

  it('counts in words that agree with the numbers, and dates the import the same way whatever the browser’s language', async () => {
    const one = { people: 1, families: 1, events: 1, notes: 0, citations: 0, sources: 0 };
    signedInServer(makeUser(), { 'GET /api/imports/imp-1': () => json(200, { import: importRecord({ counts: one }) }) });
    renderApp('/imports/imp-1');
    expect(await screen.findByText(/^1 person and 1 family are in your family tree, imported in 12 seconds\.$/)).toBeTruthy();
    const started = new Date(1_700_000_000_000);
    const time = `${String(started.getHours()).padStart(2, '0')}:${String(started.getMinutes()).padStart(2, '0')}`;
    // Started and finished, twelve seconds apart.
    expect(screen.getAllByText(`14 Nov 2023, ${time}`, { selector: 'dd' })).toHaveLength(2);
  });

  it("'Remove this import' asks first, sends whether edited people go too, follows the removal and says what was kept", async () => {
    let removal: ReturnType<typeof importRecord>['removal'] = null;
    let polls = 0;
    const requested: unknown[] = [];
    const removed = { people: 0, families: 0, events: 0, notes: 0, citations: 0, sources: 0 };
    const base = { remove_edited: true, requested_at: 1, finished_at: null, kept_people: 0, kept_events: 0 };
    signedInServer(makeUser(), {
      'GET /api/imports/imp-1': () => {
        if (removal?.status === 'running') {
          polls += 1;
          if (polls > 1) removal = { ...removal, status: 'done', finished_at: 2, removed: { ...removed, people: 3008, families: 1422, events: 4990 }, kept_people: 2, kept_events: 10 };
        }
        return json(200, { import: importRecord({ removal }) });
      },
      'POST /api/imports/imp-1/remove': (request) => {
        requested.push(request.body);
        removal = { ...base, status: 'running', removed: { ...removed, people: 1200 } };
        return json(200, { import: importRecord({ removal }) });
      },
    });
    renderApp('/imports/imp-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove royal92.ged?' });
    expect(within(dialog).getByText(/3,010 people, 1,422 families, 5,000 events and their notes/)).toBeTruthy();
    expect(within(dialog).getByText(/Photos are never removed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    await waitFor(() => expect(within(dialog).getByTestId('remove-edited').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove import' }));
    expect(await screen.findByText('Removing royal92.ged…')).toBeTruthy();
    expect(screen.getByTestId('removal-progress').textContent).toMatch(/Removed so far: 1,200 people/);
    expect(requested).toEqual([{ remove_edited: true }]);
    expect(await screen.findByText('Import removed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/3,008 people, 1,422 families and 4,990 events removed/)).toBeTruthy();
    expect(screen.queryByText('Import finished')).toBeNull();
    expect(screen.getByTestId('removal-kept').textContent).toBe('Kept: 2 people and 10 events on photos or with photos.');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('says when the import failed', async () => {
    signedInServer(makeUser(), {
      'GET /api/imports/imp-1': () => json(200, { import: importRecord({ status: 'failed', error: 'The import stopped before the end of the file. Please try again.' }) }),
    });
    renderApp('/imports/imp-1');
    expect(await screen.findByText('The import did not finish')).toBeTruthy();
    expect(screen.getByText('The import stopped before the end of the file. Please try again.')).toBeTruthy();
  });
});

describe('notices for a GEDCOM upload', () => {
  it('links to the import while it runs and to its report when it is done, once each', async () => {
    installBrowserStubs();
    const client = new RealtimeClient({ url: 'ws://app.test/ws', WebSocketImpl: ScriptedSocket });
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <>
            <GedcomImportNotices />
            <Toaster />
          </>
        ),
      },
    ]);
    render(
      <AppProvider queryClient={testQueryClient()} realtimeClient={client}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    client.connect(() => ({ processing_ids: [] }));
    act(() => ScriptedSocket.last!.open());
    const progress = { type: 'import_progress', upload_id: 'u-1', import_id: 'imp-1', phase: 'reading', records: 1000, total_records: null, people: 0, families: 0, events: 0, sources: 0, notes: 0, citations: 0, elapsed_ms: 100, remaining_ms: null };
    act(() => ScriptedSocket.last!.push(progress));
    act(() => ScriptedSocket.last!.push({ ...progress, records: 2000 }));
    expect(await screen.findByText('Importing your family tree file')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Follow the import' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Follow the import' }).getAttribute('href')).toBe('/imports/imp-1');

    const done = { type: 'processing_complete', upload_id: 'u-1', item: { item_type: 'gedcom', id: 'imp-1' } };
    act(() => ScriptedSocket.last!.push(done));
    act(() => ScriptedSocket.last!.push(done)); // a reconnecting tab hears results again
    expect(await screen.findByText('Your family tree file is imported')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'See the import report' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See the import report' }).getAttribute('href')).toBe('/imports/imp-1');
    await waitFor(() => expect(screen.queryByText('Importing your family tree file')).toBeNull());

    // Another kind of file finishing is not a family-tree import.
    act(() => ScriptedSocket.last!.push({ type: 'processing_complete', upload_id: 'u-2', item: { item_type: 'document', id: 'd-1' } }));
    expect(screen.getAllByRole('link', { name: 'See the import report' })).toHaveLength(1);
    // The same file uploaded again imports nothing: the notice says so and leads to the earlier report.
    act(() => ScriptedSocket.last!.push({ type: 'processing_complete', upload_id: 'u-3', item: { item_type: 'gedcom', id: 'imp-0', already_stored: true } }));
    expect(await screen.findByText('This family tree file was imported before: nothing new in it')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See its import report' }).getAttribute('href')).toBe('/imports/imp-0');
    client.disconnect();
  });
});

describe('a running import pushed over realtime', () => {
  const running = importRecord({ status: 'running', finished_at: null, counts: { people: 0, families: 0, events: 0, notes: 0, citations: 0, sources: 0 } });
  const push = (over: Partial<ImportProgress>): ImportProgress => ({
    type: 'import_progress',
    upload_id: 'u-1',
    import_id: 'imp-1',
    phase: 'writing',
    records: 1200,
    total_records: 4000,
    people: 900,
    families: 300,
    events: 2100,
    sources: 0,
    notes: 45,
    citations: 7,
    elapsed_ms: 3000,
    remaining_ms: 7000,
    ...over,
  });
  const show = (progress: ImportProgress) => {
    const router = createMemoryRouter([{ path: '*', element: <ImportReport record={running} progress={progress} /> }]);
    return render(
      <AppProvider queryClient={testQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  };

  it('shows the phase, every count as it grows and the time left', () => {
    installBrowserStubs();
    const view = show(push({}));
    expect(screen.getByTestId('import-phase').textContent).toBe('Adding people, families and events to your tree: 1,200 of 4,000 records');
    expect(screen.getByTestId('import-time').textContent).toBe('3 seconds so far · about 7 seconds left');
    const counts = screen.getByRole('heading', { name: 'Counted so far' }).parentElement!;
    for (const figure of ['900', '300', '2,100', '45', '7']) expect(within(counts).getByText(figure)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    view.unmount();
    show(push({ phase: 'reading', records: 800, total_records: null, people: 0, families: 0, events: 0, notes: 0, citations: 0, remaining_ms: null, elapsed_ms: 400 }));
    expect(screen.getByTestId('import-phase').textContent).toBe('Reading the file: 800 records');
    expect(screen.getByTestId('import-time').textContent).toBe('1 second so far');
  });
});

