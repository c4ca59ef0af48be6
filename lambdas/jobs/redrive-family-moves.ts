import type { ScheduledEvent } from 'aws-lambda';
import { DynamoMoveLedger } from '../adapters/aws/dynamo-move-ledger';
import { MOVE_GIVEN_UP, redriveStalledMoves } from '../domain/sharing/move-requests';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { familyMoveQueue } from '../runtime/family-move-queue';
import { logger } from '../runtime/logger';

/**
 * Every five minutes: a family move that made no progress for a while (its message lost, its
 * worker gone) is sent again; one that still makes none is given up, once: the member's family
 * page says so, and the operator's alarm goes off with the move in the log.
 */
export async function handler(_event?: ScheduledEvent): Promise<{ redriven: number; failed: number }> {
  logger.resetKeys();
  const result = await redriveStalledMoves({
    moves: new DynamoMoveLedger(documentClient(), readEnv('tableName')),
    moveQueue: familyMoveQueue(),
    now: Date.now,
    giveUp: async (move) => {
      logger.error(MOVE_GIVEN_UP, { move });
    },
  });
  if (result.redriven || result.failed) logger.warn('Stalled family moves', result);
  return result;
}
