import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownTableName, removeTable } from '../../support/shared-dynamodb';

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Messages the app sent (mail and SMS), newest last. */
  outbox(): Array<{ channel: string; to: string; subject: string; body: string }>;
  /** The app's last lines of output (warnings and errors: it runs with LOG_LEVEL=WARN), to explain a failure. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

/**
 * The app exactly as `npm start` serves it (bin/dev.ts over the built web/dist), on a free port
 * and an empty data folder of its own, with `env` added to its environment. `npm test` builds the
 * web client before this layer.
 *
 * Given `dynamoDb` (the endpoint of a DynamoDB Local the layer runs), the app keeps its data in a
 * table of its own there, removed when it stops, instead of starting a JVM of its own: a JVM per
 * journey cost each journey seconds of CPU to start and ran its first thousands of requests 2-3x
 * slower while its JIT warmed up (test/support/shared-dynamodb.ts).
 */
export async function startApp(env: Readonly<Record<string, string>> = {}, dynamoDb?: string): Promise<RunningApp> {
  if (!existsSync('web/dist/index.html')) throw new Error('web/dist is missing: run `npm run build:web` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'heirloom-e2e-'));
  const port = await freePort();
  const table = dynamoDb ? ownTableName() : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/dev.ts'], {
    env: {
      ...process.env,
      // A journey's app lives a minute or two: its own database's JIT stops at C1, as the other
      // test layers' does. C2's compiling cost each app's JVM about 10 s more CPU (two journeys:
      // 61 s against 41 s), which `npm test`'s other chain was waiting for.
      DYNAMODB_JIT: 'quick-start',
      // Its throwaway accounts hash their passwords cheaply (lambdas/domain/accounts/password-hashing.ts).
      PASSWORD_HASH_COST: 'fast',
      ...(dynamoDb && table ? { DYNAMODB_ENDPOINT: dynamoDb, DYNAMODB_TABLE: table } : {}),
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'WARN',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Also kept in its data folder, where a journey (in another process than the pool that started it) reads it on a failure.
  const keep = (chunk: Buffer) => {
    output += chunk;
    try {
      appendFileSync(join(dataDir, APP_LOG), chunk);
    } catch {
      // Its last words can arrive after the stop removed the folder.
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = await waitUntilAnswering(child, () => output);
  return appAt(url, dataDir, async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    if (dynamoDb && table) await removeTable(dynamoDb, table);
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The app at `url` whose data folder is `dataDir` (its outbox is a file there). */
export function appAt(url: string, dataDir: string, stop: () => Promise<void>): RunningApp {
  return {
    url,
    dataDir,
    outbox: () => {
      const file = join(dataDir, 'outbox.jsonl');
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
    },
    logTail: (lines = 40) => {
      const file = join(dataDir, APP_LOG);
      return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
    },
    stop,
  };
}

const APP_LOG = 'app.log';

/**
 * The address the app says it runs at. Usually the free port it was given, but bin/dev.ts takes another
 * when that one was taken meanwhile (another app's stand-in got it first: a journey once waited its whole
 * 240 s on the port asked for while the app answered on another).
 */
async function waitUntilAnswering(child: ChildProcess, output: () => string): Promise<string> {
  // Above DynamoDB Local's own startup deadline (dynamodb-local.ts), so its message is the one told.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bin/dev.ts exited with ${child.exitCode}:\n${output()}`);
    // Ready once it says so: bin/dev.ts publishes the starting blog posts after the server listens.
    const url = /is running at (http:\/\/\S+)/.exec(output())?.[1];
    if (url && (await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`bin/dev.ts did not answer within 240 s:\n${output()}`);
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
