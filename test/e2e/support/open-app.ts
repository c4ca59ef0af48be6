import { inject } from 'vitest';
import { releaseSpare, takeSpare } from '../../support/spare-pool';
import { appAt, startApp, type RunningApp } from './app';

/**
 * A journey's own app: the one the layer's pool started ahead (app-pool-setup.ts), or a new one
 * when the file runs without that setup or needs settings of its own (`env`, which the pool's apps,
 * started before the file, cannot have). Stopping it hands it back to be stopped.
 */
export async function openApp(env?: Readonly<Record<string, string>>): Promise<RunningApp> {
  const poolUrl = inject('e2eAppPool');
  if (!poolUrl || env) return startApp(env, inject('e2eDynamoDb') || undefined);
  const { id, url, dataDir } = await takeSpare<{ url: string; dataDir: string }>(poolUrl);
  return appAt(url, dataDir, () => releaseSpare(poolUrl, id));
}
