import type { ScheduledEvent } from 'aws-lambda';
import { DynamoBackfillState, DynamoPhotoWalker } from '../adapters/aws/dynamo-face-backfill';
import { DynamoFaceStore } from '../adapters/aws/dynamo-face-store';
import { backfillStep, type BackfillState } from '../domain/faces/backfill';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { faceEngineModel, facesQueue } from '../runtime/faces-deps';
import { logger } from '../runtime/logger';

/** A run stops looking for more photos after this long (the job's Lambda has five minutes). */
const RUN_BUDGET_MS = 4 * 60_000;

/**
 * Every 15 minutes, until it is done: queues photos that came before faces (or whose scan was
 * lost, or was made by an earlier model of the model engine) for the faces queue's consumer, carrying on from where the last run stopped. Once every
 * photo has been seen a run is one read. `npm run faces:backfill` runs it now, locally.
 */
export async function handler(_event?: ScheduledEvent): Promise<BackfillState> {
  logger.resetKeys();
  const client = documentClient();
  const table = readEnv('tableName');
  const state = await backfillStep(
    { walker: new DynamoPhotoWalker(client, table), faces: new DynamoFaceStore(client, table), model: faceEngineModel(), queue: facesQueue(), state: new DynamoBackfillState(client, table), now: Date.now },
    RUN_BUDGET_MS,
  );
  logger.info('Faces backfill', { ...state });
  return state;
}
