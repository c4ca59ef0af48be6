/**
 * Queue consumers: one SQS queue (with its own dead-letter queue) per entry. The CDK stack wires
 * each queue to its Lambda with an event source mapping; the local runtime polls the same queues
 * with the same batch size, retries and dead-lettering.
 */
export type QueueName = 'processing' | 'videos' | 'archives' | 'gedcomImports' | 'delete' | 'fix' | 'faces' | 'family' | 'imports' | 'importRemoval' | 'messages' | 'exports' | 'downloads';

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
  /**
   * A FIFO queue (and dead-letter queue): senders give a message group, SQS hands a group's
   * messages over in order and one batch at a time, and different groups in parallel.
   */
  readonly fifo?: boolean;
}

export const queueConsumers: readonly QueueConsumer[] = [
  // Uploads, one queue per kind of work (lambdas/domain/uploads/README.md): S3 notifies 'processing',
  // whose consumer makes photos and documents (seconds each, ten to a batch) and hands every other
  // kind on to its own queue after one read of the upload record, so a family's videos, archive or
  // family tree never stand in front of another family's photo.
  // Ten photos take seconds; ten 500-page PDFs in one batch about ten minutes: Lambda's full 15.
  { queue: 'processing', handler: 'process-upload', batchSize: 10, maxReceiveCount: 3, visibilityTimeoutSeconds: 5400, timeoutSeconds: 900, memoryMb: 3008, maxConcurrency: 20 },
  // One video a batch: a 4K transcode takes minutes and ~550 MB, so ten videos uploaded together are
  // ten invocations side by side, each with Lambda's full 15 minutes and 10 GB of /tmp.
  { queue: 'videos', handler: 'process-video', batchSize: 1, maxReceiveCount: 3, visibilityTimeoutSeconds: 5400, timeoutSeconds: 900, memoryMb: 3008, maxConcurrency: 10 },
  // Archives are imported in slices (ARCHIVE_SLICE_ENTRIES entries or ARCHIVE_SLICE_MS, whichever
  // first), each slice one message that queues the next: a 20,000-entry zip holds a worker for
  // about a minute at a time, and other families' archives take turns with it.
  { queue: 'archives', handler: 'process-archive', batchSize: 1, maxReceiveCount: 3, visibilityTimeoutSeconds: 5400, timeoutSeconds: 900, memoryMb: 3008, maxConcurrency: 5 },
  // A GEDCOM file's import (two streamed passes over the file; minutes for the largest trees).
  { queue: 'gedcomImports', handler: 'import-gedcom-upload', batchSize: 1, maxReceiveCount: 3, visibilityTimeoutSeconds: 5400, timeoutSeconds: 900, memoryMb: 3008, maxConcurrency: 5 },
  { queue: 'delete', handler: 'delete-account', batchSize: 1, maxReceiveCount: 5, visibilityTimeoutSeconds: 900, timeoutSeconds: 600, memoryMb: 512, maxConcurrency: 2 },
  // Image correction (spec 000 section 7): {photo_id, fix_type}; one photo is a few seconds of sharp.
  { queue: 'fix', handler: 'fix-image', batchSize: 5, maxReceiveCount: 3, visibilityTimeoutSeconds: 360, timeoutSeconds: 120, memoryMb: 2048, maxConcurrency: 5 },
  // Faces (spec 000 section 7: image processing in batches of 10): {photo_id, library_id} from
  // processing and from the backfill; a photo is one IndexFaces plus one SearchFaces per face.
  // FIFO with the family as message group: one family's photos are grouped in turn, families side
  // by side. maxConcurrency × the pace of each container stays under the account's Rekognition
  // rate (lambdas/runtime/rekognition-pace.ts); a photo Rekognition keeps throttling waits in the
  // queue and is never dead-lettered for it (detect-faces.ts).
  { queue: 'faces', handler: 'detect-faces', batchSize: 10, maxReceiveCount: 5, visibilityTimeoutSeconds: 720, timeoutSeconds: 120, memoryMb: 1024, maxConcurrency: 5, fifo: true },
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
  // GEDCOM exports (lambdas/domain/gedcom-export): one family's tree a message, streamed into S3 in
  // parts (a 100,000-person tree is ~28 MiB of text); the export holds compact maps of the whole
  // tree in memory while it writes, so it gets room, Lambda's full 15 minutes and few slots.
  { queue: 'exports', handler: 'export-gedcom', batchSize: 1, maxReceiveCount: 3, visibilityTimeoutSeconds: 5400, timeoutSeconds: 900, memoryMb: 2048, maxConcurrency: 3 },
  // Downloads of a selection (lambdas/domain/photo-downloads): one zip a message, the originals
  // streamed through in parts (nothing held but the chunk in flight); a zip longer than one run
  // hands over to a fresh message at the back of the queue after two minutes (runtime/export-deps.ts),
  // so other families' zips take turns with it and a small one waits at most about that long.
  { queue: 'downloads', handler: 'zip-photos', batchSize: 1, maxReceiveCount: 3, visibilityTimeoutSeconds: 5400, timeoutSeconds: 900, memoryMb: 1024, maxConcurrency: 5 },
];

/** The queue that S3 object-created notifications of the uploads bucket feed. */
export const UPLOAD_EVENTS_QUEUE: QueueName = 'processing';
