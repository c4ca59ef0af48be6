import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildGazetteer, loadGazetteer, locateGazetteerFile } from '../../lambdas/domain/places';
import { percentile, round, type BenchResult } from './stats';

const QUERIES = 5000;
const CHILD_FLAG = '--places-bench-child';

/**
 * The offline gazetteer: building the file, loading it and its indexes in a fresh process (as a
 * Lambda cold start would), the memory that costs, and per-call latency of reverse geocoding and
 * autocomplete over a few thousand random queries.
 */
export async function placesGazetteer(): Promise<BenchResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'heirloom-bench-places-'));
  try {
    const file = join(scratch, 'gazetteer.bin.gz');
    const started = performance.now();
    buildGazetteer(file);
    const buildMs = performance.now() - started;
    const child = await measureInFreshProcess(file);
    return {
      name: `Offline gazetteer: build, load, memory; reverse geocode and autocomplete x ${QUERIES}`,
      figures: {
        'build from packages (ms)': round(buildMs, 0),
        'file size (MB)': round(statSync(file).size / 1e6),
        ...child,
      },
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function measureInFreshProcess(file: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as Record<string, number>) : reject(new Error(`places bench child exited with ${code}`))));
  });
}

/** Runs in the fresh process: nothing loaded yet but the code. */
function measure(file: string): Record<string, number> {
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const megabytes = () => {
    collect();
    const usage = process.memoryUsage();
    return { heap: (usage.heapUsed + usage.external) / 1e6, rss: usage.rss / 1e6 };
  };
  const before = megabytes();
  let started = performance.now();
  const gazetteer = loadGazetteer(file);
  const loadMs = performance.now() - started;
  const loaded = megabytes();

  started = performance.now();
  gazetteer.reverseGeocode(48.8566, 2.3522);
  const spatialIndexMs = performance.now() - started;
  started = performance.now();
  gazetteer.searchPlaces('pari');
  const searchIndexMs = performance.now() - started;
  const indexed = megabytes();

  // A deterministic generator, so runs compare.
  let seed = 42;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const somePlace = () => gazetteer.place(Math.floor(random() * gazetteer.size));

  // Photos are taken where people are: within about 30 km of a random place. Plus anywhere at all
  // (mostly ocean, the cheap case), for contrast.
  const nearPlaces = Array.from({ length: QUERIES }, () => {
    const place = somePlace();
    return [place.lat + (random() - 0.5) * 0.6, place.lon + (random() - 0.5) * 0.6] as const;
  });
  const anywhere = Array.from({ length: QUERIES }, () => [Math.asin(2 * random() - 1) * (180 / Math.PI), random() * 360 - 180] as const);
  // What people type: the first 4 to 10 characters of a real place name.
  const prefixes = Array.from({ length: QUERIES }, () => somePlace().name.slice(0, 4 + Math.floor(random() * 7)));
  // Busy prefixes: thousands of names each.
  const crowded = ['sant', 'san ', 'port', 'mont', 'new ', 'vill', 'sain'];

  const time = <T>(inputs: readonly T[], run: (input: T) => unknown) => {
    for (const input of inputs.slice(0, 200)) run(input); // JIT warm-up
    return inputs.map((input) => {
      const start = performance.now();
      run(input);
      return performance.now() - start;
    });
  };
  const near = time(nearPlaces, ([lat, lon]) => gazetteer.reverseGeocode(lat, lon));
  const far = time(anywhere, ([lat, lon]) => gazetteer.reverseGeocode(lat, lon));
  const typed = time(prefixes, (text) => gazetteer.searchPlaces(text));
  const crowdedSamples = time(Array.from({ length: 1000 }, (_, i) => crowded[i % crowded.length]!), (text) => gazetteer.searchPlaces(text));
  const ms = (value: number) => round(value, 3);

  return {
    places: gazetteer.size,
    'load file (ms)': round(loadMs, 1),
    'k-d index, 1st geocode (ms)': round(spatialIndexMs, 1),
    'search keys, 1st search (ms)': round(searchIndexMs, 1),
    'heap after load (MB)': round(loaded.heap - before.heap, 1),
    'heap, both indexes (MB)': round(indexed.heap - before.heap, 1),
    'rss, both indexes (MB)': round(indexed.rss - before.rss, 1),
    'geocode near places p50 (ms)': ms(percentile(near, 50)),
    'geocode near places p99 (ms)': ms(percentile(near, 99)),
    'geocode anywhere p50 (ms)': ms(percentile(far, 50)),
    'geocode anywhere p99 (ms)': ms(percentile(far, 99)),
    'autocomplete p50 (ms)': ms(percentile(typed, 50)),
    'autocomplete p99 (ms)': ms(percentile(typed, 99)),
    'autocomplete busy p50 (ms)': ms(percentile(crowdedSamples, 50)),
    'autocomplete busy p99 (ms)': ms(percentile(crowdedSamples, 99)),
  };
}

if (process.argv.includes(CHILD_FLAG)) {
  const file = process.argv[process.argv.indexOf(CHILD_FLAG) + 1] ?? locateGazetteerFile();
  process.stdout.write(JSON.stringify(measure(file)));
}
