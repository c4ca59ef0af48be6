import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local';

/** The integration layer's global setup: the DynamoDB Local its files share (see ./shared-dynamodb). */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({});
  project.provide('sharedDynamoDb', dynamo.endpoint);
  return () => dynamo.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedDynamoDb: string;
  }
}
