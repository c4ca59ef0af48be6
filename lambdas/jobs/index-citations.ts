import type { ScheduledEvent } from 'aws-lambda';
import { DynamoCitationSourceIndex, type CitationIndexState } from '../adapters/aws/dynamo-citation-source-index';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { logger } from '../runtime/logger';

/** A run stops starting Scan pages after this long (the job's Lambda has five minutes). */
const RUN_BUDGET_MS = 4 * 60_000;

/**
 * Every 15 minutes, until it is done: gives the citations stored before sources had pages the
 * index those pages read (adapters/aws/dynamo-citation-source-index.ts), carrying on from where the
 * last run stopped. Once done, a run is one read.
 */
export async function handler(_event?: ScheduledEvent): Promise<CitationIndexState> {
  logger.resetKeys();
  const state = await new DynamoCitationSourceIndex(documentClient(), readEnv('tableName')).step(RUN_BUDGET_MS, Date.now);
  logger.info('Citations indexed by source', { ...state });
  return state;
}
