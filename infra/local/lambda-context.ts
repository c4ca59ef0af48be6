import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './local-aws';

/** A Lambda invocation context with the fields handlers and Powertools read. */
export function createLambdaContext(functionName: string, timeoutSeconds: number, memoryMb = 1024): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${randomUUID().replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** Function names as the deployed ones read: heirloom-local-http-system-get-health. */
export function localFunctionName(family: string, handler: string | ((...args: never[]) => unknown)): string {
  const name = typeof handler === 'string' ? handler : handler.name || 'inline';
  return `heirloom-local-${family}-${name.replace(/[^A-Za-z0-9-]+/g, '-')}`;
}

/** Runs a handler with a time limit, as Lambda does; the handler keeps running but its result is dropped. */
export async function invokeWithTimeout<T>(run: () => Promise<T> | T, timeoutSeconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LambdaTimeoutError(timeoutSeconds)), timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([Promise.resolve().then(run), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class LambdaTimeoutError extends Error {
  constructor(seconds: number) {
    super(`Task timed out after ${seconds.toFixed(2)} seconds`);
    this.name = 'LambdaTimeoutError';
  }
}
