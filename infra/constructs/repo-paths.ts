import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Absolute paths the infrastructure reads from the repository (handlers, web build). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const LAMBDAS_DIR = join(REPO_ROOT, 'lambdas');
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');

/** The TypeScript source of a handler module named in a manifest, e.g. ('http', 'system/get-health'). */
export function handlerEntry(family: 'http' | 'ws' | 'queue' | 'jobs', handler: string): string {
  return join(LAMBDAS_DIR, family, `${handler}.ts`);
}

/** The web build, when one exists; synthesis must work without it. */
export function webBuildDir(): string | undefined {
  return existsSync(join(WEB_DIST_DIR, 'index.html')) ? WEB_DIST_DIR : undefined;
}
