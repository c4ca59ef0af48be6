import type { ScheduledEvent } from 'aws-lambda';
import { expireTrials } from '../domain/accounts/trial';
import { recordMessageEvent } from '../domain/messages/deliver';
import { endingTrialEvents } from '../domain/messages/trial-ending';
import { accountsDeps } from '../runtime/accounts-deps';
import { logger } from '../runtime/logger';
import { messagesDeps } from '../runtime/messages-deps';

/**
 * Every 15 minutes: trials past their end become expired (uploads stop, the banner says so), and
 * people whose trial ends within three days are told (once per trial).
 */
export async function handler(_event?: ScheduledEvent): Promise<{ expired: number; told: number }> {
  logger.resetKeys();
  const expired = await expireTrials(accountsDeps());
  let told = 0;
  for (const event of await endingTrialEvents(accountsDeps())) told += await recordMessageEvent(messagesDeps(), event);
  logger.info('Trials expired', { expired, told });
  return { expired, told };
}
