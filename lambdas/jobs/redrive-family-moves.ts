import type { ScheduledEvent } from 'aws-lambda';
import type { FamilyMove } from '../ports/sharing';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoMoveLedger } from '../adapters/aws/dynamo-move-ledger';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { memberName } from '../domain/sharing/member-name';
import { givenUpEvent, MOVE_GIVEN_UP, redriveStalledMoves } from '../domain/sharing/move-requests';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { familyMoveQueue } from '../runtime/family-move-queue';
import { logger } from '../runtime/logger';
import { messageEvents } from '../runtime/messages-deps';

/**
 * A move given up: the operator's alarm counts the error logged, and the member and the family
 * get one message each (Messages), besides what the member's family page says.
 */
export async function giveUpMove(move: FamilyMove): Promise<void> {
  logger.error(MOVE_GIVEN_UP, { move });
  const table = readEnv('tableName');
  const names = { sharing: new DynamoSharingStore(documentClient(), table), accounts: new DynamoAccountStore(documentClient(), table) };
  await messageEvents().send(givenUpEvent(move, await memberName(names, move.userId)));
}

/**
 * Every five minutes: a family move that made no progress for a while (its message lost, its
 * worker gone) is sent again; one that still makes none is given up, once (giveUpMove).
 */
export async function handler(_event?: ScheduledEvent): Promise<{ redriven: number; failed: number }> {
  logger.resetKeys();
  const result = await redriveStalledMoves({
    moves: new DynamoMoveLedger(documentClient(), readEnv('tableName')),
    moveQueue: familyMoveQueue(),
    now: Date.now,
    giveUp: giveUpMove,
  });
  if (result.redriven || result.failed) logger.warn('Stalled family moves', result);
  return result;
}
