// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { PlacePredictionView } from '@heirloom/shared/contracts/photos';
import { RECENT_SEARCHES_KEY, useRecentSearches } from '../../../web/src/features/search/stores/recent-searches';
import { HITS_PER_GROUP, searchHits } from '../../../web/src/features/search/utils/search-hits';
import { event, name, person } from './family-fixtures';
import { json, makeUser, renderApp, resetAppAroundEachTest, signedInServer, type RecordedRequest } from './helpers';

resetAppAroundEachTest();

const anne = person({ id: 'p-anne', sex: 'F', names: [name('n1', 'Anne', 'Lee')] });
const bob = person({ id: 'p-bob', sex: 'M', names: [name('n2', 'Bob', 'Lee')] });
const leeWedding = event({ id: 'e-wed', event_type: 'marriage', name: 'Lee wedding', start_date: '12 JUN 1950' });
const leeBible = { id: 's-bible', title: 'Lee family bible', author: 'Ann Lee', publication: 'London, 1850' };
const place = (id: string, main: string, secondary: string, locationId: string | null): PlacePredictionView => ({
  place_id: id,
  description: `${main}, ${secondary}`,
  structured_formatting: { main_text: main, secondary_text: secondary },
  location_id: locationId,
});

describe('what the search lists (searchHits)', () => {
  it('groups people, events, sources and the family’s own places, each linking to its page', () => {
    const hits = searchHits(
      {
        persons: { persons: [anne, bob], has_more: false },
        events: [leeWedding],
        sources: [leeBible, { id: 's-blank', title: ' ', author: '', publication: '' }],
        places: [place('g1', 'Leeds', 'England', 'loc-1'), place('g2', 'Leesburg', 'Virginia', null)],
      },
      'Lee',
    );
    expect(hits.map((hit) => [hit.group, 'term' in hit ? hit.term : hit.name, hit.to])).toEqual([
      ['People', 'Anne Lee', '/person/p-anne'],
      ['People', 'Bob Lee', '/person/p-bob'],
      ['Events', 'Lee wedding', '/event/e-wed'],
      ['Sources', 'Lee family bible', '/documents/sources/s-bible'],
      ['Sources', 'Untitled source', '/documents/sources/s-blank'],
      // A predicted place the family has nothing at is left out: there is no page of it to open.
      ['Places', 'Leeds', '/locationlist?location=loc-1'],
    ]);
    expect(hits.find((hit) => hit.kind === 'event')).toMatchObject({ detail: 'Marriage · 12 Jun 1950' });
    expect(hits.find((hit) => hit.kind === 'source')).toMatchObject({ detail: 'Ann Lee · London, 1850' });
  });

  it(`shows ${HITS_PER_GROUP} of each kind, and offers the people page's search when more people match`, () => {
    const many = Array.from({ length: 9 }, (_, i) => person({ id: `p-${i}`, names: [name(`n${i}`, `Ann${i}`, 'Lee')] }));
    const hits = searchHits({ persons: { persons: many, has_more: false }, events: [], places: [] }, ' ann lee ');
    expect(hits.filter((hit) => hit.kind === 'person')).toHaveLength(HITS_PER_GROUP);
    expect(hits.at(-1)).toMatchObject({ kind: 'more-people', to: '/people?q=ann+lee', term: 'ann lee' });
    // The server says more match than it sent (has_more): still offered.
    const few = searchHits({ persons: { persons: [anne], has_more: true } }, 'Anne');
    expect(few.map((hit) => hit.kind)).toEqual(['person', 'more-people']);
  });

  it('says whose an event named by its kind alone is: ten burials found are ten people’s', () => {
    const participant = (who: typeof anne) => ({ event_role: 'buried', person: { id: who.id, name: who.name, sex: who.sex, person_thumbnail_url: null }, deleted: false });
    const burial = (id: string, people: Array<typeof anne>) => event({ id, event_type: 'Burial', name: 'Burial', start_date: '1583', participants: people.map(participant) });
    const hits = searchHits({ events: [burial('e-1', [anne]), burial('e-2', [anne, bob, anne]), { ...leeWedding, participants: [participant(anne)] }] }, 'Bur');
    expect(hits.map((hit) => (hit.kind === 'event' ? hit.detail : ''))).toEqual([
      'Anne Lee · Burial · 1583',
      'Anne Lee, Bob Lee and others · Burial · 1583',
      // A name of its own says whose it is already.
      'Marriage · 12 Jun 1950',
    ]);
  });

  it('offers the timeline at a year typed, before what the searches found, and not for a digit or a year to come', () => {
    const hits = searchHits({ events: [leeWedding] }, ' 1950 ');
    const shown = (hit: (typeof hits)[number]) => ('term' in hit ? hit.term : hit.name);
    expect(hits.map((hit) => [hit.group, shown(hit), hit.to])).toEqual([
      ['Timeline', '1950 on the timeline', '/timeline?year=1950'],
      ['Events', 'Lee wedding', '/event/e-wed'],
    ]);
    expect(searchHits({}, '44 BC').map((hit) => [shown(hit), hit.to])).toEqual([['44 BCE on the timeline', '/timeline?year=-43']]);
    expect(searchHits({}, '7')).toEqual([]);
    expect(searchHits({}, String(new Date().getFullYear() + 1))).toEqual([]);
    expect(searchHits({}, 'Anne 1950')).toEqual([]);
  });

  it('lists photos last, by the first line of their caption or else their file name, then the page of all of them when more match', () => {
    const photo = (id: string, name: string, description: string | null, date_taken: string | null) =>
      ({ id, name, description, date_taken, placeholder: null, thumbnail_urls: { '64': `/m/${id}-64`, '300': `/m/${id}-300`, '1600': `/m/${id}-1600` } }) as PhotoView;
    const found = [photo('ph-1', 'IMG_0042.JPG', 'Lee wedding cake\nBaked by Ann', '12 JUN 1950'), photo('ph-2', 'lee-farm.jpg', null, null)];
    const hits = searchHits({ events: [leeWedding], photos: { photos: found, has_more: false } }, 'Lee');
    expect(hits.map((hit) => [hit.group, 'term' in hit ? hit.term : hit.name, hit.to])).toEqual([
      ['Events', 'Lee wedding', '/event/e-wed'],
      ['Photos', 'Lee wedding cake', '/photo/ph-1'],
      ['Photos', 'lee-farm.jpg', '/photo/ph-2'],
    ]);
    expect(hits[1]).toMatchObject({ kind: 'photo', detail: '12 Jun 1950 · IMG_0042.JPG', thumbnail: '/m/ph-1-64' });
    expect(hits[2]).toMatchObject({ detail: '' });
    const many = searchHits({ photos: { photos: Array.from({ length: 7 }, (_, i) => photo(`ph-${i}`, `farm-${i}.jpg`, null, null)), has_more: false } }, ' farm ');
    expect(many.filter((hit) => hit.kind === 'photo')).toHaveLength(HITS_PER_GROUP);
    expect(many.at(-1)).toMatchObject({ kind: 'more-photos', to: '/photos/search?q=farm', term: 'farm' });
  });

  it('names a person without a name as an unnamed person, and an event without a name by its kind', () => {
    const hits = searchHits({ persons: { persons: [person({ id: 'p-x' })], has_more: false }, events: [event({ id: 'e-x', event_type: 'death' })] }, 'x');
    expect(hits.map((hit) => ('term' in hit ? '' : hit.name))).toEqual(['Unnamed person', 'Death']);
  });
});

