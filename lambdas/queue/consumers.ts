/**
 * Queue consumers: one SQS queue (with its own dead-letter queue) per entry. The CDK stack wires
 * each queue to its Lambda with an event source mapping; the local runtime polls the same queues
 * with the same batch size, retries and dead-lettering.
 */
export type QueueName = 'processing' | 'delete' | 'fix' | 'faces' | 'family' | 'imports' | 'importRemoval' | 'messages';

export interface QueueConsumer {
  readonly queue: QueueName;
  readonly handler: string;
  readonly batchSize: number;
  /** Receives before a message moves to the dead-letter queue. */
  readonly maxReceiveCount: number;
  readonly visibilityTimeoutSeconds: number;
  /** The Lambda's own timeout; the visibility timeout must exceed it. */
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /**
   * Most batches in flight at once (the event source's maximum concurrency; AWS accepts 2 to 1000).
   * Background work never takes the account's whole Lambda concurrency from the API, and the
   * local runtime runs the same number of batches at once, so what is measured here is what AWS does.
   */
  readonly maxConcurrency: number;
}

export const queueConsumers: readonly QueueConsumer[] = [
  // A batch may hold videos that take minutes to convert: Lambda's full 15 minutes, and the
  // visibility timeout at six times that, as AWS advises for SQS event sources.
  { queue: 'processing', handler: 'process-upload', batchSize: 10, maxReceiveCount: 3, visibilityTimeoutSeconds: 5400, timeoutSeconds: 900, memoryMb: 3008, maxConcurrency: 20 },
  { queue: 'delete', handler: 'delete-account', batchSize: 1, maxReceiveCount: 5, visibilityTimeoutSeconds: 900, timeoutSeconds: 600, memoryMb: 512, maxConcurrency: 2 },
  // Image correction (spec 000 section 7): {photo_id, fix_type}; one photo is a few seconds of sharp.
  { queue: 'fix', handler: 'fix-image', batchSize: 5, maxReceiveCount: 3, visibilityTimeoutSeconds: 360, timeoutSeconds: 120, memoryMb: 2048, maxConcurrency: 5 },
  // Faces (spec 000 section 7: image processing in batches of 10): {photo_id} from processing and
  // from the backfill; a photo is one IndexFaces plus one SearchFaces per face.
  { queue: 'faces', handler: 'detect-faces', batchSize: 10, maxReceiveCount: 3, visibilityTimeoutSeconds: 720, timeoutSeconds: 120, memoryMb: 1024, maxConcurrency: 5 },
  // Family sharing: a joining member's items move into the family, a leaving one's uploads move
  // out; one message is a whole move, done in pages with a checkpoint, so a retry resumes it.
  { queue: 'family', handler: 'move-family-items', batchSize: 1, maxReceiveCount: 5, visibilityTimeoutSeconds: 900, timeoutSeconds: 600, memoryMb: 512, maxConcurrency: 5 },
  // Photos chosen in the Dropbox, Google and Facebook pickers (spec 001 section 7: batches of 10):
  // one item a message, fetched from the provider into the uploads bucket, each retried alone.
  { queue: 'imports', handler: 'import-external-item', batchSize: 10, maxReceiveCount: 3, visibilityTimeoutSeconds: 1800, timeoutSeconds: 300, memoryMb: 1024, maxConcurrency: 10 },
  // 'Remove this import': one message removes what one GEDCOM file brought in; a retry walks what is left.
  { queue: 'importRemoval', handler: 'remove-import', batchSize: 1, maxReceiveCount: 5, visibilityTimeoutSeconds: 900, timeoutSeconds: 600, memoryMb: 512, maxConcurrency: 2 },
  // Messages (spec 001 sections 2-3): what happened becomes messages for the people it concerns,
  // and those wanted at once are sent (e-mail, SMS, web); a message that keeps failing is dead-lettered.
  { queue: 'messages', handler: 'record-messages', batchSize: 10, maxReceiveCount: 4, visibilityTimeoutSeconds: 180, timeoutSeconds: 60, memoryMb: 512, maxConcurrency: 5 },
];

/** The queue that S3 object-created notifications of the uploads bucket feed. */
export const UPLOAD_EVENTS_QUEUE: QueueName = 'processing';
