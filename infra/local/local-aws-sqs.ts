import { readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname } from 'node:path';
import type * as LocalAwsSqs from 'local-aws-sqs';

const require = createRequire(import.meta.url);

/** local-aws-sqs counts a ChangeMessageVisibility as a receive; SQS does not (its receive count is receives only). */
const COUNTS_A_CHANGE = 'let n=Number(t.record.attributes.ApproximateReceiveCount)+1;';
const COUNTS_RECEIVES = 'let n=Number(t.record.attributes.ApproximateReceiveCount)+(i?0:1);';

/**
 * local-aws-sqs with one fix, made in memory when it is loaded (the installed package is left as
 * it is): making a message visible again does not count as receiving it. The local poller makes a
 * failed message visible after the short local retry delay, and the faces consumer sets a throttled
 * photo's wait, so without the fix a message reached its dead-letter queue after about half its
 * receives. The fix names the exact text it replaces and refuses to load a version without it.
 */
function loadPatched(): typeof LocalAwsSqs {
  const file = require.resolve('local-aws-sqs');
  const source = readFileSync(file, 'utf8');
  if (!source.includes(COUNTS_A_CHANGE)) throw new Error('local-aws-sqs changed: check infra/local/local-aws-sqs.ts against its receive counting');
  const patched = new Module(file);
  patched.filename = file;
  patched.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(dirname(file));
  (patched as unknown as { _compile(code: string, filename: string): void })._compile(source.replace(COUNTS_A_CHANGE, COUNTS_RECEIVES), file);
  return patched.exports as typeof LocalAwsSqs;
}

let loaded: typeof LocalAwsSqs | undefined;
export const createSqsServer: typeof LocalAwsSqs.createSqsServer = (...args) => (loaded ??= loadPatched()).createSqsServer(...args);
