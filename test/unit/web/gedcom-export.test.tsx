// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { ExportGedcomProgress } from '../../../web/src/features/family/components/export-gedcom-progress';
import { useGedcomExportStore } from '../../../web/src/features/family/stores/gedcom-export-store';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import { RealtimeProvider } from '../../../web/src/lib/realtime-react';
import { fakeServer, installBrowserStubs, json, ScriptedSocket } from './helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useGedcomExportStore.setState({ exportId: null, downloadedId: null });
});

const ID = '01M8H6ZT7Q8ZPBM497K03JVC1P';
const job = (overrides: Partial<ExportJobView>): ExportJobView => ({
  id: ID,
  version: '5.5.1',
  status: 'running',
  people_written: 0,
  people_total: null,
  media_written: 0,
  media_total: 0,
  file_name: 'family-tree-gedcom-5.5.1.ged',
  size: null,
  download_url: null,
  message: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function renderProgress() {
  const realtime = new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: ScriptedSocket });
  realtime.connect(() => ({ processing_ids: [] }));
  ScriptedSocket.last!.open();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={realtime}>
          <ExportGedcomProgress />
        </RealtimeProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('Export GEDCOM progress (the job followed to its download)', () => {
  it('shows people written of the total as they are pushed, then starts the download once', async () => {
    installBrowserStubs();
    let answer = job({ status: 'running', people_total: null });
    const requests = fakeServer({ [`GET /api/export/gedcom/${ID}`]: () => json(200, { export: answer }) });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    useGedcomExportStore.getState().follow(ID);
    renderProgress();

    await screen.findByText('Preparing your GEDCOM file…');
    act(() => ScriptedSocket.last!.push({ type: 'export_progress', export_id: ID, status: 'running', people_written: 1000, people_total: 3000 }));
    await screen.findByText('Exporting: 1,000 of 3,000 people');

    answer = job({ status: 'done', people_written: 3000, people_total: 3000, size: 900_000, download_url: 'https://s3.test/exports/f/x.ged?X-Amz-Signature=abc' });
    act(() => ScriptedSocket.last!.push({ type: 'export_progress', export_id: ID, status: 'done', people_written: 3000, people_total: 3000 }));
    await screen.findByText('Your GEDCOM file (3,000 people) is downloading.');
    await waitFor(() => expect(clicked).toEqual(['https://s3.test/exports/f/x.ged?X-Amz-Signature=abc']));
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('follows a GEDZIP through its photos and documents, then says what is downloading', async () => {
    installBrowserStubs();
    let answer = job({ version: 'gedzip', status: 'running', people_written: 40, people_total: 40, media_written: 3, media_total: 12, file_name: 'family-tree-with-photos.gdz' });
    fakeServer({ [`GET /api/export/gedcom/${ID}`]: () => json(200, { export: answer }) });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    useGedcomExportStore.getState().follow(ID);
    renderProgress();
    await screen.findByText('Adding photos and documents: 3 of 12');
    answer = { ...answer, status: 'done', media_written: 12, size: 5_000_000, download_url: 'https://s3.test/exports/f/x.gdz' };
    act(() => ScriptedSocket.last!.push({ type: 'export_progress', export_id: ID, status: 'done', people_written: 40, people_total: 40 }));
    await screen.findByText('Your GEDZIP file (40 people, 12 photos and documents) is downloading.');
  });

  it("shows a failed export's message", async () => {
    installBrowserStubs();
    fakeServer({ [`GET /api/export/gedcom/${ID}`]: () => json(200, { export: job({ status: 'failed', message: 'The export could not be written. Please try again.' }) }) });
    useGedcomExportStore.getState().follow(ID);
    renderProgress();
    expect((await screen.findByRole('alert')).textContent).toContain('The export could not be written. Please try again.');
  });
});
