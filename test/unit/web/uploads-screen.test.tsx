// @vitest-environment jsdom
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { NOT_ENOUGH_SPACE, UPLOAD_REQUIRES_PAID_PLAN } from '@heirloom/shared/uploads';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { routes } from '../../../web/src/app/routes';
import { resetUploads, useUploadQueue } from '../../../web/src/features/uploads/stores/upload-queue';
import { useUploadSheet } from '../../../web/src/features/uploads/stores/upload-sheet';
import { photoListQueryKey } from '../../../web/src/lib/photo-list-cache';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { installBrowserStubs, json, makeUser, resetStores, signedInServer, testQueryClient, type RecordedRequest } from './helpers';
import { FakeXhr, photoView, ScriptedWebSocket, uploadUrlHandler, type UploadUrlBody } from './uploads-fakes';

// Whole signed-in app renders in jsdom: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const DAY = 86_400_000;
const trialUser = (overrides = {}) =>
  makeUser({ customer_plan: 'Trial', had_trial: true, trial_end: Date.now() + 10 * DAY, trial_expires_in: 10, new_user: false, ...overrides });

let requests: RecordedRequest[];
const grants = () => requests.filter((request) => request.url === '/api/upload_url').map((request) => request.body as UploadUrlBody);
const userFetches = () => requests.filter((request) => request.url === '/api/user').length;

function renderAt(path: string, queryClient: QueryClient = testQueryClient()) {
  installBrowserStubs();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient} realtimeClient={new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedWebSocket, reconnectDelayMs: 10 })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, queryClient };
}

const input = (label: string) => document.querySelector<HTMLInputElement>(`main input[aria-label="${label}"]`)!;
function choose(label: string, files: File[]) {
  fireEvent.change(input(label), { target: { files } });
}
const file = (name: string, bytes = 100, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('main [data-upload-row]'));
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name))!;
const counters = () => screen.getByRole('status', { name: 'Uploads' }).textContent;

beforeEach(() => {
  localStorage.clear();
  resetStores();
  resetUploads();
  useUploadSheet.setState({ isOpen: false, pillDismissed: false });
  ScriptedWebSocket.instances = [];
  FakeXhr.install();
});
afterEach(() => {
  cleanup();
  resetUploads();
  vi.unstubAllGlobals();
});

