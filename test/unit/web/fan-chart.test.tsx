// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeUser, renderApp, resetAppAroundEachTest, signedInServer } from './helpers';
import { name, person } from './family-fixtures';

// Route modules load on first visit, as in the browser; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });
resetAppAroundEachTest();

const node = (key: string, label: string, sex: string, life_span?: { born: number | null; died: number | null; deceased: boolean }) => ({ key, name: label, sex, person_thumbnail_url: [], category: 'person' as const, life_span });
const parent = (from: string, to: string) => ({ from, to, category: 'parent' as const, status: 'other' as const, labelKeys: [] });
const ann = person({ id: 'p-1', name: 'Ann Smith', sex: 'Female', names: [name('n-1', 'Ann', 'Smith')] });
const tom = person({ id: 'p-2', name: 'Tom Smith', sex: 'Male', names: [name('n-2', 'Tom', 'Smith')] });

function fanServer() {
  return signedInServer(makeUser(), {
    'GET /api/person/p-1': () => json(200, { person: ann }),
    'GET /api/person/p-2': () => json(200, { person: tom }),
    // Ann's parents and her father's mother; Tom's (her father's) own fan has his mother only.
    'GET /api/ancestors/p-1': () =>
      json(200, { root: 'p-1', nodes: [node('p-1', 'Ann Smith', 'Female', { born: 1950, died: null, deceased: false }), node('p-2', 'Tom Smith', 'Male'), node('p-3', 'Mary Jones', 'Female', { born: 1921, died: 1999, deceased: true }), node('p-4', 'Eve Smith', 'Female')], links: [parent('p-3', 'p-1'), parent('p-2', 'p-1'), parent('p-4', 'p-2')] }),
    'GET /api/ancestors/p-2': () => json(200, { root: 'p-2', nodes: [node('p-2', 'Tom Smith', 'Male'), node('p-4', 'Eve Smith', 'Female')], links: [parent('p-4', 'p-2')] }),
  });
}

describe('the fan chart (/person/{id}/charts/fan)', () => {
  it("draws the person's ancestors in rings, each named with their relation, and asks as deep as the generations chosen", async () => {
    const requests = fanServer();
    renderApp('/person/p-1/charts/fan?generations=6');
    const fan = await screen.findByRole('group', { name: 'Fan chart of Ann Smith' });
    expect(within(fan).getByRole('link', { name: 'Tom Smith, Father' })).toBeTruthy();
    // The years of a life, where known, in the wedge and its name; the person's own in the middle.
    const mother = within(fan).getByRole('link', { name: 'Mary Jones 1921–1999, Mother' });
    expect(mother.querySelector('[data-years]')?.textContent).toBe('1921–1999');
    expect(within(fan).getByRole('link', { name: 'Ann Smith b. 1950, open their page' }).querySelector('[data-years]')?.textContent).toBe('b. 1950');
    expect(within(fan).getByRole('link', { name: "Eve Smith, Grandmother (father's side)" })).toBeTruthy();
    expect(requests.find((request) => request.url.startsWith('/api/ancestors/p-1'))?.url).toBe('/api/ancestors/p-1?depth=5');
    expect((screen.getByRole('combobox', { name: 'Generations' }) as HTMLSelectElement).value).toBe('6');
    expect(screen.getByRole('link', { name: 'Fan chart' }).getAttribute('aria-current')).toBe('page');
  });

  it('turns to an ancestor when clicked (keeping the generations), and opens the person from the middle', async () => {
    fanServer();
    const { router } = renderApp('/person/p-1/charts/fan?generations=4');
    fireEvent.click(await screen.findByRole('link', { name: 'Tom Smith, Father' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/person/p-2/charts/fan?generations=4'));
    const middle = await screen.findByRole('link', { name: 'Tom Smith, open their page' });
    expect(screen.getByRole('link', { name: 'Eve Smith, Mother' })).toBeTruthy();
    fireEvent.keyDown(middle, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-2'));
  });

  it('says so when no parents are known', async () => {
    signedInServer(makeUser(), {
      'GET /api/person/p-1': () => json(200, { person: ann }),
      'GET /api/ancestors/p-1': () => json(200, { root: 'p-1', nodes: [node('p-1', 'Ann Smith', 'Female')], links: [] }),
    });
    renderApp('/person/p-1/charts/fan');
    expect((await screen.findByText(/No parents are known for them yet/)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Ann Smith, open their page' })).toBeTruthy();
  });
});

describe('the ancestor and descendant charts', () => {
  it('show 4 generations unless more are chosen, and ask the server for as many', async () => {
    const requests = signedInServer(makeUser(), {
      'GET /api/person/p-1': () => json(200, { person: ann }),
      'GET /api/descendents/p-1': () => json(200, { root: 'p-1', nodes: [node('p-1', 'Ann Smith', 'Female'), node('p-2', 'Tom Smith', 'Male')], links: [parent('p-1', 'p-2')] }),
    });
    const { router } = renderApp('/person/p-1/charts/descendent');
    const generations = (await screen.findByRole('combobox', { name: 'Generations' })) as HTMLSelectElement;
    expect(generations.value).toBe('4');
    await waitFor(() => expect(requests.filter((request) => request.url.startsWith('/api/descendents/p-1')).map((request) => request.url)).toEqual(['/api/descendents/p-1?depth=4']));
    fireEvent.change(generations, { target: { value: '9' } });
    await waitFor(() => expect(router.state.location.search).toBe('?generations=9'));
    await waitFor(() => expect(requests.some((request) => request.url === '/api/descendents/p-1?depth=9')).toBe(true));
  });
});
