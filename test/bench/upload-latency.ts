import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { BrowserLikeClient, signUpVerified } from '../support/accounts-client';
import { startTestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { uploadFile } from '../support/uploads';
import { percentile, round, type BenchResult } from './stats';

const PHOTOS = Number(process.env.BENCH_UPLOADS ?? 20);
const PARALLEL = 3;

/** A distinct 12-megapixel photo-like JPEG, so no two are deduplicated. */
async function photo(seed: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 60 + (seed % 100), sigma: 40 } } }).png().toBuffer();
  return sharp(noise).resize(4000, 3000, { kernel: 'cubic' }).modulate({ hue: seed * 17 }).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Upload to complete, through the whole local stack as the browser does it: ask for a URL, PUT
 * the bytes, wait for the realtime processing_complete (S3 event, queue, processing, push).
 */
export async function uploadLatency(): Promise<BenchResult> {
  const stack = await startTestStack({ queueRetrySeconds: 30 });
  try {
    const { client } = await signUpVerified(stack, new BrowserLikeClient(stack));
    await client.post('/user/free_trial');
    const tab = await openRealtimeTab(stack.wsUrl, client.sessionCookie);
    const files = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i)));
    const latencies: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < files.length) {
          const index = next++;
          const begin = performance.now();
          const grant = await uploadFile(client, { name: `photo-${index}.jpg`, bytes: files[index]!, contentType: 'image/jpeg' });
          const done = await tab.next((m) => m.upload_id === grant.upload_id, 120_000);
          if (done.type !== 'processing_complete') throw new Error(`photo-${index} failed: ${JSON.stringify(done)}`);
          latencies.push(performance.now() - begin);
        }
      }),
    );
    const wall = performance.now() - started;
    tab.close();
    return {
      name: `Upload to complete through the local stack: ${PHOTOS} distinct 12 MP JPEGs, ${PARALLEL} at a time`,
      figures: {
        'p50 (ms)': round(percentile(latencies, 50), 0),
        'p95 (ms)': round(percentile(latencies, 95), 0),
        'max (ms)': round(Math.max(...latencies), 0),
        'photos/s overall': round(PHOTOS / (wall / 1000)),
        'average size (MB)': round(files.reduce((a, f) => a + f.length, 0) / files.length / 1024 ** 2),
      },
    };
  } finally {
    await stack.stop();
  }
}