describe('/upload for a trial user', () => {
  it('offers the drop area and the three pickers with the spec accept filters', async () => {
    requests = signedInServer(trialUser({ space_used: 1.5 * 1024 ** 3 }));
    renderAt('/upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload files' })).toBeTruthy();
    expect(input('Photos to upload').accept).toBe('image/*,.heic');
    expect(input('Documents to upload').accept).toBe('image/*,application/pdf,.pdf,.heic');
    expect(input('GEDCOM file to upload').accept).toBe('.ged,.gdz');
    expect(input('Files to upload').accept.split(',')).toEqual(expect.arrayContaining(['.jpg', '.heic', '.mp4', '.pdf', '.ged']));
    expect(input('Photos to upload').multiple).toBe(true);
    expect(screen.getByText('1.5 GB used of 100 GB · 98.5 GB free')).toBeTruthy();
    expect(screen.queryByText(UPLOAD_REQUIRES_PAID_PLAN)).toBeNull();
    // Dropbox, Google Photos and Facebook all work.
    const others = screen.getByRole('region', { name: 'From other places' });
    expect(within(others).getByRole('link', { name: 'Dropbox' }).getAttribute('href')).toBe('/dropbox');
    expect(within(others).getByRole('link', { name: 'Google Photos' }).getAttribute('href')).toBe('/google');
    expect(within(others).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('/facebook_photos');
  });

  it('uploads the accepted files, follows them to complete over the realtime channel, and updates the user and photo lists', async () => {
    requests = signedInServer(trialUser(), { 'POST /api/upload_url': uploadUrlHandler() });
    const queryClient = testQueryClient();
    const all = photoListQueryKey({});
    const kids = photoListQueryKey({ list: 'Kids' });
    const existing = photoView({ id: 'p-old' });
    queryClient.setQueryData<InfiniteData<{ photos: PhotoView[]; next_page: string | null }>>(all, { pages: [{ photos: [existing], next_page: null }], pageParams: [null] });
    queryClient.setQueryData<InfiniteData<{ photos: PhotoView[]; next_page: string | null }>>(kids, { pages: [{ photos: [], next_page: null }], pageParams: [null] });
    renderAt('/upload', queryClient);
    await screen.findByRole('heading', { level: 1, name: 'Upload files' });

    // The signed-in shell opened the channel and logged in, naming nothing yet.
    await waitFor(() => expect(ScriptedWebSocket.instances).toHaveLength(1));
    act(() => ScriptedWebSocket.latest().open());
    await waitFor(() => expect(ScriptedWebSocket.latest().sent).toEqual([{ action: 'login', processing_ids: [] }]));

    choose('Files to upload', [file('beach.jpg', 300), file('notes.txt'), file('IMG_2682.HEIC', 200, '')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(rows().map((row) => row.getAttribute('data-status'))).toEqual(['uploading', 'uploading']);
    expect(rowOf('notes.txt')).toBeUndefined();
    expect(grants()).toEqual([
      { name: 'beach.jpg', contenttype: 'image/jpeg', size: 300 },
      { name: 'IMG_2682.HEIC', contenttype: 'application/octet-stream', size: 200 },
    ]);
    expect(counters()).toBe('Uploading2Processing0Completed0');

    act(() => FakeXhr.sent[0]!.progress(150, 300));
    await waitFor(() => expect(rowOf('beach.jpg').textContent).toContain('Uploading 50%'));
    expect(within(rowOf('beach.jpg')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    act(() => {
      FakeXhr.sent[0]!.respond(200);
      FakeXhr.sent[1]!.respond(200);
    });
    await waitFor(() => expect(counters()).toBe('Uploading0Processing2Completed0'));
    expect(rowOf('beach.jpg').textContent).toContain('Processing');

    // The connection drops; the new login names both uploads so the server can replay their results.
    act(() => ScriptedWebSocket.latest().drop());
    await waitFor(() => expect(ScriptedWebSocket.instances).toHaveLength(2));
    act(() => ScriptedWebSocket.latest().open());
    await waitFor(() => expect(ScriptedWebSocket.latest().sent).toEqual([{ action: 'login', processing_ids: ['up-1', 'up-2'] }]));

    const fetchesBefore = userFetches();
    const beach = photoView({ id: 'p-beach' });
    act(() => ScriptedWebSocket.latest().receive({ type: 'processing_complete', upload_id: 'up-1', item: { item_type: 'photo', photo: beach } }));
    act(() => ScriptedWebSocket.latest().receive({ type: 'processing_failed', upload_id: 'up-2', message: 'This file is not a photo, video, PDF or GEDCOM file we can read.' }));

    await waitFor(() => expect(counters()).toBe('Uploading0Processing0Completed1Failed1'));
    const thumbnail = rowOf('beach.jpg').querySelector('img[data-part="thumbnail"]') as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe('https://media.test/p-beach-64.webp');
    expect(getComputedStyle(thumbnail.parentElement!).backgroundImage).toContain('data:image/webp;base64,UklGRg==');
    expect(within(rowOf('beach.jpg')).getByRole('link', { name: 'beach.jpg' }).getAttribute('href')).toBe('/photo/p-beach');

    // The unfiltered photo list gains the photo at the top; a filtered one is left to its owner.
    expect(queryClient.getQueryData<InfiniteData<{ photos: PhotoView[] }>>(all)!.pages[0]!.photos.map((p) => p.id)).toEqual(['p-beach', 'p-old']);
    expect(queryClient.getQueryData<InfiniteData<{ photos: PhotoView[] }>>(kids)!.pages[0]!.photos).toEqual([]);
    // The user (has_photos, space used) is fetched again.
    await waitFor(() => expect(userFetches()).toBeGreaterThan(fetchesBefore), { timeout: 3000 });

    // The failed file shows the server's message and a Retry that reuses its upload id.
    const failed = rowOf('IMG_2682.HEIC');
    expect(failed.textContent).toContain('This file is not a photo, video, PDF or GEDCOM file we can read.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry IMG_2682.HEIC' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(grants().at(-1)).toEqual({ name: 'IMG_2682.HEIC', contenttype: 'application/octet-stream', size: 200, upload_id: 'up-2' });
    expect(FakeXhr.sent[2]!.body).toBe(useUploadQueue.getState().entries[1]!.file);
  });

  it('fetches the space used again while a long upload is still finishing, not only once its results stop', async () => {
    requests = signedInServer(trialUser(), { 'POST /api/upload_url': uploadUrlHandler() });
    renderAt('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload files' });
    await waitFor(() => expect(ScriptedWebSocket.instances).toHaveLength(1));
    act(() => ScriptedWebSocket.latest().open());
    const names = Array.from({ length: 20 }, (_, index) => `photo-${index}.jpg`);
    choose('Files to upload', names.map((name) => file(name)));
    // The queue sends a few at a time: each finished transfer lets the next one start.
    await waitFor(() => {
      for (const xhr of FakeXhr.sent.filter((sent) => sent.status === 0)) act(() => xhr.respond(200));
      expect(counters()).toBe('Uploading0Processing20Completed0');
    });
    const before = userFetches();
    // Results every 200 ms, closer together than the refresh's wait: the user is fetched while they still come.
    let sentResults = 0;
    while (userFetches() === before && sentResults < names.length) {
      const uploadId = `up-${++sentResults}`;
      act(() => ScriptedWebSocket.latest().receive({ type: 'processing_complete', upload_id: uploadId, item: { item_type: 'photo', photo: photoView({ id: `p-${uploadId}` }) } }));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(userFetches()).toBeGreaterThan(before);
    expect(sentResults).toBeLessThan(names.length);
  });

  it('lists a file too big for the space left with the space message, opens the plan dialog, and sends nothing for it', async () => {
    requests = signedInServer(trialUser({ space_used: 100 * 1024 ** 3 - 150 }), { 'POST /api/upload_url': uploadUrlHandler() });
    renderAt('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload files' });
    choose('Photos to upload', [file('fits.jpg', 100), file('too-big.jpg', 100)]);

    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByText(NOT_ENOUGH_SPACE)).toBeTruthy();
    await waitFor(() => expect(grants().map((body) => body.name)).toEqual(['fits.jpg']));
    const refused = useUploadQueue.getState().entries.find((entry) => entry.name === 'too-big.jpg')!;
    expect(refused).toMatchObject({ status: 'error', error: NOT_ENOUGH_SPACE, retryable: true });
  });

  it('opens the sheet from the footer, lists the files, and clears the completed ones', async () => {
    requests = signedInServer(trialUser(), { 'POST /api/upload_url': uploadUrlHandler() });
    renderAt('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload files' });
    await waitFor(() => expect(ScriptedWebSocket.instances).toHaveLength(1));
    act(() => ScriptedWebSocket.latest().open());
    choose('Documents to upload', [file('letters.pdf', 100, 'application/pdf')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(200));
    await waitFor(() => expect(counters()).toBe('Uploading0Processing1Completed0'));
    act(() => ScriptedWebSocket.latest().receive({ type: 'processing_complete', upload_id: 'up-1', item: { item_type: 'document', id: 'doc-1' } }));
    await waitFor(() => expect(counters()).toBe('Uploading0Processing0Completed1'));

    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Show uploads' }));
    const sheet = await screen.findByRole('dialog', { name: 'Uploads' });
    expect(within(sheet).getByText('1 complete')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'letters.pdf' }).getAttribute('href')).toBe('/document/doc-1');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear completed' }));
    expect(await within(sheet).findByText('No uploads yet')).toBeTruthy();
    expect(useUploadQueue.getState().entries).toEqual([]);
  });
});