describe('recent searches (the store)', () => {
  const hitFor = (i: number) => searchHits({ events: [event({ id: `e-${i}`, name: `Event ${i}` })] }, 'Event')[0]!;

  it('keeps each account’s five newest choices without repeats, and forgets the account that searched longest ago', () => {
    const { remember } = useRecentSearches.getState();
    for (const i of [1, 2, 3, 4, 5, 6, 2]) remember('u-1', hitFor(i));
    expect(useRecentSearches.getState().byAccount['u-1']!.map((hit) => hit.key)).toEqual(['event:e-2', 'event:e-6', 'event:e-5', 'event:e-4', 'event:e-3']);
    // 'All people matching …' is a way to a list, not a choice to offer again.
    remember('u-1', searchHits({ persons: { persons: [anne], has_more: true } }, 'Anne')[1]!);
    expect(useRecentSearches.getState().byAccount['u-1']).toHaveLength(5);
    for (const account of ['u-2', 'u-3', 'u-4', 'u-5']) remember(account, hitFor(1));
    expect(Object.keys(useRecentSearches.getState().byAccount)).toEqual(['u-2', 'u-3', 'u-4', 'u-5']);
  });
});

describe('the top bar’s search', () => {
  const searchServer = () => {
    const asked: RecordedRequest[] = [];
    const handlers = {
      'GET /api/persons': (request: RecordedRequest) => {
        asked.push(request);
        return json(200, { persons: new URL(request.url, 'http://x').searchParams.get('q') === 'Lee' ? [{ ...anne, life_span: { born: 1901, died: 1990, deceased: true } }, bob] : [], has_more: false });
      },
      'GET /api/events': (request: RecordedRequest) => json(200, { events: new URL(request.url, 'http://x').searchParams.get('q') === 'Lee' ? [leeWedding] : [] }),
      'GET /api/source/search': (request: RecordedRequest) => json(200, { sources: new URL(request.url, 'http://x').searchParams.get('q') === 'Lee' ? [leeBible] : [] }),
      'GET /api/locations': () => json(200, { predictions: [place('g1', 'Leeds', 'England', 'loc-1')], attribution: 'GeoNames' }),
      'GET /api/photos/search': () => json(200, { photos: [], has_more: false }),
      'GET /api/person/p-anne': () => json(200, { person: anne }),
      'GET /api/person/p-bob': () => json(404, { message: 'That person is not in your family tree' }),
    };
    signedInServer(makeUser({ new_user: false }), handlers);
    return asked;
  };

  it('opens with Ctrl+K, finds people, events and sources as they are typed, and opens the one chosen with the keyboard', async () => {
    const asked = searchServer();
    const { router } = renderApp('/');
    await screen.findByRole('button', { name: 'Search' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: 'Search people, events, sources, places and photos' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(dialog).getByText(/Find anyone in your family tree/)).toBeTruthy();

    fireEvent.change(box, { target: { value: 'Lee' } });
    await within(dialog).findByRole('option', { name: 'Lee wedding Marriage · 12 Jun 1950' });
    await within(dialog).findByRole('option', { name: 'Lee family bible Ann Lee · London, 1850' });
    const options = within(dialog).getAllByRole('option');
    // A person's years under their name tell namesakes apart.
    expect(options.map((option) => option.textContent)).toEqual(['ALAnne Lee1901–1990', 'BLBob Lee', 'Lee weddingMarriage · 12 Jun 1950', 'Lee family bibleAnn Lee · London, 1850']);
    expect(within(dialog).getByText('People')).toBeTruthy();
    expect(within(dialog).getByText('Events')).toBeTruthy();
    expect(within(dialog).getByText('Sources')).toBeTruthy();
    // Three letters are too few for places: the search says so only when nothing else is found.
    expect(within(dialog).queryByText('Places')).toBeNull();
    expect(asked.map((request) => new URL(request.url, 'http://x').searchParams.get('q'))).toEqual(['Lee']);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-bob'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
  });

  it('lists the family’s places from four letters, and says plainly when nothing matches', async () => {
    searchServer();
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox');

    fireEvent.change(box, { target: { value: 'Zed' } });
    await within(dialog).findByText('No people, events, sources or photos matching “Zed”. Places are searched from 4 letters on.', {}, { timeout: 3000 });

    fireEvent.change(box, { target: { value: 'Leeds' } });
    const leeds = await within(dialog).findByRole('option', { name: /Leeds/ });
    expect(within(dialog).getByText('Places')).toBeTruthy();
    // Leaving the box does not hide what was found: the list is the dialog's content.
    fireEvent.blur(box);
    expect(within(dialog).getByRole('option', { name: /Leeds/ })).toBeTruthy();
    fireEvent.click(leeds);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/locationlist?location=loc-1'));
  });

  it('takes a year typed to the timeline at that year', async () => {
    searchServer();
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '1950' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: '1950 on the timeline The family’s photos and events of 1950' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/timeline?year=1950'));
  });

  it('offers what was opened from it before while the box is empty, newest first, to that account only', async () => {
    searchServer();
    const { router } = renderApp('/');
    const choose = async (typed: string, option: string) => {
      fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Search' });
      fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: typed } });
      fireEvent.click(await within(dialog).findByRole('option', { name: new RegExp(option) }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
    };
    await choose('Lee', 'Anne Lee');
    await choose('Leeds', 'Leeds');
    await choose('Lee', 'Anne Lee');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByText('Recent')).toBeTruthy();
    const recent = within(dialog).getAllByRole('option');
    expect(recent.map((option) => option.textContent)).toEqual(['ALAnne Lee1901–1990', 'LeedsEngland']);
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'ArrowDown' });
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Enter' });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/locationlist?location=loc-1'));
    // Kept on the device for the next visit, under this account alone.
    const stored = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '{}') as { state: { byAccount: Record<string, Array<{ key: string }>> } };
    expect(Object.keys(stored.state.byAccount)).toEqual(['u-1']);
    expect(stored.state.byAccount['u-1']!.map((hit) => hit.key)).toEqual(['place:loc-1', 'person:p-anne']);
  });

  it('forgets a recent choice whose page is found gone (a person removed since)', async () => {
    searchServer();
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    let dialog = await screen.findByRole('dialog', { name: 'Search' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Lee' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Bob Lee/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/p-bob'));
    await screen.findByRole('heading', { name: 'This person is not in your family tree' });
    expect(useRecentSearches.getState().byAccount['u-1'] ?? []).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).queryByText('Recent')).toBeNull();
  });

  it('opens with "/" unless someone is typing in a field', async () => {
    searchServer();
    renderApp('/');
    await screen.findByRole('button', { name: 'Search' });
    const field = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(field, { key: '/' });
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    field.remove();
    fireEvent.keyDown(document.body, { key: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    // One Escape closes the search, whatever it lists.
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Lee' } });
    await within(dialog).findByRole('option', { name: /^Anne Lee/ });
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
  });
});
