import type { FaceMatch, FaceRecognition, IndexedFace, MovingFace } from '../ports/faces';
import type { CallPacer } from '../runtime/call-pacer';

/**
 * What Rekognition answers when the account's calls a second are over its quota
 * (ProvisionedThroughputExceededException) or the service sheds load (ThrottlingException);
 * the SDK marks both `$retryable.throttling`.
 */
const THROTTLING_ERRORS = new Set(['ThrottlingException', 'ProvisionedThroughputExceededException', 'TooManyRequestsException']);

export function isThrottling(error: unknown): boolean {
  const e = error as { name?: string; $retryable?: { throttling?: boolean } } | null;
  return Boolean(e && (THROTTLING_ERRORS.has(e.name ?? '') || e.$retryable?.throttling === true));
}

/**
 * A call still throttled after its retries: the account is busy. The faces consumer hands the
 * photo back to its queue for later (never to the dead-letter queue), see lambdas/queue/detect-faces.ts.
 */
export class RecognitionThrottledError extends Error {
  constructor(readonly operation: string, cause: unknown) {
    super(`Face recognition is throttled (${operation}); the photo will be scanned later`, { cause });
    this.name = 'RecognitionThrottledError';
  }
}

export interface ThrottleRetryPolicy {
  /** Tries of one call, the first included. */
  attempts: number;
  /** Backoff before the n-th retry: a random share (full jitter) of min(maxDelayMs, baseDelayMs × 2^(n-1)). */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * A few seconds at most per call (3 retries, ≤ 0.5 + 1 + 2 s): a photo's scan stays well inside the
 * consumer's timeout, and a longer busy spell is waited out by the queue rather than by a Lambda.
 */
export const DEFAULT_THROTTLE_RETRIES: ThrottleRetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 2_000 };

/**
 * Every face recognition call of a container goes through one pacer (at most the container's share
 * of the account's rate, see lambdas/runtime/rekognition-pace.ts) and is retried with backoff when
 * throttled; past its retries it fails with RecognitionThrottledError. Works over either adapter, so
 * the local throttling stand-in exercises the code AWS runs.
 */
export class PacedFaceRecognition implements FaceRecognition {
  readonly model: string | undefined;

  constructor(
    private readonly inner: FaceRecognition,
    private readonly pacer: CallPacer,
    private readonly retries: ThrottleRetryPolicy = DEFAULT_THROTTLE_RETRIES,
    private readonly random: () => number = Math.random,
  ) {
    this.model = inner.model;
  }

  reembedFaces(collection: string, image: Buffer, imageId: string, faces: readonly MovingFace[]): Promise<number> {
    if (!this.inner.reembedFaces) throw new Error('This engine keeps its own embeddings');
    return this.call('IndexFaces', 1, () => this.inner.reembedFaces!(collection, image, imageId, faces));
  }

  indexFaces(collection: string, image: Buffer, imageId: string): Promise<IndexedFace[]> {
    return this.call('IndexFaces', 1, () => this.inner.indexFaces(collection, image, imageId));
  }

  searchFaces(collection: string, faceId: string, options: { limit: number; minSimilarity: number }): Promise<FaceMatch[]> {
    return this.call('SearchFaces', 1, () => this.inner.searchFaces(collection, faceId, options));
  }

  deleteFaces(collection: string, faceIds: readonly string[]): Promise<void> {
    // Rekognition deletes up to 4,096 faces a call.
    return this.call('DeleteFaces', Math.max(1, Math.ceil(faceIds.length / 4096)), () => this.inner.deleteFaces(collection, faceIds));
  }

  moveFaces(from: string, to: string, faces: readonly MovingFace[], image: () => Promise<Buffer>, imageId: string): Promise<Map<string, string | null>> {
    // One IndexFaces in the new collection and two DeleteFaces (the unclaimed there, the moved here).
    return this.call('MoveFaces', faces.length ? 3 : 0, () => this.inner.moveFaces(from, to, faces, image, imageId));
  }

  deleteCollection(collection: string): Promise<void> {
    return this.call('DeleteCollection', 1, () => this.inner.deleteCollection(collection));
  }

  private async call<T>(operation: string, cost: number, send: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await this.pacer.wait(cost);
      try {
        return await send();
      } catch (error) {
        if (!isThrottling(error)) throw error;
        if (attempt >= this.retries.attempts) throw new RecognitionThrottledError(operation, error);
        const ceiling = Math.min(this.retries.maxDelayMs, this.retries.baseDelayMs * 2 ** (attempt - 1));
        // The whole container waits: its other calls would only meet the same answer.
        this.pacer.pause(Math.round(this.random() * ceiling));
      }
    }
  }
}
