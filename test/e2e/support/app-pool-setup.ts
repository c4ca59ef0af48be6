import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../../infra/local/dynamodb-local';
import { serveSpares } from '../../support/spare-pool';
import { startApp, type RunningApp } from './app';

/**
 * The end-to-end layer's global setup: one DynamoDB Local for every journey's app (each app a table
 * of its own in it), and a pool that has the next journey's app (a fresh `npm start` with its own
 * data folder) running before that journey asks for it (openApp).
 */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal({});
  const pool = await serveSpares<RunningApp>({ start: () => startApp({}, dynamo.endpoint), stop: (app) => app.stop(), describe: (app) => ({ url: app.url, dataDir: app.dataDir }) });
  project.provide('e2eAppPool', pool.url);
  project.provide('e2eDynamoDb', dynamo.endpoint);
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
