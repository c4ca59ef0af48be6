// @vitest-environment jsdom
import { PHOTO_PAGE_SIZE } from '@heirloom/shared/contracts/photos';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextPhotoPage } from '../../../web/src/features/photos/api/photo-list';
import { groupByMonth, gridRows, sortNewestFirst } from '../../../web/src/features/photos/utils/date-groups';
import { readStripFilters, photosApiQuery } from '../../../web/src/features/photos/utils/filters';
import { json, makeUser, renderApp, signedInServer, type RecordedRequest, resetAppAroundEachTest } from './helpers';
import { photoView } from './uploads-fakes';

resetAppAroundEachTest();

const ME = makeUser({ user_id: 'u-1', customer_plan: 'Trial' });
const photosRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && new URL(request.url, 'http://x').pathname === '/api/photos');
const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('the photo strip when there is nothing to show', () => {
  it("says 'You have no photos at the moment' and offers the upload page", async () => {
    signedInServer(ME, { 'GET /api/photos': () => json(200, { photos: [], next_page: null }) });
    renderApp('/photos/strip');
    expect(await screen.findByText('You have no photos at the moment')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Photos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload photos' }).getAttribute('href')).toBe('/upload');
  });

  it('a filtered empty list says so, with the reason the server gives, and a way back to all photos', async () => {
    signedInServer(ME, {
      'GET /api/photos': () => json(200, { photos: [], next_page: null, reason: { code: 'no_own_person', message: 'Choose which person in the tree is you to see your relatives’ photos.' } }),
    });
    renderApp('/photos/strip?list=Kids');
    expect(await screen.findByText('You have no photos at the moment')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Photos: Kids' })).toBeTruthy();
    expect(screen.getByText(/Choose which person in the tree is you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all photos' }).getAttribute('href')).toBe('/photos/strip');
  });

  it('an empty Favourites list says how a photo gets there', async () => {
    const requests = signedInServer(ME, { 'GET /api/photos': () => json(200, { photos: [], next_page: null }) });
    renderApp('/photos/strip?favorites=true');
    expect(await screen.findByText(/No favourites yet. Open a photo and choose the heart/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the filter Favourites' })).toBeTruthy();
    expect(queryOf(photosRequests(requests)[0]!)).toEqual({ favorites: 'true' });
  });
});

describe('paging (spec 000 sections 4 and 9: pages of 50; a page with no photos marks the end)', () => {
  it('the next page is the cursor the server gave, until a page comes back empty', () => {
    expect(nextPhotoPage({ photos: [photoView()], next_page: 'c2' })).toBe('c2');
    expect(nextPhotoPage({ photos: [], next_page: 'c3' })).toBeUndefined();
    expect(nextPhotoPage({ photos: [photoView()], next_page: null })).toBeUndefined();
  });

  it('scrolling the strip asks for page 2, gets an empty page, and asks for nothing more although a cursor came with it', async () => {
    const firstPage = Array.from({ length: PHOTO_PAGE_SIZE }, (_, index) => photoView({ id: `p${index}`, date_taken: '4 Jul 2019' }));
    const requests = signedInServer(ME, {
      'GET /api/photos': (request) => {
        const page = queryOf(request).page;
        if (!page) return json(200, { photos: firstPage, next_page: 'cursor-2' });
        if (page === 'cursor-2') return json(200, { photos: [], next_page: 'cursor-3' });
        return json(200, { photos: [photoView({ id: 'never' })], next_page: null });
      },
    });
    renderApp('/photos/strip');
    expect(await screen.findByRole('heading', { level: 2, name: /July 2019/ })).toBeTruthy();
    await waitFor(() => expect(photosRequests(requests).map((request) => queryOf(request).page ?? 'first')).toEqual(['first', 'cursor-2']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(photosRequests(requests)).toHaveLength(2);
    expect(await screen.findByText('50 items, newest first')).toBeTruthy();
  });

  it('the grid keeps only the rows near the screen in the page, however long the list', async () => {
    const photos = Array.from({ length: PHOTO_PAGE_SIZE }, (_, index) => photoView({ id: `p${index}`, date_taken: `${(index % 28) + 1} ${['Jan', 'Mar', 'May'][index % 3]} ${2000 - index}` }));
    signedInServer(ME, { 'GET /api/photos': () => json(200, { photos, next_page: null }) });
    renderApp('/photos/strip');
    await screen.findByRole('heading', { level: 1, name: 'Photos' });
    await waitFor(() => expect(document.querySelectorAll('[data-photo-card]').length).toBeGreaterThan(0));
    expect(document.querySelectorAll('[data-photo-card]').length).toBeLessThan(photos.length);
  });
});

describe('filters from the address (spec 000 section 2)', () => {
  it.each([
    ['location=none&no_date=true', { location_id: 'none', missing_date: 'true' }],
    ['event=none', { event_id: 'none' }],
    ['person=none', { person_id: 'none' }],
    ['person=P1&location=L1', { person_id: 'P1' }],
    ['list=Kids&list=Grand%20Kids', { list: 'Kids,Grand Kids' }],
    ['list=Cousins', {}],
    ['relatives_of=P1&relation=cousins&degree=2', { relatives_of: 'P1', relation: 'cousins', degree: '2' }],
    ['relatives_of=P1&relation=ancestors&degree=2', { relatives_of: 'P1', relation: 'ancestors' }],
    ['relatives_of=P1&relation=branch&partner_id=P2&no_date=true', { relatives_of: 'P1', relation: 'branch', partner_id: 'P2', missing_date: 'true' }],
    ['relatives_of=P1&relation=second-cousins', {}],
    ['person=P3&relatives_of=P1&relation=cousins', { person_id: 'P3' }],
    ['favorites=true&no_date=true', { favorites: 'true', missing_date: 'true' }],
    ['favorites=false', {}],
    ['location=none&favorites=true', { location_id: 'none' }],
    ['', {}],
  ])('?%s asks GET /photos for %j', async (search, expected) => {
    expect(photosApiQuery(readStripFilters(new URLSearchParams(search)))).toEqual(expected);
  });

  it('sends the filters with the request and names the list in the heading', async () => {
    const requests = signedInServer(ME, {
      'GET /api/photos': () => json(200, { photos: [photoView({ id: 'p1', date_taken: null, location: null, location_id: null })], next_page: null, location: null }),
    });
    renderApp('/photos/strip?location=none&no_date=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos with no location or date' })).toBeTruthy();
    await waitFor(() => expect(photosRequests(requests)).toHaveLength(1));
    expect(queryOf(photosRequests(requests)[0]!)).toEqual({ location_id: 'none', missing_date: 'true' });
    expect(screen.getByRole('heading', { level: 2, name: /No date/ })).toBeTruthy();
  });
});

describe('photo cards (spec 001 section 2)', () => {
  it('show the missing date, place and event, the video length, the source, a favourite’s heart, and who uploaded a relative’s photo', async () => {
    const photos = [
      photoView({ id: 'mine', date_taken: '4 Jul 2019', location_id: 'L1', location: { id: 'L1', formatted_address: 'Berlin, Germany', place_id: null }, event_id: 'E1' }),
      photoView({ id: 'theirs', date_taken: '1 Jul 2019', uploaded_by: 'u-2', user_id: 'u-2', username: 'Cousin Jo', image_type: 'video', duration_seconds: 75, system: 'dropbox', favorite: true }),
    ];
    signedInServer(ME, { 'GET /api/photos': () => json(200, { photos, next_page: null }) });
    renderApp('/photos/strip');
    await waitFor(() => expect(document.querySelectorAll('[data-photo-card]')).toHaveLength(2));
    const mine = document.querySelector<HTMLElement>('[data-photo-card="mine"]')!;
    const theirs = document.querySelector<HTMLElement>('[data-photo-card="theirs"]')!;
    expect(within(mine).queryByRole('img', { name: 'No date' })).toBeNull();
    expect(within(mine).queryByText('Cousin Jo')).toBeNull();
    expect(within(theirs).getByRole('img', { name: 'No place' })).toBeTruthy();
    expect(within(theirs).getByRole('img', { name: 'No event' })).toBeTruthy();
    expect(within(theirs).getByRole('img', { name: 'Video, 1:15' })).toBeTruthy();
    expect(within(theirs).getByRole('img', { name: 'From Dropbox' })).toBeTruthy();
    expect(within(theirs).getByText('Cousin Jo')).toBeTruthy();
    expect(within(theirs).getByRole('img', { name: 'Favourite' })).toBeTruthy();
    expect(within(mine).queryByRole('img', { name: 'Favourite' })).toBeNull();
    expect(within(mine).getByRole('link').getAttribute('href')).toBe('/photo/mine?index=0');
  });
});

describe('grouping by month', () => {
  it('sorts newest first with undated last, groups months, and packs small months into one row', () => {
    const photos = sortNewestFirst([
      photoView({ id: 'a', date_taken: null }),
      photoView({ id: 'b', date_taken: '2 May 2018' }),
      photoView({ id: 'c', date_taken: '2019' }),
      photoView({ id: 'd', date_taken: '9 May 2018' }),
      photoView({ id: 'e', date_taken: '1 May' }),
    ]);
    expect(photos.map((photo) => photo.id)).toEqual(['c', 'd', 'b', 'a', 'e']);
    const groups = groupByMonth(photos);
    expect(groups.map((group) => [group.label, group.count])).toEqual([
      ['2019', 1],
      ['May 2018', 2],
      ['No date', 2],
    ]);
    const rows = gridRows(groups, 4);
    expect(rows.map((row) => [row.start, row.count, row.labels.map((label) => label.group.label)])).toEqual([
      [0, 3, ['2019', 'May 2018']],
      [3, 2, ['No date']],
    ]);
  });
});

describe('selecting a month or by a long press, and starring a selection', () => {
  const photos = [
    photoView({ id: 'j1', date_taken: '4 Jul 2019' }),
    photoView({ id: 'j2', date_taken: '9 Jul 2019' }),
    photoView({ id: 'm1', date_taken: '5 May 2018' }),
  ];
  /** jsdom has no PointerEvent: a mouse event of that name, with the pointer's kind, is what React reads. */
  const pointer = (element: Element, type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel', pointerType: string, clientY = 10) => {
    const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: 10, clientY });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    fireEvent(element, event);
  };
  const selectedCount = () => within(screen.getByRole('toolbar', { name: 'Selected photos' })).getByText(/selected$/).textContent;

  it('the check before a month’s heading selects all its photos, and clears them when all are selected', async () => {
    signedInServer(ME, { 'GET /api/photos': () => json(200, { photos, next_page: null }) });
    renderApp('/photos/strip');
    // Shown from the md width up, a media query jsdom does not apply: found by its label, not its (hidden) role.
    fireEvent.click(await screen.findByLabelText('Select all of July 2019'));
    await waitFor(() => expect(selectedCount()).toBe('2 items selected'));
    expect(screen.getByLabelText('Select all of July 2019').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText('Select all of May 2018').getAttribute('aria-checked')).toBe('false');

    fireEvent.click(screen.getAllByRole('checkbox', { name: /^Select (?!all of)/ })[0]!);
    await waitFor(() => expect(screen.getByLabelText('Select all of July 2019').getAttribute('aria-checked')).toBe('mixed'));
    fireEvent.click(screen.getByLabelText('Select all of July 2019'));
    await waitFor(() => expect(selectedCount()).toBe('2 items selected'));
    fireEvent.click(screen.getByLabelText('Select all of July 2019'));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected photos' })).toBeNull());
  });

  it('a finger resting on a card selects it without opening it; a mouse press does not', async () => {
    signedInServer(ME, { 'GET /api/photos': () => json(200, { photos, next_page: null }) });
    const { router } = renderApp('/photos/strip');
    const cards = await screen.findAllByRole('link', { name: /^Open / });
    const isSelected = (card: HTMLElement) => card.parentElement!.querySelector('[role="checkbox"]')!.getAttribute('aria-checked');
    // The mouse's press starts first: were it a long press too, its card would be selected first.
    pointer(cards[0]!, 'pointerdown', 'mouse');
    pointer(cards[1]!, 'pointerdown', 'touch');
    await waitFor(() => expect(selectedCount()).toBe('1 item selected'));
    expect([isSelected(cards[0]!), isSelected(cards[1]!)]).toEqual(['false', 'true']);
    pointer(cards[1]!, 'pointerup', 'touch');
    fireEvent.click(cards[1]!);
    expect(router.state.location.pathname).toBe('/photos/strip');
    expect(selectedCount()).toBe('1 item selected');

    // A finger that moves is scrolling: its press selects nothing, though it started before the next one.
    pointer(cards[2]!, 'pointerdown', 'touch');
    pointer(cards[2]!, 'pointermove', 'touch', 60);
    pointer(cards[0]!, 'pointerdown', 'touch');
    await waitFor(() => expect(isSelected(cards[0]!)).toBe('true'));
    expect(isSelected(cards[2]!)).toBe('false');
    expect(selectedCount()).toBe('2 items selected');
  });

  it('Add to favourites stars the selection for the family and ends it; on Favourites the button takes the stars off', async () => {
    let starred = new Set<string>();
    const requests = signedInServer(ME, {
      'GET /api/photos': (request) => {
        const onlyFavourites = new URL(request.url, 'http://x').searchParams.get('favorites') === 'true';
        const shown = photos.map((photo) => ({ ...photo, favorite: starred.has(photo.id) })).filter((photo) => !onlyFavourites || photo.favorite);
        return json(200, { photos: shown, next_page: null });
      },
      'POST /api/photos/favorite': (request) => {
        const body = request.body as { photos: string[]; favorite: boolean };
        starred = new Set(body.favorite ? [...starred, ...body.photos] : [...starred].filter((id) => !body.photos.includes(id)));
        return json(200, { status: 'Success', count: body.photos.length, photos: photos.filter((photo) => body.photos.includes(photo.id)).map((photo) => ({ ...photo, favorite: body.favorite })) });
      },
    });
    const { router } = renderApp('/photos/strip');
    fireEvent.click(await screen.findByLabelText('Select all of July 2019'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    await screen.findByText('2 items added to favourites');
    const starring = () => requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/photos/favorite'));
    expect(starring().map((request) => request.body)).toEqual([{ photos: ['j2', 'j1'], favorite: true }]);
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected photos' })).toBeNull());

    await act(() => router.navigate('/photos/strip?favorites=true'));
    fireEvent.click(await screen.findByLabelText('Select all of July 2019'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    await screen.findByText('2 items removed from favourites');
    expect(starring().at(-1)?.body).toEqual({ photos: ['j2', 'j1'], favorite: false });
  });
});
