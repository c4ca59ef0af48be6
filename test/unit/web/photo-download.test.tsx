// @vitest-environment jsdom
import type { PhotoDownloadView } from '@heirloom/shared/contracts/photo-downloads';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../web/src/features/accounts/api/user';
import { usePhotoDownloadStore } from '../../../web/src/features/photos/stores/photo-download-store';
import { usePhotoSelection } from '../../../web/src/features/photos/stores/selection-store';
import { json, makeUser, renderApp, resetAppAroundEachTest, signedInServer, type RecordedRequest } from './helpers';
import { photoView } from './uploads-fakes';

resetAppAroundEachTest(() => {
  vi.restoreAllMocks();
  usePhotoDownloadStore.setState({ downloadId: null, photoIds: [], downloadedId: null, hidden: false });
  usePhotoSelection.getState().clear();
});

// A free member: Download asks for no plan or role.
const ME = makeUser({ user_id: 'u-1', customer_plan: 'Free' });
const photos = [
  photoView({ id: 'j1', date_taken: '4 Jul 2019' }),
  photoView({ id: 'j2', date_taken: '9 Jul 2019', image_type: 'video', uploaded_by: 'u-2' }),
  photoView({ id: 'm1', date_taken: '5 May 2018' }),
];
const listed = { 'GET /api/photos': () => json(200, { photos, next_page: null }) };

const DOWNLOAD_ID = '01M8H6ZT7Q8ZPBM497K03JVC1P';
const SECOND_ID = '01M8H6ZT7Q8ZPBM497K03JVC2Q';
const MB = 1024 ** 2;
const job = (overrides: Partial<PhotoDownloadView> = {}): PhotoDownloadView => ({
  id: DOWNLOAD_ID,
  status: 'queued',
  items_written: 0,
  items_total: 2,
  bytes_total: 120 * MB,
  file_name: 'heirloom-photos.zip',
  size: null,
  download_url: null,
  message: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const done = (url: string) => job({ status: 'done', items_written: 2, size: 118 * MB, download_url: url });

/** Every download the app starts: the link it clicks (the browser would then download it). */
let started: Array<{ href: string; download: string }> = [];
beforeEach(() => {
  started = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    started.push({ href: this.href, download: this.download });
  });
});

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST' && request.url === '/api/photos/download');
const panel = (name: string | RegExp) => screen.findByRole('region', { name });
const toolbar = () => screen.findByRole('toolbar', { name: 'Selected photos' });

/** Selects the two photos of July 2019 (the video is someone else's: a member may download it too). */
async function selectJuly() {
  fireEvent.click(await screen.findByLabelText('Select all of July 2019'));
  await within(await toolbar()).findByText('2 items selected');
}