describe('uploads for a Free user (spec 000 section 5)', () => {
  it('shows the paid-version message on the page and in the plan dialog, and sends nothing', async () => {
    requests = signedInServer(makeUser(), { 'POST /api/upload_url': uploadUrlHandler() });
    renderAt('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload files' });
    expect(screen.getByText(UPLOAD_REQUIRES_PAID_PLAN)).toBeTruthy();
    expect(screen.getByText('The Free plan has no room for uploads. The free trial and the paid plans include 100 GB.')).toBeTruthy();

    choose('Photos to upload', [file('a.jpg')]);
    let dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByText('Uploads require a paid version of Heirloom')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your plan' })).toBeNull());

    // The picker button opens the dialog rather than the file chooser.
    const openChooser = vi.spyOn(HTMLInputElement.prototype, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose documents' }));
    dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByText(UPLOAD_REQUIRES_PAID_PLAN)).toBeTruthy();
    expect(openChooser).not.toHaveBeenCalled();
    expect(grants()).toEqual([]);
    expect(useUploadQueue.getState().entries).toEqual([]);
  });

  it('treats an expired trial like Free', async () => {
    requests = signedInServer(trialUser({ trial_expired: true }), { 'POST /api/upload_url': uploadUrlHandler() });
    renderAt('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload files' });
    choose('Files to upload', [file('a.jpg')]);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByText(UPLOAD_REQUIRES_PAID_PLAN)).toBeTruthy();
    expect(grants()).toEqual([]);
  });
});

