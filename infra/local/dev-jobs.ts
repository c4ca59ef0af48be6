import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeJson } from './http-result';
import type { LocalScheduler } from './scheduler';

export const DEV_JOBS_PATH = '/_dev/jobs';

/**
 * POST /_dev/jobs/{name}: runs a scheduled job now and answers with what it returned, so an
 * operator script can drive a job locally (in AWS the same job runs on its EventBridge schedule,
 * or by invoking its function). Local runtime only: the deployed API has no such path.
 */
export function createDevJobsRoute(scheduler: Pick<LocalScheduler, 'run'>) {
  return async function handleDevJob(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return writeJson(res, 405, { message: 'Method Not Allowed' });
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname.slice(DEV_JOBS_PATH.length + 1));
    try {
      writeJson(res, 200, { job: name, result: (await scheduler.run(name)) ?? null }, { 'cache-control': 'no-store' });
    } catch (error) {
      writeJson(res, /No scheduled job/.test(String(error)) ? 404 : 500, { message: error instanceof Error ? error.message : String(error) });
    }
  };
}
