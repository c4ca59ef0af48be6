// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { routes } from '../../../web/src/app/routes';
import { resetUploads, useUploadQueue } from '../../../web/src/features/uploads/stores/upload-queue';
import type { UploadEntry } from '../../../web/src/features/uploads/stores/upload-queue-state';
import { useUploadSheet } from '../../../web/src/features/uploads/stores/upload-sheet';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { installBrowserStubs, makeUser, resetStores, signedInServer, testQueryClient } from './helpers';
import { FakeXhr, ScriptedWebSocket, uploadUrlHandler } from './uploads-fakes';

// Whole signed-in app renders in jsdom: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** QA: 41 files, the 2 failed ones the last rows of a long list; the header said '2 failed' and gave no way to them. */
const entry = (index: number, status: UploadEntry['status']): UploadEntry => ({
  id: `row-${index}`,
  file: new File([new Uint8Array(100)], `photo-${index}.jpg`, { type: 'image/jpeg' }),
  name: `photo-${index}.jpg`,
  size: 100,
  kind: 'image',
  contentType: 'image/jpeg',
  status,
  sent: status === 'complete' ? 100 : 0,
  uploadId: status === 'complete' ? `up-${index}` : null,
  error: status === 'error' ? 'The connection broke off' : null,
  retryable: status === 'error',
  item: null,
  preview: null,
  archive: null,
});
const ENTRIES = Array.from({ length: 41 }, (_, index) => entry(index, index >= 39 ? 'error' : 'complete'));

const rowsIn = (where: HTMLElement) => Array.from(where.querySelectorAll<HTMLElement>('[data-upload-row]'));

function renderAt(path: string) {
  installBrowserStubs();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={testQueryClient()} realtimeClient={new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedWebSocket, reconnectDelayMs: 10 })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetStores();
  resetUploads();
  useUploadSheet.setState({ isOpen: false, pillDismissed: false });
  ScriptedWebSocket.instances = [];
  FakeXhr.install();
  signedInServer(makeUser({ customer_plan: 'Trial', had_trial: true, trial_end: Date.now() + 864e6, trial_expires_in: 10, new_user: false }), { 'POST /api/upload_url': uploadUrlHandler() });
});
afterEach(() => {
  cleanup();
  resetUploads();
  vi.unstubAllGlobals();
});

describe('the failed uploads of a long list are a click away', () => {
  it("on /upload: 'Show the 2 failed' lists only them, Retry works there, 'Show all 41' brings the rest back", async () => {
    renderAt('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload files' });
    act(() => useUploadQueue.setState({ ownerId: useUploadQueue.getState().ownerId, entries: ENTRIES }));
    const section = (await screen.findByRole('heading', { name: 'Uploads in this window' })).closest('section')!;
    expect(within(section).getByText('39 complete · 2 failed')).toBeTruthy();
    expect(rowsIn(section)).toHaveLength(41);

    fireEvent.click(within(section).getByRole('button', { name: 'Show the 2 failed' }));
    expect(rowsIn(section).map((row) => row.getAttribute('data-status'))).toEqual(['error', 'error']);
    expect(rowsIn(section)[0]!.textContent).toContain('photo-39.jpg');

    // Retried, the row stays in the list to show how it goes.
    fireEvent.click(within(section).getByRole('button', { name: 'Retry photo-39.jpg' }));
    await waitFor(() => expect(useUploadQueue.getState().entries.find((row) => row.id === 'row-39')!.status).not.toBe('error'));
    expect(rowsIn(section).map((row) => row.textContent?.match(/photo-\d+\.jpg/)?.[0])).toEqual(['photo-39.jpg', 'photo-40.jpg']);

    fireEvent.click(within(section).getByRole('button', { name: 'Show all 41' }));
    expect(rowsIn(section)).toHaveLength(41);
  });

  it("in the upload sheet: 'Show the 2 failed' and back", async () => {
    renderAt('/people');
    act(() => useUploadQueue.setState({ ownerId: useUploadQueue.getState().ownerId, entries: ENTRIES }));
    act(() => useUploadSheet.setState({ isOpen: true }));
    const sheet = await screen.findByRole('dialog', { name: 'Uploads' });
    await waitFor(() => expect(rowsIn(sheet)).toHaveLength(41));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show the 2 failed' }));
    expect(rowsIn(sheet).map((row) => row.getAttribute('data-status'))).toEqual(['error', 'error']);
    within(sheet).getByRole('button', { name: 'Retry failed' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show all 41' }));
    expect(rowsIn(sheet)).toHaveLength(41);
  });
});
