import type { ScheduledEvent } from 'aws-lambda';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoRememberState } from '../adapters/aws/dynamo-remember-state';
import { rememberTheDay, type RememberState } from '../domain/memories/remember-the-day';
import { documentClient } from '../runtime/clients';
import { readEnv } from '../runtime/env';
import { logger } from '../runtime/logger';
import { memoriesDeps } from '../runtime/memories-deps';
import { messageEvents, messagesDeps } from '../runtime/messages-deps';

/** A run stops walking the families after this long (the job's Lambda has five minutes). */
const RUN_BUDGET_MS = 4 * 60_000;

/**
 * Every hour: tells each family with something to remember today (UTC) in a 'memories' message,
 * carrying on from where the last run stopped until every family has been looked at; then each
 * run of the day is one read. Each member gets it as they chose (by default in the daily digest).
 */
export async function handler(_event?: ScheduledEvent): Promise<RememberState> {
  logger.resetKeys();
  const client = documentClient();
  const table = readEnv('tableName');
  const state = await rememberTheDay(
    {
      accounts: new DynamoAccountStore(client, table),
      familyOf: (userId) => messagesDeps().family.familyOf(userId),
      memories: memoriesDeps(),
      messageEvents: messageEvents(),
      state: new DynamoRememberState(client, table),
      now: Date.now,
    },
    RUN_BUDGET_MS,
  );
  logger.info('Memories of the day', { ...state });
  return state;
}
