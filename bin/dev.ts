/**
 * `npm start` / `npm run dev`: the whole app on this machine. Data (DynamoDB file, S3 objects,
 * outbox) lives in .data/ and survives restarts; Ctrl-C stops everything, the JVM included.
 *
 * Environment: PORT (default 3000; a free port is used when it is taken), DATA_DIR (default
 * .data), HOST (default 127.0.0.1), WEB_ROOT (default web/dist), DYNAMODB_JIT (default 'full';
 * 'quick-start' for an app that lives minutes, as the end-to-end tests' do: infra/local/dynamodb-local.ts),
 * DYNAMODB_ENDPOINT and DYNAMODB_TABLE (a DynamoDB Local already running, and this app's table in it,
 * created if missing and kept when the app stops: the end-to-end tests' apps share one JVM).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dynamoDbJitFrom } from '../infra/local/dynamodb-local';
import { JavaMissingError } from '../infra/local/java';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_ROOT } from '../infra/local/paths';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../infra/local/stack';
import { publishStarterBlog } from '../infra/local/starter-blog';

// The SDK's notice about its 2027 Node requirement is not actionable for a local run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const requestedPort = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
const webRoot = resolve(process.env.WEB_ROOT ?? DEFAULT_WEB_ROOT);

if (!existsSync(join(webRoot, 'index.html'))) {
  console.warn(`The web client is not built (${webRoot} has no index.html). Build it with: npm run build:web`);
  console.warn('The API still runs; the site shows these instructions until the build exists.\n');
}

/** DYNAMODB_ENDPOINT's DynamoDB Local in place of a JVM of the app's own; the app leaves it running when it stops. */
function runningDynamoDb(): Pick<LocalStackOptions, 'startDynamoDb' | 'tableName'> {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint) return {};
  const table = process.env.DYNAMODB_TABLE;
  return { startDynamoDb: async () => ({ endpoint, stop: async () => undefined }), ...(table ? { tableName: table } : {}) };
}

let stack: LocalStack | undefined;
try {
  // The family's app runs for hours: by default its database compiles fully once, then writes faster.
  const dynamoDbJit = dynamoDbJitFrom(process.env.DYNAMODB_JIT, 'full');
  stack = await startLocalStack({
    ...runningDynamoDb(),
    port: requestedPort,
    portFallback: true,
    host: process.env.HOST ?? '127.0.0.1',
    dataDir,
    webRoot,
    enableScheduler: true,
    preloadHandlers: true,
    dynamoDbJit,
  });
} catch (error) {
  if (error instanceof JavaMissingError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('\nThe local runtime could not start:', error);
  }
  process.exit(1);
}

try {
  const published = await publishStarterBlog(stack);
  if (published) console.log(`Published the ${published} starting blog posts (web/content/blog).`);
} catch (error) {
  console.warn('The starting blog posts could not be published:', (error as Error).message);
}

const port = Number(new URL(stack.url).port);
if (requestedPort !== 0 && port !== requestedPort) console.log(`\nPort ${requestedPort} is in use, so a free port was taken instead: ${port}`);
console.log(`
  ┌──────────────────────────────────────────────────────────┐
  │  Heirloom is running at ${stack.url.padEnd(33)}│
  └──────────────────────────────────────────────────────────┘
  Outbox (mail and texts sent): ${stack.outboxUrl}
  Data: ${dataDir}   (started in ${(stack.startupMs / 1000).toFixed(1)} s; Ctrl-C to stop)
`);

let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  // A second Ctrl-C forces it; the 'exit' hook still kills the JVM.
  if (stopping) process.exit(130);
  stopping = true;
  console.log(`\n${signal}: stopping Heirloom...`);
  void stack
    ?.stop()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error('Stopping failed:', error);
      process.exit(1);
    });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGHUP', shutdown);
