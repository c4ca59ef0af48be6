import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { DetectFacesMessage } from '@heirloom/shared/contracts/faces';
import type { JobQueue } from '../../ports/job-queue';

/**
 * The faces queue is FIFO: the message group is the photo's library (family), so SQS hands one
 * family's photos over one batch at a time and different families' in parallel; the deduplication
 * id is the photo, so the same photo queued twice within SQS's five-minute window (a processing
 * retry, the backfill meeting a photo still in the queue) is scanned from one message.
 */
export class SqsFacesQueue implements JobQueue<DetectFacesMessage> {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string,
    /** The library a photo is in (null: gone), for senders that know only the photo. */
    private readonly libraryOf: (photoId: string) => Promise<string | null>,
  ) {}

  async send(message: DetectFacesMessage): Promise<void> {
    await this.sendWith(message, message.photo_id);
  }

  /**
   * A fresh copy of a message the consumer could not finish for a reason that is not the photo's
   * (the account's Rekognition rate): a new deduplication id, and its receive count starts again.
   */
  async sendAgain(message: DetectFacesMessage, attempt: string): Promise<void> {
    await this.sendWith(message, `${message.photo_id}.${attempt}`);
  }

  private async sendWith(message: DetectFacesMessage, deduplicationId: string): Promise<void> {
    // A photo already gone has no library: its own group, and the consumer finds nothing to scan.
    const libraryId = message.library_id ?? (await this.libraryOf(message.photo_id)) ?? message.photo_id;
    const body: DetectFacesMessage = { ...message, library_id: libraryId };
    await this.sqs.send(
      new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(body), MessageGroupId: libraryId, MessageDeduplicationId: deduplicationId }),
    );
  }
}
