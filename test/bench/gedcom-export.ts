import { performance } from 'node:perf_hooks';
import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import { syntheticGedcomBytes } from '../../lambdas/domain/gedcom';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { startTestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { signedInCookie } from '../support/sessions';
import { round, type BenchResult } from './stats';

/**
 * A 100,000-person tree (EXPORT_BENCH_PEOPLE to change it) exported through the job on the local
 * stack, as the browser does it: POST /export/gedcom, the exports queue's consumer writing the file
 * into S3 in multipart parts, progress over the realtime channel and GET, then the file downloaded
 * through the signed link and its INDI records counted. Figures: seconds to seed (the importer),
 * seconds to export, people a second, the file's MiB, the progress seen (pushes, and GET answers
 * with 0 < written < total), INDI records in the download, and the process's peak heap while the
 * export ran (the consumer runs in this process here).
 */
const PEOPLE = Number(process.env.EXPORT_BENCH_PEOPLE || 100_000);

export async function gedcomExport(): Promise<BenchResult> {
  const figures: Record<string, number | string> = {};
  const stack = await startTestStack({ queueRetrySeconds: 900 });
  try {
    const ownerId = `bench-export-${Date.now().toString(36)}`;
    const seeding = performance.now();
    await importGedcom(familyDeps(), { ownerId, source: syntheticGedcomBytes({ people: PEOPLE }), fileName: 'synthetic.ged' });
    figures[`seed ${PEOPLE} people (s)`] = round((performance.now() - seeding) / 1000, 1);

    const cookie = await signedInCookie(ownerId);
    const tab = await openRealtimeTab(stack.wsUrl, cookie);
    tab.socket.send(JSON.stringify({ action: 'login', processing_ids: [] }));
    await tab.next((m) => m.type === 'login_ok');
    const headers = { cookie, 'x-requested-with': 'heirloom', 'content-type': 'application/json' };

    let peakHeap = 0;
    const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 250);
    const exporting = performance.now();
    const started = (await (await stack.fetch('/api/export/gedcom', { method: 'POST', headers, body: JSON.stringify({ version: '5.5.1' }) })).json()) as { export: ExportJobView };
    let job = started.export;
    let midway = 0;
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      job = ((await (await stack.fetch(`/api/export/gedcom/${job.id}`, { headers })).json()) as { export: ExportJobView }).export;
      if (job.people_total && job.people_written > 0 && job.people_written < job.people_total) midway += 1;
    }
    const exportMs = performance.now() - exporting;
    clearInterval(sampler);
    figures['status'] = job.status;
    figures[`export ${PEOPLE} people (s)`] = round(exportMs / 1000, 1);
    figures['people/s'] = round(PEOPLE / (exportMs / 1000), 0);
    figures['file (MiB)'] = round((job.size ?? 0) / 1024 / 1024, 1);
    figures['progress pushes'] = tab.messages.filter((m) => m.type === 'export_progress' && m.export_id === job.id).length;
    figures['GET answers midway'] = midway;
    figures['peak heap during export (MB)'] = round(peakHeap / 1024 / 1024, 0);
    tab.close();

    const download = await fetch(job.download_url!);
    figures['download content-disposition'] = download.headers.get('content-disposition') ?? '';
    let indi = 0;
    let carry = '';
    const decoder = new TextDecoder();
    for await (const chunk of download.body!) {
      const lines = (carry + decoder.decode(chunk as Uint8Array, { stream: true })).split('\n');
      carry = lines.pop()!;
      for (const line of lines) if (/^0 @[^@]+@ INDI\b/.test(line)) indi += 1;
    }
    figures['INDI records downloaded'] = indi;
    return { name: 'gedcomExport', figures };
  } finally {
    await stack.stop();
  }
}
