/**
 * Photos per minute imported from the Dropbox stand-in: the picker's POST /external_import, the
 * imports queue (ten to a batch) fetching each original from the stand-in into the uploads bucket,
 * and the processing pipeline making each photo, until the last 'Added' arrives over the WebSocket.
 * Faces are left out (their own bench measures them). The stand-in's photos are 960 x 640 JPEGs.
 * BENCH_IMPORT_PHOTOS (default 60, at most the stand-in's 74) sets how many.
 */
import { performance } from 'node:perf_hooks';
import { BrowserLikeClient, signUpVerified } from '../support/accounts-client';
import { startTestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { round, type BenchResult } from './stats';

export async function photoSourceImport(): Promise<BenchResult> {
  const stack = await startTestStack({ queueRetrySeconds: 30, queueHandlerOverrides: { faces: async () => ({ batchItemFailures: [] }) } });
  try {
    const dropbox = stack.stack.photoSources.dropbox!;
    const { client } = await signUpVerified(stack, new BrowserLikeClient(stack));
    await client.post('/user/free_trial');
    await client.post('/external_system', { system_type: 'dropbox', access_token: dropbox.issueToken(), expires_in: 14_400 });
    const tab = await openRealtimeTab(stack.wsUrl, client.sessionCookie);
    const files = dropbox.library.files.filter((file) => file.name.endsWith('.jpg'));
    const count = Math.min(Number(process.env.BENCH_IMPORT_PHOTOS ?? 60), files.length);
    const chosen = files.slice(0, count);
    // Made once before the clock starts: the stand-in's own work is not the app's.
    await Promise.all(chosen.map((file) => file.bytes()));

    const started = performance.now();
    const queued = await client.post('/external_import', { system_type: 'dropbox', items: chosen.map((file) => ({ id: file.id, name: file.name, path: `${file.folder}/${file.name}` })) });
    if (queued.status !== 200) throw new Error(`Import refused: ${JSON.stringify(queued.body)}`);
    const queuedMs = performance.now() - started;
    await Promise.all(chosen.map((file) => tab.next((m) => m.type === 'source_item' && m.source_id === file.id && m.status === 'added', 600_000)));
    const elapsedMs = performance.now() - started;
    tab.close();
    return {
      name: `Photo-source import (Dropbox stand-in, ${count} photos of 960 x 640, faces off)`,
      figures: {
        'photos per minute': round((count / elapsedMs) * 60_000, 1),
        'all added (s)': round(elapsedMs / 1000, 1),
        'POST /external_import (ms)': round(queuedMs, 0),
      },
    };
  } finally {
    await stack.stop();
  }
}
