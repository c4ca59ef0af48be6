import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local';
import { serveSpares } from './spare-pool';

/**
 * The integration layer's global setup: a pool that has the next file's DynamoDB Local (an empty
 * in-memory JVM, the slow part of a local stack) running before the file starts its stack.
 */
export default async function setup(project: TestProject) {
  const pool = await serveSpares<DynamoDbLocal>({ start: () => startDynamoDbLocal({}), stop: (dynamo) => dynamo.stop(), describe: (dynamo) => ({ endpoint: dynamo.endpoint }) });
  project.provide('dynamoPool', pool.url);
  return () => pool.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoPool: string;
  }
}
