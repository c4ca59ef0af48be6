import { inject } from 'vitest';
import { releaseSpare, takeSpare } from '../../support/spare-pool';
import { appAt, startApp, type RunningApp } from './app';

/**
 * A journey's own app: the one the layer's pool started ahead (app-pool-setup.ts), or a new one
 * when the file runs without that setup. Stopping it hands it back to be stopped.
 */
export async function openApp(): Promise<RunningApp> {
  const poolUrl = inject('e2eAppPool');
  if (!poolUrl) return startApp();
  const { id, url, dataDir } = await takeSpare<{ url: string; dataDir: string }>(poolUrl);
  return appAt(url, dataDir, () => releaseSpare(poolUrl, id));
}
