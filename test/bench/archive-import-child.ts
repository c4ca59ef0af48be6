import { existsSync, readFileSync } from 'node:fs';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { processImage } from '../../lambdas/domain/media/images';
import { processUploadedObject } from '../../lambdas/domain/uploads/processing/process-uploaded-object';
import { processingDeps } from '../../lambdas/runtime/processing-deps';
import { printFigures } from './child-process';

/** The archive bench's child (see archive-import.ts): imports one uploaded zip and prints its memory figures. */
export interface ChildFigures {
  seconds: number;
  maxRssMb: number;
  rssBeforeMb: number;
  rssWarmMb: number;
  peakHeapMb: number;
  /** Buffers and other memory V8 knows of outside its heap (arrayBuffers is part of it). */
  peakExternalMb: number;
  peakArrayBuffersMb: number;
  /** Time spent in garbage collection (the collections between items included), what memory costs in speed. */
  gcSeconds: number;
  outcome: string;
  rssQuartersMb: string;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * This process's own peak resident memory. Not resourceUsage().maxRSS: Linux carries a forked
 * child's starting figure over from its parent (here the bench, holding the whole upload), so
 * that reads the parent's size; /proc's VmHWM belongs to this process's memory alone.
 */
function peakRss(sampled: number): number {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
  return hwm ? Number(hwm[1]) * 1024 : sampled;
}

async function main(key: string, realPhoto: string): Promise<ChildFigures> {
  const deps = processingDeps();
  const rssBefore = process.memoryUsage().rss;
  // What any processing Lambda holds once warm, archive or not: the gazetteer, and sharp with a photo done.
  deps.places.reverseGeocode(52.52, 13.405);
  await processImage(readFileSync(realPhoto));
  const rssWarm = process.memoryUsage().rss;
  let peakHeap = 0;
  let peakExternal = 0;
  let peakArrayBuffers = 0;
  // ARCHIVE_BENCH_TRACE=1: a line a second on stderr, to see where memory goes over the run.
  const trace = process.env.ARCHIVE_BENCH_TRACE === '1';
  let lastTrace = 0;
  // Resident memory over time, to tell flat from growing: the peak of each quarter of the run.
  const rss: number[] = [];
  const sample = setInterval(() => {
    const usage = process.memoryUsage();
    peakHeap = Math.max(peakHeap, usage.heapUsed);
    peakExternal = Math.max(peakExternal, usage.external);
    peakArrayBuffers = Math.max(peakArrayBuffers, usage.arrayBuffers);
    rss.push(usage.rss);
    if (trace && performance.now() - lastTrace > 1000) {
      lastTrace = performance.now();
      console.error(`rss ${mb(usage.rss)} heapTotal ${mb(usage.heapTotal)} heapUsed ${mb(usage.heapUsed)} external ${mb(usage.external)} arrayBuffers ${mb(usage.arrayBuffers)}`);
    }
  }, 20);
  let gcMs = 0;
  const gcWatch = new PerformanceObserver((list) => list.getEntries().forEach((entry) => (gcMs += entry.duration)));
  gcWatch.observe({ entryTypes: ['gc'] });
  const started = performance.now();
  const outcome = await processUploadedObject(deps, key, { receiveCount: 1, maxReceiveCount: 3 });
  clearInterval(sample);
  gcWatch.disconnect();
  const quarter = (q: number) => mb(Math.max(0, ...rss.slice(Math.floor((q * rss.length) / 4), Math.floor(((q + 1) * rss.length) / 4))));
  const figures: ChildFigures = {
    seconds: Math.round(performance.now() - started) / 1000,
    maxRssMb: mb(peakRss(Math.max(...rss))),
    rssBeforeMb: mb(rssBefore),
    rssWarmMb: mb(rssWarm),
    peakHeapMb: mb(peakHeap),
    peakExternalMb: mb(peakExternal),
    peakArrayBuffersMb: mb(peakArrayBuffers),
    gcSeconds: Math.round(gcMs) / 1000,
    outcome,
    rssQuartersMb: [0, 1, 2, 3].map(quarter).join(' / '),
  };
  return figures;
}

const [key, realPhoto] = process.argv.slice(2);
if (key && realPhoto) printFigures(() => main(key, realPhoto));
