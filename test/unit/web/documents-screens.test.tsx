// @vitest-environment jsdom
import type { DocumentDetail, LibraryDocumentView } from '@heirloom/shared/contracts/photos';
import type { InfiniteData } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { photoListQueryKey } from '../../../web/src/lib/photo-list-cache';
import { json, makeUser, renderApp, signedInServer, testQueryClient, resetAppAroundEachTest } from './helpers';
import { photoView, photoDetail } from './uploads-fakes';

resetAppAroundEachTest();

const ME = makeUser({ user_id: 'u-1', customer_plan: 'Trial' });
const urls = (id: string) => ({ '64': `https://media.test/${id}-64.webp`, '300': `https://media.test/${id}-300.webp`, '1600': `https://media.test/${id}-1600.webp` });

function libraryDocument(overrides: Partial<LibraryDocumentView> = {}): LibraryDocumentView {
  const id = overrides.id ?? 'd1';
  return { id, title: 'Letters from Grandpa', author: null, publication: null, page_count: 1, has_page: true, cover: urls(id), download_url: `https://media.test/${id}.pdf`, user_id: 'u-1', name: `${id}.pdf`, can_be_photo: false, created_at: 1, ...overrides };
}
function detail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  const base = libraryDocument(overrides);
  return { ...base, pages: [{ page: 1, width: 850, height: 1100, thumbnail_urls: urls(base.id) }], next_page: null, draft: false, ...overrides };
}

describe('/documents', () => {
  it("says 'You have no documents at the moment' when there are none", async () => {
    signedInServer(ME, { 'GET /api/documents': () => json(200, { documents: [], next_page: null }) });
    renderApp('/documents');
    expect(await screen.findByText('You have no documents at the moment')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents and sources' })).toBeTruthy();
  });

  it('lists documents page by page and stops at an empty page', async () => {
    const requests = signedInServer(ME, {
      'GET /api/documents': (request) =>
        new URL(request.url, 'http://x').searchParams.get('page') ? json(200, { documents: [], next_page: 'again' }) : json(200, { documents: [libraryDocument(), libraryDocument({ id: 'd2', title: 'Census 1940' })], next_page: 'p2' }),
    });
    // jsdom has no IntersectionObserver: one that sees the end of the list at once.
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    });
    renderApp('/documents');
    expect(await screen.findByText('Census 1940')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Letters from Grandpa/ }).getAttribute('href')).toBe('/document/d1');
    await waitFor(() => expect(requests.filter((request) => request.url.startsWith('/api/documents'))).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.filter((request) => request.url.startsWith('/api/documents'))).toHaveLength(2);
  });
});

/** jsdom matches no media query, so the page is laid out as on a phone: the panel opens as a sheet. */
async function openPanel(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Document details' }));
  return screen.findByRole('form', { name: 'Document details' });
}

describe('the document side panel', () => {
  it("shows 'This is a photo' only for a document made from a picture, and turning it back takes it out of the documents list", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['documents', 'list'], { pages: [{ documents: [libraryDocument({ id: 'd1', can_be_photo: true })], next_page: null }], pageParams: [null] });
    const requests = signedInServer(ME, {
      'GET /api/document/d1': () => json(200, { document: detail({ id: 'd1', can_be_photo: true }) }),
      'POST /api/document/d1/to_photo': () => json(200, { photo: photoView({ id: 'd1' }) }),
      'GET /api/photos': () => json(200, { photos: [photoView({ id: 'd1' })], next_page: null }),
      'GET /api/photo/d1': () => json(200, { photo: photoDetail(photoView({ id: 'd1' })) }),
    });
    const { router } = renderApp('/document/d1', undefined, queryClient);
    const panel = await openPanel();
    expect(within(panel).getByRole('textbox', { name: /Title/ })).toHaveProperty('value', 'Letters from Grandpa');
    fireEvent.click(within(panel).getByRole('button', { name: 'This is a photo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photo/d1'));
    expect(requests.some((request) => request.method === 'POST' && request.url === '/api/document/d1/to_photo')).toBe(true);
    const list = queryClient.getQueryData<InfiniteData<{ documents: LibraryDocumentView[] }>>(['documents', 'list']);
    expect(list?.pages.flatMap((page) => page.documents)).toEqual([]);
  });

  it("has no 'This is a photo' for a PDF", async () => {
    signedInServer(ME, { 'GET /api/document/d1': () => json(200, { document: detail({ id: 'd1', can_be_photo: false, page_count: 1 }) }) });
    renderApp('/document/d1');
    const panel = await openPanel();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'This is a photo' })).toBeNull();
  });

  it('/document/new?image_id= saves the photo as a document, and the photo leaves the photo lists', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(photoListQueryKey({}), { pages: [{ photos: [photoView({ id: 'p1' }), photoView({ id: 'p2' })], next_page: null }], pageParams: [null] });
    const requests = signedInServer(ME, {
      'GET /api/document/new': () => json(200, { document: detail({ id: 'p1', title: '', draft: true, can_be_photo: true }) }),
      'POST /api/document/new': () => json(200, { document: detail({ id: 'p1', title: 'Census page', can_be_photo: true }) }),
      'GET /api/document/p1': () => json(200, { document: detail({ id: 'p1', title: 'Census page', can_be_photo: true }) }),
    });
    const { router } = renderApp('/document/new?image_id=p1', undefined, queryClient);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save as document' }));
    expect(await within(panel).findByText('A document needs a title')).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox', { name: /Title/ }), { target: { value: 'Census page' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save as document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/document/p1'));
    expect(requests.find((request) => request.method === 'POST' && request.url === '/api/document/new')?.body).toEqual({ title: 'Census page', publication: '', author: '', image_id: 'p1' });
    const photos = queryClient.getQueryData<InfiniteData<{ photos: Array<{ id: string }> }>>(photoListQueryKey({}));
    expect(photos?.pages.flatMap((page) => page.photos.map((photo) => photo.id))).toEqual(['p2']);
  });
});

