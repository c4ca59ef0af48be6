import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { FacesQueueMessage } from '@heirloom/shared/contracts/faces';
import type { JobQueue } from '../../ports/job-queue';

/**
 * The faces queue is FIFO: the message group is the photo's library (family), so SQS hands one
 * family's photos over one batch at a time and different families' in parallel; the deduplication
 * id is the photo, so the same photo queued twice within SQS's five-minute window (a processing
 * retry, the backfill meeting a photo still in the queue) is scanned from one message.
 */
export class SqsFacesQueue implements JobQueue<FacesQueueMessage> {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string,
    /** The library a photo is in (null: gone), for senders that know only the photo. */
    private readonly libraryOf: (photoId: string) => Promise<string | null>,
    private readonly now: () => number = Date.now,
  ) {}

  async send(message: FacesQueueMessage): Promise<void> {
    await this.sendWith(message, firstDeduplicationId(message, this.now()));
  }

  /**
   * A fresh copy of a message the consumer could not finish for a reason that is not the photo's
   * (the account's Rekognition rate): a new deduplication id, and its receive count starts again.
   */
  async sendAgain(message: FacesQueueMessage, attempt: string): Promise<void> {
    await this.sendWith(message, `${firstDeduplicationId(message, this.now())}.${attempt}`);
  }

  private async sendWith(message: FacesQueueMessage, deduplicationId: string): Promise<void> {
    // A photo already gone has no library: its own group, and the consumer finds nothing to scan.
    const libraryId = 'regroup' in message ? message.library_id : (message.library_id ?? (await this.libraryOf(message.photo_id)) ?? message.photo_id);
    const body: FacesQueueMessage = { ...message, library_id: libraryId };
    await this.sqs.send(
      new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(body), MessageGroupId: messageGroupOf(body, libraryId), MessageDeduplicationId: deduplicationId }),
    );
  }
}

/**
 * A photo is scanned from one message, and matched once on arriving from one; a family's regrouping
 * is asked for each time a join ends (a second join within five minutes asks again).
 */
function firstDeduplicationId(message: FacesQueueMessage, now: number): string {
  if ('regroup' in message) return `regroup.${message.library_id}.${now}`;
  return message.arrived ? `${message.photo_id}.arrived` : message.photo_id;
}

/**
 * A join's messages (its arrived photos, then the regrouping behind them) are a group of their own
 * beside the family's: a relative's 30,000 faces searched at the Rekognition pace would otherwise
 * hold the family's new photos' faces for hours. Searching needs no turn; the regrouping takes the
 * family's grouping lease, so it still never runs beside a photo being grouped.
 */
function messageGroupOf(message: FacesQueueMessage, libraryId: string): string {
  return 'regroup' in message || message.arrived ? `${libraryId}.arrivals` : libraryId;
}
