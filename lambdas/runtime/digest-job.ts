import type { ScheduledEvent } from 'aws-lambda';
import type { DigestFrequency } from '@heirloom/shared/contracts/messages';
import { runDigest } from '../domain/messages/deliver';
import { logger } from './logger';
import { messagesDeps } from './messages-deps';

/**
 * One digest job per frequency; each is its own function on its own schedule. A scheduled run
 * sends what is due by its scheduled time (people whose local morning it is); invoked with
 * `{"detail": {"runNow": true}}` (`npm run notify:digest`, the local scheduler's run-by-hand) it
 * sends everything waiting.
 */
export function digestJob(frequency: DigestFrequency) {
  return async function handler(event?: ScheduledEvent<{ runNow?: boolean }>): Promise<{ digests: number; messages: number }> {
    logger.resetKeys();
    logger.appendKeys({ frequency });
    const scheduledAt = Date.parse(event?.time ?? '');
    const dueBy = event?.detail?.runNow === true ? undefined : Number.isNaN(scheduledAt) ? Date.now() : scheduledAt;
    const result = await runDigest(messagesDeps(), frequency, { dueBy });
    logger.info('Digests sent', result);
    return result;
  };
}