describe('/documents/sources', () => {
  const source = (i: number) => ({ id: `s${i}`, title: `Census of ${1800 + i}`, author: `Registrar ${i}`, publication: '' });

  it("lists the tree's sources a page at a time under the Sources tab, and finds them by the words of their title", async () => {
    const requests = signedInServer(ME, {
      'GET /api/sources': (request) => {
        const query = new URL(request.url, 'http://localhost').searchParams;
        if (query.get('q')) return json(200, { sources: [source(101)], next_page: null });
        // The whole list fits jsdom's window: both pages are read.
        return query.get('page') === 'p2'
          ? json(200, { sources: [source(3), { id: 's9', title: '', author: '', publication: '', text: 'p. 221, MVR 212' }, { id: 's10', title: '', author: '', publication: '' }], next_page: null })
          : json(200, { sources: [source(1), source(2)], next_page: 'p2' });
      },
    });
    renderApp('/documents/sources');
    expect(await screen.findByText('Census of 1801')).toBeTruthy();
    expect(screen.getByText('Registrar 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents and sources' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sources' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Documents' }).getAttribute('href')).toBe('/documents/');
    expect(await screen.findByText('Census of 1803')).toBeTruthy();
    // A source without a title goes by the first line of its text, or says it has no title.
    expect(screen.getByRole('link', { name: 'p. 221, MVR 212' }).getAttribute('href')).toBe('/documents/sources/s9');
    expect(screen.getByRole('link', { name: 'Untitled source' }).getAttribute('href')).toBe('/documents/sources/s10');
    expect(screen.getByRole('link', { name: 'Census of 1801' }).getAttribute('href')).toBe('/documents/sources/s1');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a source by its title' }), { target: { value: 'Census of 19' } });
    expect(await screen.findByText('Census of 1901')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Census of 1801')).toBeNull());
    expect(requests.some((request) => request.url.includes('q=Census+of+19') || request.url.includes('q=Census%20of%2019'))).toBe(true);
  });

  it('goes on reading when a search page of a long tree has found none yet, and shows the matches of the next', async () => {
    signedInServer(ME, {
      'GET /api/sources': (request) => {
        const query = new URL(request.url, 'http://localhost').searchParams;
        if (!query.get('q')) return json(200, { sources: [source(1)], next_page: null });
        return query.get('page') === 'later' ? json(200, { sources: [source(150)], next_page: null }) : json(200, { sources: [], next_page: 'later' });
      },
    });
    renderApp('/documents/sources');
    expect(await screen.findByText('Census of 1801')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a source by its title' }), { target: { value: '1950' } });
    expect(await screen.findByText('Census of 1950')).toBeTruthy();
    expect(screen.queryByText(/No source’s title matches/)).toBeNull();
  });

  it('says so when the tree has no sources yet, and when no title matches what was typed', async () => {
    signedInServer(ME, { 'GET /api/sources': () => json(200, { sources: [], next_page: null }) });
    renderApp('/documents/sources');
    expect(await screen.findByText('Your family tree has no sources yet')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a source by its title' }), { target: { value: 'Zebedee' } });
    expect(await screen.findByText('No source’s title matches “Zebedee”')).toBeTruthy();
  });
});

describe('/documents/sources when a later page fails', () => {
  it('says so once, without asking again by itself, and Try again reads the page', async () => {
    let laterAsks = 0;
    signedInServer(ME, {
      'GET /api/sources': (request) => {
        if (!new URL(request.url, 'http://localhost').searchParams.get('page')) return json(200, { sources: [{ id: 's1', title: 'Census of 1801', author: '', publication: '' }], next_page: 'p2' });
        laterAsks++;
        return laterAsks === 1 ? json(500, { message: 'The server had a problem' }) : json(200, { sources: [{ id: 's2', title: 'Census of 1802', author: '', publication: '' }], next_page: null });
      },
    });
    renderApp('/documents/sources');
    expect(await screen.findByText('Could not load more sources')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(laterAsks).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Census of 1802')).toBeTruthy();
    expect(screen.queryByText('Could not load more sources')).toBeNull();
  });
});

describe('/documents/sources/:sourceId', () => {
  const census = { id: 's1', title: 'Census of 1881', author: 'Registrar General', publication: 'Kew' };
  const ann = { id: 'p-ann', name: 'Ann Lee', sex: 'F', person_thumbnail_url: null };
  const citation = (id: string, extra: object) => ({ id, citation: '', page: '', certainty: '', parent_kind: 'person', cited_in: { kind: 'person', person: ann }, ...extra });

  it('shows the source, what cites it a page at a time leading to where each citation is kept, and corrects it', async () => {
    const requests = signedInServer(ME, {
      'GET /api/source/s1': (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('page') === 'c2'
          ? json(200, { source: census, citations: [citation('c3', { parent_kind: 'note', cited_in: { kind: 'event', event: { id: 'e-1', event_type: 'birth', name: '', start_date: '3 MAR 1881' } } })], next_page: null })
          : json(200, {
              source: census,
              citations: [citation('c1', { page: 'Folio 12', certainty: '3' }), citation('c2', { parent_kind: 'name', citation: 'https://example.com/census/12' })],
              next_page: 'c2',
            }),
      'POST /api/source/s1': (request) => json(200, { source: { ...census, ...(request.body as object) } }),
    });
    renderApp('/documents/sources/s1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Census of 1881' })).toBeTruthy();
    expect(screen.getByText('Registrar General · Kew')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sources' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 3, name: 'Cited more than 2 times' })).toBeTruthy();

    const list = screen.getByRole('list', { name: 'Citations of this source' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(within(rows()[0]!).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/person/p-ann/citations');
    expect(within(rows()[0]!).getByText('Page: Folio 12 · Primary evidence')).toBeTruthy();
    // A citation of one of the person's names is kept on their details, with the names.
    expect(within(rows()[1]!).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/person/p-ann/details');
    expect(within(rows()[1]!).getByText('On one of their names')).toBeTruthy();
    expect(within(rows()[1]!).getByRole('link', { name: 'Open the cited web page in a new tab' }).getAttribute('href')).toBe('https://example.com/census/12');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Birth' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Birth' }).getAttribute('href')).toBe('/event/e-1/notes');
    expect(screen.getByText('Birth · 3 Mar 1881 · on a note')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Cited 3 times' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit source' }));
    const form = await screen.findByRole('form', { name: 'Edit source' });
    const title = within(form).getByRole('textbox', { name: /Title/ });
    expect((title as HTMLInputElement).value).toBe('Census of 1881');
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A source needs a title')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Census of England 1881' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit source' })).toBeNull());
    expect(requests.find((request) => request.method === 'POST' && request.url.endsWith('/api/source/s1'))?.body).toEqual({ title: 'Census of England 1881', author: 'Registrar General', publication: 'Kew' });
  });

  it('says when nothing cites the source yet, and when the source is not in the tree', async () => {
    signedInServer(ME, {
      'GET /api/source/s1': () => json(200, { source: census, citations: [], next_page: null }),
      'GET /api/source/gone': () => json(404, { message: 'That source is not in your family tree' }),
    });
    const { router } = renderApp('/documents/sources/s1');
    expect(await screen.findByText('Nothing in the family tree cites this source yet')).toBeTruthy();
    await router.navigate('/documents/sources/gone');
    expect(await screen.findByText('Could not load the source')).toBeTruthy();
    expect(screen.getByText('That source is not in your family tree')).toBeTruthy();
  });
});
