import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the local runtime finds the repository's pieces, independent of the current directory. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const LAMBDAS_DIR = join(REPO_ROOT, 'lambdas');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');
export const DEFAULT_WEB_ROOT = join(REPO_ROOT, 'web', 'dist');

export type HandlerFamily = 'http' | 'ws' | 'queue' | 'jobs';

/** The TypeScript source of a handler named in a manifest, e.g. ('http', 'system/get-health'). */
export function handlerModulePath(family: HandlerFamily, handler: string): string {
  return join(LAMBDAS_DIR, family, `${handler}.ts`);
}