describe('Download in the selection toolbar', () => {
  it('with one item selected, downloads that original directly: its link, no zip', async () => {
    const requests = signedInServer(ME, {
      ...listed,
      'GET /api/photo/m1/download': () => json(200, { url: 'https://media.test/originals/m1.jpg?sig=1', file_name: 'm1.jpg', expires_in: 300 }),
    });
    renderApp('/photos/strip');
    // May 2018 has one photo: m1.
    fireEvent.click(await screen.findByLabelText('Select all of May 2018'));
    await within(await toolbar()).findByText('1 item selected');
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(started).toEqual([{ href: 'https://media.test/originals/m1.jpg?sig=1', download: 'm1.jpg' }]));
    expect(posts(requests)).toEqual([]);
    // The download has started: the selection has done its job.
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected photos' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Preparing your download' })).toBeNull();
  });

  it('with several, asks for a zip of them, shows its progress, then starts its download; Download again asks for a fresh link', async () => {
    const answers = [job({ status: 'running', items_written: 1 }), done('https://s3.test/downloads/z.zip?sig=first')];
    const requests = signedInServer(ME, {
      ...listed,
      'POST /api/photos/download': () => json(202, { download: job() }),
      [`GET /api/photos/download/${DOWNLOAD_ID}`]: () => json(200, { download: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    renderApp('/photos/strip');
    await selectJuly();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Download' }));

    const preparing = await panel('Preparing your download');
    expect(posts(requests).map((request) => request.body)).toEqual([{ photos: ['j2', 'j1'] }]);
    await within(preparing).findByText('1 of 2 photos and videos · about 120 MB');
    const bar = within(preparing).getByRole('progressbar', { name: 'Download progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 2 photos and videos');
    expect(started).toEqual([]);

    const ready = await panel('Your download is ready');
    expect(within(ready).getByText('heirloom-photos.zip · 118 MB')).toBeTruthy();
    await waitFor(() => expect(started.map((link) => link.href)).toEqual(['https://s3.test/downloads/z.zip?sig=first']));
    // The selection ended when the zip was asked for.
    expect(screen.queryByRole('toolbar', { name: 'Selected photos' })).toBeNull();

    answers[0] = done('https://s3.test/downloads/z.zip?sig=fresh');
    fireEvent.click(within(ready).getByRole('button', { name: 'Download again' }));
    await waitFor(() => expect(started.map((link) => link.href)).toEqual(['https://s3.test/downloads/z.zip?sig=first', 'https://s3.test/downloads/z.zip?sig=fresh']));
    expect(posts(requests)).toHaveLength(1);
  });

  it('closed while the zip is prepared, still downloads it when ready and comes back to say so', async () => {
    let ready = false;
    signedInServer(ME, {
      ...listed,
      'POST /api/photos/download': () => json(202, { download: job() }),
      [`GET /api/photos/download/${DOWNLOAD_ID}`]: () => json(200, { download: ready ? done('https://s3.test/downloads/z.zip?sig=1') : job({ status: 'running' }) }),
    });
    renderApp('/photos/strip');
    await selectJuly();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Download' }));
    fireEvent.click(within(await panel('Preparing your download')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Preparing your download' })).toBeNull();

    ready = true;
    await panel('Your download is ready');
    await waitFor(() => expect(started.map((link) => link.href)).toEqual(['https://s3.test/downloads/z.zip?sig=1']));
    fireEvent.click(within(await panel('Your download is ready')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your download is ready' })).toBeNull());
  });

  it('forgets the zip it follows when the member signs out: whoever signs in next in the tab has nothing to follow', async () => {
    signedInServer(ME, {
      ...listed,
      'POST /api/photos/download': () => json(202, { download: job() }),
      [`GET /api/photos/download/${DOWNLOAD_ID}`]: () => json(200, { download: job({ status: 'running' }) }),
    });
    const { router, queryClient } = renderApp('/photos/strip');
    await selectJuly();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Download' }));
    await panel('Preparing your download');
    act(() => clearSession(queryClient, 'logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(usePhotoDownloadStore.getState().downloadId).toBeNull();
  });

  it("shows a failed zip's message, and Try again asks for the same photos again", async () => {
    const requests = signedInServer(ME, {
      ...listed,
      'POST /api/photos/download': () => json(202, { download: posts(requests).length === 1 ? job() : job({ id: SECOND_ID }) }),
      [`GET /api/photos/download/${DOWNLOAD_ID}`]: () => json(200, { download: job({ status: 'failed', message: 'One of the originals could not be read. Please try again.' }) }),
      [`GET /api/photos/download/${SECOND_ID}`]: () => json(200, { download: job({ id: SECOND_ID, status: 'running', items_written: 1 }) }),
    });
    renderApp('/photos/strip');
    await selectJuly();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Download' }));

    const failed = await panel('Your download could not be prepared');
    expect(within(failed).getByRole('alert').textContent).toBe('One of the originals could not be read. Please try again.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));

    const again = await panel('Preparing your download');
    await within(again).findByText('1 of 2 photos and videos · about 120 MB');
    expect(posts(requests).map((request) => request.body)).toEqual([{ photos: ['j2', 'j1'] }, { photos: ['j2', 'j1'] }]);
    expect(started).toEqual([]);
  });

  it("shows the server's answer when the zip cannot be asked for, and keeps the selection", async () => {
    signedInServer(ME, {
      ...listed,
      'POST /api/photos/download': () => json(400, { message: 'Choose at most 500 photos and videos to download at once.' }),
    });
    renderApp('/photos/strip');
    await selectJuly();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Download' }));

    await screen.findByText('Choose at most 500 photos and videos to download at once.');
    expect(screen.getByText('Your download could not start')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /download/ })).toBeNull();
    expect(within(await toolbar()).getByText('2 items selected')).toBeTruthy();
  });
});
