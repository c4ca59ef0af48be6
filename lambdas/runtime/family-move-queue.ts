import type { FamilyMoveMessage } from '@heirloom/shared/contracts/queue';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import { sqsClient } from './clients';
import { readEnv } from './env';

/** The family queue (moves into and out of families); sent to by sharing, the mover itself and the re-drive job. */
export const familyMoveQueue = () => new SqsJobQueue<FamilyMoveMessage>(sqsClient(), readEnv('familyQueueUrl'));
