import type { TestProject } from 'vitest/node';
import { serveSpares } from '../../support/spare-pool';
import { startApp, type RunningApp } from './app';

/**
 * The end-to-end layer's global setup: a pool that has the next journey's app (a fresh
 * `npm start` with its own data folder) running before that journey asks for it (openApp).
 */
export default async function setup(project: TestProject) {
  const pool = await serveSpares<RunningApp>({ start: startApp, stop: (app) => app.stop(), describe: (app) => ({ url: app.url, dataDir: app.dataDir }) });
  project.provide('e2eAppPool', pool.url);
  return () => pool.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eAppPool: string;
  }
}
