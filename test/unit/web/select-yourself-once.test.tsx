// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { SelectYourself } from '../../../web/src/features/tree/components/tree-states';
import { person } from './family-fixtures';
import { installBrowserStubs, json, makeUser, renderApp, resetAppAroundEachTest, signedInServer, testQueryClient } from './helpers';

resetAppAroundEachTest();

const dashboard = () =>
  json(200, { invites: [], missing_files: { files: [], next_page: null }, unnamed: { people: [], new_count: 0, next_page: null }, messages: { messages: [], unread_count: 0, cursor: null }, tree_has_people: true, family_invited: true });

describe("home's 'Select yourself' for someone in a tree who has not picked themselves", () => {
  it("is one button, in the 'Which person in the tree is you?' card; Getting started's step links to that card", async () => {
    signedInServer(makeUser({ new_user: false, customer_plan: 'Trial', has_photos: true, person: null }), {
      'GET /api/dashboard': dashboard,
      'GET /api/faces/unnamed': () => json(200, { people: [], new_count: 0, next_page: null }),
      'GET /api/faces/seen_once': () => json(200, { faces: [], next_page: null }),
      'GET /api/memories': () => json(200, { date: '2026-11-29', on_this_day: [], people: [] }),
    });
    const { container } = renderApp('/');
    const card = await screen.findByRole('region', { name: 'Which person in the tree is you?' });
    const gettingStarted = await screen.findByRole('region', { name: 'Getting started' });

    expect(screen.getAllByText('Select yourself')).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Select yourself' })).toBeTruthy();
    const step = within(gettingStarted).getByRole('link', { name: 'Pick yourself above' });
    expect(step.getAttribute('href')).toBe('#select-yourself');
    expect(container.querySelector('#select-yourself')).toBe(card);
  });
});

describe("the tree's 'Select Yourself' card", () => {
  it('is as tall as what it shows, near the top of the tree area rather than centred in it', async () => {
    installBrowserStubs();
    render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={testQueryClient()}>
          <SelectYourself onChoose={() => undefined} onAddSelf={() => undefined} ownName="Bob Hartley" onBrowse={() => undefined} saving={false} error={null} />
        </QueryClientProvider>
      </ChakraProvider>,
    );
    const search = await screen.findByRole('searchbox', { name: 'Search for yourself by name' });
    const heading = screen.getByRole('heading', { name: 'Select Yourself' });
    // No box between the card and the search field keeps room for matches not yet asked for.
    const card = heading.closest('.chakra-card__root')!;
    for (let box = search.parentElement; box && box !== card; box = box.parentElement) expect(['', '0', '0px', 'auto']).toContain(getComputedStyle(box).minHeight);
    // It grows downwards as matches appear, as a phone's keyboard opens below it.
    expect(getComputedStyle(card.parentElement!).alignItems).toBe('flex-start');
  });
});

describe("the tree's 'Select Yourself' for a relative who is not in the tree yet", () => {
  const server = () => {
    const bob = makeUser({ username: 'Bob Hartley', person: null, new_user: false });
    return signedInServer(bob, {
      'GET /api/people': () => json(200, { people: [person({ id: 'john', name: 'John Hartley' })], cursor: null }),
      'POST /api/person': () => json(200, { person: person({ id: 'bob', name: 'Bob Hartley' }) }),
      'PUT /api/user/person': () => json(200, { user: { ...bob, person: 'bob' } }),
      'GET /api/persons': () => json(200, { persons: [person({ id: 'john', name: 'John Hartley' })] }),
    });
  };

  it('adds them, named as their account, makes them the user and opens their page to add their family', async () => {
    const requests = server();
    const { router } = renderApp('/graph');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Bob Hartley to the tree' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/bob'));
    const created = requests.find((request) => request.method === 'POST' && request.url.endsWith('/api/person'));
    expect(created?.body).toMatchObject({ names: [{ first_name: 'Bob', last_name: 'Hartley' }] });
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ person_id: 'bob' });
  });

  it('or draws the tree around anyone they find, without choosing who they are', async () => {
    const requests = server();
    const { router } = renderApp('/graph');
    const find = await screen.findByRole('searchbox', { name: 'Show the tree around someone' });
    fireEvent.change(find, { target: { value: 'John' } });
    fireEvent.click(await within(await screen.findByRole('list', { name: 'Matching people' })).findByRole('button', { name: /John Hartley/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?person=john'));
    // Nothing is created or set (the session's token refresh aside).
    const writes = requests.map((request) => `${request.method} ${new URL(request.url, 'http://test').pathname}`).filter((call) => !call.startsWith('GET') && call !== 'POST /api/token');
    expect(writes).toEqual([]);
  });
});
