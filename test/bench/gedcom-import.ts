import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../../infra/local/stack';
import { GedcomReader, syntheticGedcomBytes } from '../../lambdas/domain/gedcom';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { round, type BenchResult } from './stats';

/**
 * GEDCOM import figures:
 *  - parse only: royal92.ged and a generated file, people per second through GedcomReader;
 *  - royal92.ged (3,010 people) imported into the local stack (DynamoDB Local), seconds, beside
 *    the Gramps CLI importing the same file when `gramps` is installed;
 *  - a generated 100,000-person file (GEDCOM_BENCH_PEOPLE to change) imported into the local
 *    stack by a child process that does nothing else, with a 256 MB heap limit, and its peak memory.
 */
const ROYAL92 = fileURLToPath(new URL('../../../shared/testdata/gedcom/real/royal92.ged', import.meta.url));
const SYNTHETIC_PEOPLE = Number(process.env.GEDCOM_BENCH_PEOPLE ?? 100_000);
const CHILD_FLAG = '--gedcom-import-child';
/** The child's V8 heap limit: well inside a 512 MB Lambda, so running out would fail the import. */
const CHILD_HEAP_MB = 256;

export async function gedcomImport(): Promise<BenchResult> {
  const royal = readFileSync(ROYAL92);
  const figures: Record<string, number | string> = {};

  figures['parse royal92 (people/s)'] = round(await parseRate(() => [royal], 5), 0);
  figures[`generate + parse ${SYNTHETIC_PEOPLE} (people/s)`] = round(await parseRate(() => syntheticGedcomBytes({ people: SYNTHETIC_PEOPLE }), 1), 0);

  const stack = await startLocalStack({ port: 0, inMemory: true, quiet: true });
  try {
    const started = performance.now();
    const record = await importGedcom(familyDeps(), { ownerId: 'bench-royal92', source: () => [royal], fileName: 'royal92.ged' });
    figures['import royal92 into local stack (s)'] = round((performance.now() - started) / 1000);
    figures['royal92 stored'] = `${record.counts.people} people, ${record.counts.families} families, ${record.counts.events} events`;
    figures['gramps CLI import royal92 (s)'] = grampsImport();

    const child = await syntheticChild(stack.env);
    figures[`import ${SYNTHETIC_PEOPLE} generated into local stack (s)`] = child.seconds;
    figures[`import ${SYNTHETIC_PEOPLE} generated (people/s)`] = round(SYNTHETIC_PEOPLE / child.seconds, 0);
    figures['import generated: heap limit (MB)'] = CHILD_HEAP_MB;
    figures['import generated: peak RSS (MB)'] = child.maxRssMb;
    figures['import generated: peak heap used (MB)'] = child.peakHeapMb;
    figures['import generated stored'] = `${child.counts.people} people, ${child.counts.events} events, ${child.counts.notes} notes`;
  } finally {
    await stack.stop();
  }
  return { name: 'GEDCOM import: parse speed, royal92.ged and a generated file into the local stack', figures };
}

async function parseRate(source: () => Iterable<Uint8Array>, runs: number): Promise<number> {
  let best = Infinity;
  let people = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const reader = new GedcomReader(source());
    for await (const record of reader) void record;
    best = Math.min(best, performance.now() - started);
    people = reader.counts.get('INDI');
  }
  return people / (best / 1000);
}

function grampsImport(): number | string {
  const probe = spawnSync('gramps', ['--version'], { encoding: 'utf8' });
  if (probe.error) return 'gramps not installed';
  const home = mkdtempSync(join(tmpdir(), 'gramps-bench-'));
  try {
    const env = { ...process.env, GRAMPSHOME: home };
    const started = performance.now();
    const run = spawnSync('gramps', ['-y', '-C', 'heirloom-bench', '-i', ROYAL92], { env, encoding: 'utf8' });
    if (run.status !== 0) return `gramps failed: ${(run.stderr || run.stdout).trim().split('\n').at(-1)}`;
    return round((performance.now() - started) / 1000);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

interface ChildFigures {
  seconds: number;
  maxRssMb: number;
  peakHeapMb: number;
  counts: { people: number; events: number; notes: number };
}

/** Runs this file as a child process against the same local stack, so its memory is the import's alone. */
function syntheticChild(env: Record<string, string>): Promise<ChildFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${CHILD_HEAP_MB}`, '--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG], {
      env: { ...process.env, ...env, GEDCOM_BENCH_PEOPLE: String(SYNTHETIC_PEOPLE) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`the import child exited with ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(last) as ChildFigures);
    });
  });
}

async function childMain(): Promise<void> {
  let peakHeap = 0;
  const sample = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 100);
  const started = performance.now();
  const record = await importGedcom(familyDeps(), {
    ownerId: 'bench-synthetic',
    source: () => syntheticGedcomBytes({ people: SYNTHETIC_PEOPLE }),
    fileName: 'synthetic.ged',
  });
  clearInterval(sample);
  const figures: ChildFigures = {
    seconds: round((performance.now() - started) / 1000),
    maxRssMb: round(process.resourceUsage().maxRSS / 1024, 0),
    peakHeapMb: round(peakHeap / 1024 / 1024, 0),
    counts: { people: record.counts.people, events: record.counts.events, notes: record.counts.notes },
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

if (process.argv.includes(CHILD_FLAG)) {
  childMain().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
