import type { ScheduledEvent } from 'aws-lambda';
import { DynamoPhotoWordBackfill, type PhotoWordBackfillState } from '../adapters/aws/dynamo-photo-word-backfill';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { logger } from '../runtime/logger';

/** A run stops starting Scan pages after this long (the job's Lambda has five minutes). */
const RUN_BUDGET_MS = 4 * 60_000;

/**
 * Every 15 minutes, until it is done: gives the photos stored before the photo search its words
 * (adapters/aws/dynamo-photo-word-backfill.ts), carrying on from where the last run stopped. Once
 * done, a run is one read.
 */
export async function handler(_event?: ScheduledEvent): Promise<PhotoWordBackfillState> {
  logger.resetKeys();
  const state = await new DynamoPhotoWordBackfill(documentClient(), readEnv('tableName')).step(RUN_BUDGET_MS, Date.now);
  logger.info('Photos indexed for the search', { ...state });
  return state;
}
