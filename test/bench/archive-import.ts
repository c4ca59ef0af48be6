import { randomBytes } from 'node:crypto';
import { copyFileSync, createReadStream, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import yazl from 'yazl';
import { MEDIA_RUNTIME_ENV } from '../../infra/constructs/media-runtime-env';
import { signUpVerified } from '../support/accounts-client';
import { takeoutSidecar } from '../support/generate-archive';
import { startTestStack } from '../support/local-stack';
import { childFigures } from './child-process';
import { round, type BenchResult } from './stats';

/**
 * Archive import memory: a generated Google Takeout zip (ARCHIVE_BENCH_MB, default 2048 MB) of
 * 4 MB photos with sidecars, uploaded to the local stack as a browser would, then imported by a
 * child process that does nothing else (the processing consumer's code, called directly), whose
 * peak resident memory is the figure (aim: flat, under 300 MB, whatever the archive's size).
 * Most photos are a small JPEG padded with random bytes to 4 MB (the bytes still stream, hash and
 * land in storage; only decoding is cheap); every tenth is a real photo from the test data, padded
 * the same way. Faces and the queue's own processing are switched off: only the import runs.
 */
const ARCHIVE_MB = Number(process.env.ARCHIVE_BENCH_MB ?? 2048);
/** The aim for the child's peak resident memory, whatever the archive's size. */
const AIM_PEAK_MB = 300;
const ITEM_BYTES = 4 * 1024 * 1024;
const REAL_PHOTO = fileURLToPath(new URL('../../../shared/testdata/photos/immich-test-assets/albums_text_handwritten-notes.jpg', import.meta.url));

import type { ChildFigures } from './archive-import-child';

export async function archiveImport(): Promise<BenchResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'heirloom-archive-bench-'));
  const stack = await startTestStack({
    queueRetrySeconds: 3600,
    queueHandlerOverrides: { processing: async () => ({ batchItemFailures: [] }), archives: async () => ({ batchItemFailures: [] }), faces: async () => ({ batchItemFailures: [] }) },
  });
  try {
    const zipFile = join(scratch, 'takeout.zip');
    const started = performance.now();
    const items = await writeTakeout(zipFile, ARCHIVE_MB * 1024 * 1024);
    const generateSeconds = (performance.now() - started) / 1000;
    const size = statSync(zipFile).size;

    const { client } = await signUpVerified(stack);
    await client.post('/user/free_trial');
    const grant = await client.post('/upload_url', { name: 'takeout-bench.zip', contenttype: 'application/zip', size });
    if (grant.status !== 200) throw new Error(`upload_url refused: ${JSON.stringify(grant.body)}`);
    const put = await fetch(grant.body.url, { method: 'PUT', headers: { ...grant.body.headers, 'content-length': String(size) }, body: Readable.toWeb(createReadStream(zipFile)) as ReadableStream, duplex: 'half' } as RequestInit);
    if (!put.ok) throw new Error(`PUT failed with ${put.status}`);
    rmSync(zipFile);

    const child = await importInChild(stack.stack.env, grant.body.key as string, scratch);
    const quarters = child.rssQuartersMb.split(' / ').map(Number);
    const growth = quarters.at(-1)! - quarters[0]!;
    return {
      name: 'Archive import (Takeout zip, streamed from storage)',
      figures: {
        'archive size (MB)': round(size / 1024 / 1024, 0),
        'photos in it (with sidecars)': items,
        'generate zip (s)': round(generateSeconds),
        'import (s)': child.seconds,
        'import (MB/s)': round(size / 1024 / 1024 / child.seconds),
        'import (photos/s)': round(items / child.seconds),
        'of which garbage collection (s)': child.gcSeconds,
        'outcome': child.outcome,
        'child RSS, code loaded (MB)': child.rssBeforeMb,
        'child RSS, warm (gazetteer, sharp) (MB)': child.rssWarmMb,
        'child peak RSS (MB)': child.maxRssMb,
        [`aim: peak under ${AIM_PEAK_MB} MB`]: child.maxRssMb < AIM_PEAK_MB ? `met (${child.maxRssMb} MB)` : `MISSED (${child.maxRssMb} MB)`,
        'aim: flat (peak of last quarter less first, MB)': growth,
        'child peak heap (MB)': child.peakHeapMb,
        'child peak external / arrayBuffers (MB)': `${child.peakExternalMb} / ${child.peakArrayBuffersMb}`,
        'child peak RSS by quarter (MB)': child.rssQuartersMb,
      },
    };
  } finally {
    await stack.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Writes the zip as a stream: each photo's bytes are made only when the zip writer reads them. */
async function writeTakeout(file: string, bytes: number): Promise<number> {
  const zip = new yazl.ZipFile();
  const real = readFileSync(REAL_PHOTO);
  const count = Math.max(1, Math.floor(bytes / ITEM_BYTES));
  for (let i = 0; i < count; i++) {
    const name = `IMG_${String(i).padStart(5, '0')}.jpg`;
    const folder = i % 50 < 5 ? 'Takeout/Google Photos/Summer trip' : `Takeout/Google Photos/Photos from ${2000 + (i % 20)}`;
    zip.addBuffer(Buffer.from(takeoutSidecar({ title: name, takenAt: new Date(Date.UTC(2000 + (i % 20), i % 12, 1 + (i % 28))), latitude: 52.52, longitude: 13.405 })), `${folder}/${name}.supplemental-metadata.json`);
    zip.addReadStream(lazyPhoto(i, i % 10 === 0 ? real : null), `${folder}/${name}`, { compress: false, size: ITEM_BYTES });
  }
  zip.addBuffer(Buffer.from(JSON.stringify({ title: 'Summer trip' })), 'Takeout/Google Photos/Summer trip/metadata.json');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return count;
}

/** A JPEG (generated, or the real one) followed by random bytes to ITEM_BYTES, made when first read. */
function lazyPhoto(seed: number, real: Buffer | null): Readable {
  async function* bytes() {
    const head = real ?? (await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: 128 } } }).jpeg().toBuffer());
    yield head;
    for (let left = ITEM_BYTES - head.length; left > 0; left -= 1024 * 1024) yield randomBytes(Math.min(left, 1024 * 1024));
  }
  return Readable.from(bytes());
}

/**
 * The import runs as Lambda runs it: the consumer's code bundled by esbuild (packages left to
 * node_modules, as the CDK bundling leaves sharp), in a plain Node process doing nothing else.
 */
async function importInChild(env: Readonly<Record<string, string>>, key: string, scratch: string): Promise<ChildFigures> {
  const bundle = join(scratch, 'archive-import-child.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./archive-import-child.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@heirloom/shared': fileURLToPath(new URL('../../shared', import.meta.url)) },
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    outfile: bundle,
    logLevel: 'warning',
  });
  // Packages resolve from the repository's node_modules, as from the Lambda's bundle folder.
  mkdirSync(fileURLToPath(new URL('../../.bench', import.meta.url)), { recursive: true });
  const runnable = fileURLToPath(new URL('../../.bench/archive-import-child.mjs', import.meta.url));
  copyFileSync(bundle, runnable);
  // Node run as the processing Lambda runs it (MALLOC_ARENA_MAX, NODE_OPTIONS).
  // The whole archive in one run (no slices), so the memory figures cover every item.
  const whole = { ARCHIVE_SLICE_ENTRIES: '10000000', ARCHIVE_TIME_BUDGET_MS: String(24 * 3600_000) };
  return childFigures<ChildFigures>('the import child', [runnable, key, REAL_PHOTO], { ...process.env, ...env, ...MEDIA_RUNTIME_ENV, ...whole });
}
