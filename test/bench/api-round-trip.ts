import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../../infra/local/stack';
import { percentile, round, type BenchResult } from './stats';
import { signedInCookie } from '../support/sessions';

const REQUESTS = 1000;

/** A trivial signed-in GET through the whole local stack: HTTP server, wrapper, session lookup. */
export async function apiRoundTrip(): Promise<BenchResult> {
  const stack = await startLocalStack({ port: 0, inMemory: true, quiet: true });
  try {
    const cookie = await signedInCookie('bench-user');
    const get = () => fetch(`${stack.url}/api/session`, { headers: { cookie } });
    for (let i = 0; i < 50; i++) await (await get()).arrayBuffer(); // warm-up: JIT, connection pool
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const response = await get();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/session answered ${response.status}`);
      samples.push(performance.now() - started);
    }
    return {
      name: `Local API round trip: signed-in GET /api/session x ${REQUESTS}`,
      figures: {
        'p50 (ms)': round(percentile(samples, 50)),
        'p99 (ms)': round(percentile(samples, 99)),
        'max (ms)': round(Math.max(...samples)),
        'requests/s (sequential)': round(REQUESTS / (samples.reduce((a, b) => a + b, 0) / 1000), 0),
      },
    };
  } finally {
    await stack.stop();
  }
}
