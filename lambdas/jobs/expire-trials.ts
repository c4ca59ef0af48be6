import type { ScheduledEvent } from 'aws-lambda';
import { expireTrials } from '../domain/accounts/trial';
import { accountsDeps } from '../runtime/accounts-deps';
import { logger } from '../runtime/logger';

/** Every 15 minutes: trials past their end become expired (uploads stop, the banner says so). */
export async function handler(_event?: ScheduledEvent): Promise<{ expired: number }> {
  logger.resetKeys();
  const expired = await expireTrials(accountsDeps());
  logger.info('Trials expired', { expired });
  return { expired };
}
