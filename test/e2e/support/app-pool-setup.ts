import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../../infra/local/dynamodb-local';
import { serveSpares } from '../../support/spare-pool';
import { startApp, type RunningApp } from './app';

/**
 * The end-to-end layer's global setup: a pool that has the next journey's app (a fresh
 * `npm start` with its own data folder and table) running before that journey asks for it (openApp).
 */
export default async function setup(project: TestProject) {
  // One DynamoDB Local for every journey's app, each with a table of its own (test/support/shared-dynamodb.ts).
  const dynamo = await startDynamoDbLocal({});
  project.provide('e2eDynamoDb', dynamo.endpoint);
  const pool = await serveSpares<RunningApp>({ start: () => startApp({}, dynamo.endpoint), stop: (app) => app.stop(), describe: (app) => ({ url: app.url, dataDir: app.dataDir }) });
  project.provide('e2eAppPool', pool.url);
  return async () => {
    await pool.close();
    await dynamo.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eAppPool: string;
    e2eDynamoDb: string;
  }
}
