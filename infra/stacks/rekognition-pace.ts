import type { QueueConsumer } from '@heirloom/lambdas/queue/consumers';
import { paceOfContainer, REKOGNITION_PACE_ENV, REKOGNITION_RATE_SHARES } from '@heirloom/lambdas/runtime/rekognition-pace';

/**
 * The pace of each container of a consumer that calls Rekognition, as its environment: its share
 * of the stage's configured rate split over the consumer's maximum concurrency, so that
 *   faces.maxConcurrency × faces pace + family.maxConcurrency × family pace ≤ the configured rate
 * (the arithmetic is in lambdas/runtime/rekognition-pace.ts). Other consumers call no Rekognition.
 */
export function rekognitionPaceEnvironment(consumer: QueueConsumer, accountCallsPerSecond: number): Record<string, string> {
  const share = (REKOGNITION_RATE_SHARES as Readonly<Record<string, number>>)[consumer.queue];
  if (share === undefined) return {};
  return { [REKOGNITION_PACE_ENV]: String(paceOfContainer(accountCallsPerSecond, share, consumer.maxConcurrency)) };
}
