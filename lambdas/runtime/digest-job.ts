import type { ScheduledEvent } from 'aws-lambda';
import type { DigestFrequency } from '@heirloom/shared/contracts/messages';
import { runDigest } from '../domain/messages/deliver';
import { logger } from './logger';
import { messagesDeps } from './messages-deps';

/** One digest job per frequency; each is its own function on its own schedule. */
export function digestJob(frequency: DigestFrequency) {
  return async function handler(_event?: ScheduledEvent): Promise<{ digests: number; messages: number }> {
    logger.resetKeys();
    logger.appendKeys({ frequency });
    const result = await runDigest(messagesDeps(), frequency);
    logger.info('Digests sent', result);
    return result;
  };
}