describe('dropping files anywhere in the signed-in app', () => {
  /** What a browser's drag of files from the desktop carries (jsdom has no DataTransfer). */
  const filesDrag = (files: File[]) => ({
    types: ['Files'],
    files,
    items: files.map((dropped) => ({ kind: 'file', getAsFile: () => dropped, webkitGetAsEntry: () => null })),
    dropEffect: 'none',
  });

  it('shows a full-window overlay while files are over the page and uploads the accepted ones on drop', async () => {
    requests = signedInServer(trialUser(), { 'POST /api/upload_url': uploadUrlHandler() });
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const target = screen.getByRole('main');

    // Dragging text or a link over the page is no upload.
    fireEvent.dragEnter(target, { dataTransfer: { types: ['text/plain'], files: [], items: [] } });
    expect(screen.queryByTestId('upload-drop-overlay')).toBeNull();

    const dropped = [file('grandma.jpg'), file('readme.txt', 10, 'text/plain'), file('tree.GED', 50, '')];
    fireEvent.dragEnter(target, { dataTransfer: filesDrag(dropped) });
    expect(await screen.findByTestId('upload-drop-overlay')).toBeTruthy();
    expect(screen.getByText('Drop to upload')).toBeTruthy();
    fireEvent.dragEnter(screen.getByRole('banner'), { dataTransfer: filesDrag(dropped) });
    fireEvent.dragLeave(target, { dataTransfer: filesDrag(dropped) });
    expect(screen.getByTestId('upload-drop-overlay')).toBeTruthy(); // still over the banner

    fireEvent.drop(screen.getByRole('banner'), { dataTransfer: filesDrag(dropped) });
    await waitFor(() => expect(screen.queryByTestId('upload-drop-overlay')).toBeNull());
    await waitFor(() => expect(grants().map((body) => body.name)).toEqual(['grandma.jpg', 'tree.GED']));
    expect(counters()).toBe('Uploading2Processing0Completed0');
    // Away from /upload a floating status opens the sheet.
    expect(await screen.findByRole('button', { name: 'Uploading 2 files · 0%. Show uploads' })).toBeTruthy();
  });

  it('a drop made at once, before the code that adds files has arrived, is not lost', async () => {
    requests = signedInServer(trialUser(), { 'POST /api/upload_url': uploadUrlHandler() });
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const dropped = [file('grandpa.jpg')];
    // The adding code is fetched on dragenter; the drop comes in the same moment and waits for it.
    fireEvent.dragEnter(screen.getByRole('main'), { dataTransfer: filesDrag(dropped) });
    fireEvent.drop(screen.getByRole('main'), { dataTransfer: filesDrag(dropped) });
    expect(screen.queryByTestId('upload-drop-overlay')).toBeNull();
    await waitFor(() => expect(grants().map((body) => body.name)).toEqual(['grandpa.jpg']));
    expect(await screen.findByRole('button', { name: /^Uploading 1 file · \d+%\. Show uploads$/ })).toBeTruthy();
  });

  it('tells a Free user what uploads need, and opens the plan dialog on drop', async () => {
    requests = signedInServer(makeUser(), { 'POST /api/upload_url': uploadUrlHandler() });
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const dropped = [file('grandma.jpg')];
    fireEvent.dragEnter(screen.getByRole('main'), { dataTransfer: filesDrag(dropped) });
    expect(await screen.findByText('Uploads need the free trial or a paid plan. Drop the files to see your choices.')).toBeTruthy();
    fireEvent.drop(screen.getByRole('main'), { dataTransfer: filesDrag(dropped) });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByText(UPLOAD_REQUIRES_PAID_PLAN)).toBeTruthy();
    expect(grants()).toEqual([]);
  });
});

describe('upload sources in the shell', () => {
  it('offers Dropbox, Google Photos and Facebook as working sources', async () => {
    requests = signedInServer(trialUser(), { 'GET /api/whatever': () => json(404, {}) });
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const drawer = document.getElementById('app-drawer')!;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Upload Files', hidden: true }));
    await within(drawer).findByRole('link', { name: 'Facebook', hidden: true });
    for (const [name, href] of [['Dropbox', '/dropbox'], ['Google Photos', '/google'], ['Facebook', '/facebook_photos']]) {
      const link = within(drawer).getByRole('link', { name, hidden: true });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.hasAttribute('aria-describedby')).toBe(false);
    }
    const device = within(drawer).getByRole('link', { name: 'From this device', hidden: true });
    expect(device.getAttribute('href')).toBe('/upload');
    expect(device.hasAttribute('aria-describedby')).toBe(false);
  });
});
