import { GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';

const COUNTS = ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'] as const;

/**
 * Whether a queue holds any message, waiting, delayed or being handled (a count, so a failure says
 * how many): the local poller deletes a message only once its handler has returned, so 0 means the
 * consumer has finished with everything the queue was sent.
 */
export async function messagesOn(sqs: SQSClient, queueUrl: string): Promise<number> {
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: [...COUNTS] }));
  return COUNTS.reduce((sum, name) => sum + Number(Attributes?.[name] ?? 0), 0);
}
