import type { ScheduledEvent } from 'aws-lambda';
import { purgeTrash, type PurgeRun } from '../domain/library/purge-trash-job';
import { logger } from '../runtime/logger';
import { trashDeps } from '../runtime/trash-deps';

/** A run stops taking new batches after this long (the job's Lambda has five minutes). */
const RUN_BUDGET_MS = 4 * 60_000;

/** Every 15 minutes: deletes for good what was emptied from a trash, and what has waited 30 days in one. */
export async function handler(_event?: ScheduledEvent): Promise<PurgeRun> {
  logger.resetKeys();
  const run = await purgeTrash(trashDeps(), RUN_BUDGET_MS);
  logger.info('Trash purged', { ...run });
  return run;
}
