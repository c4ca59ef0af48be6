import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { round, type BenchResult } from './stats';

const RUNS = 3;

/** `npm start`'s runtime from process spawn until the printed URL answers, on an empty data folder. */
export async function coldStart(): Promise<BenchResult> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) samples.push(await startOnce());
  return {
    name: `Cold start of the local runtime (bin/dev.ts) until /api/health answers, ${RUNS} runs`,
    figures: {
      'best (s)': round(Math.min(...samples) / 1000),
      'median (s)': round([...samples].sort((a, b) => a - b)[Math.floor(RUNS / 2)]! / 1000),
      'worst (s)': round(Math.max(...samples) / 1000),
    },
  };
}

async function startOnce(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'heirloom-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/dev.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`bin/dev.ts exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error('bin/dev.ts did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
