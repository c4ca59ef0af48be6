import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import { logger } from '../logger';
import { publishMetrics } from '../metrics';
import { traced } from '../tracer';

/**
 * Wraps a queue consumer: each record's body is parsed with its contract schema and handled on
 * its own; failures are reported per record (batchItemFailures) so one bad message is retried,
 * and finally dead-lettered, without redoing the rest of its batch.
 */
export function queueHandler<S extends z.ZodType>(
  schema: S,
  handleRecord: (message: z.output<S>, record: SQSRecord) => Promise<void>,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return async (event, context) => traced('queue batch', () => handleBatch(event, context)).finally(publishMetrics);

  async function handleBatch(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
    logger.resetKeys();
    if (context) logger.addContext(context);
    const processor = new BatchProcessor(EventType.SQS);
    return processPartialResponse(
      event,
      async (record: SQSRecord) => {
        logger.appendKeys({ messageId: record.messageId, receiveCount: record.attributes?.ApproximateReceiveCount });
        try {
          const message = schema.parse(JSON.parse(record.body));
          await handleRecord(message, record);
        } catch (error) {
          logger.error('Queue message failed', error as Error);
          throw error;
        }
      },
      processor,
    );
  }
}
