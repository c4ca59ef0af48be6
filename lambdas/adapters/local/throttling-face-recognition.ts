import { ProvisionedThroughputExceededException, ThrottlingException } from '@aws-sdk/client-rekognition';
import type { FaceMatch, FaceRecognition, IndexedFace, MovingFace } from '../../ports/faces';

/**
 * A switch for tests: the local face stand-in answers the next N calls as Rekognition does when the
 * account is over its rate. Kept on a process-wide symbol, so a test and the handlers the local
 * runtime loaded in the same process see one switch whatever module copies they hold.
 */
export interface LocalRecognitionThrottle {
  /** The next `calls` calls (of any operation) are throttled. */
  throttleNext(calls: number, as?: 'ThrottlingException' | 'ProvisionedThroughputExceededException'): void;
  /** Calls answered so far, and how many of them were throttled. */
  readonly calls: number;
  readonly throttled: number;
  /** Throttled calls still to come. */
  readonly pending: number;
  /**
   * Runs before each call that is answered (not throttled), e.g. to hold two scans at the same
   * step; null removes it.
   */
  beforeCall(hook: ((operation: RecognitionOperation) => Promise<void>) | null): void;
}

export type RecognitionOperation = 'IndexFaces' | 'SearchFaces' | 'DeleteFaces' | 'MoveFaces' | 'DeleteCollection';

interface ThrottleState {
  calls: number;
  throttled: number;
  pending: number;
  as: 'ThrottlingException' | 'ProvisionedThroughputExceededException';
  hook: ((operation: RecognitionOperation) => Promise<void>) | null;
}

const STATE = Symbol.for('heirloom.local-face-recognition.throttle');

function state(): ThrottleState {
  const holder = globalThis as unknown as Record<symbol, ThrottleState | undefined>;
  return (holder[STATE] ??= { calls: 0, throttled: 0, pending: 0, as: 'ThrottlingException', hook: null });
}

export function localRecognitionThrottle(): LocalRecognitionThrottle {
  const current = state();
  return {
    throttleNext(calls, as = 'ThrottlingException') {
      current.pending = calls;
      current.as = as;
    },
    get calls() {
      return current.calls;
    },
    get throttled() {
      return current.throttled;
    },
    get pending() {
      return current.pending;
    },
    beforeCall(hook) {
      current.hook = hook;
    },
  };
}

/** The local face adapter behind the throttle switch; answers the SDK's own exceptions. */
export class ThrottlingFaceRecognition implements FaceRecognition {
  readonly model: string | undefined;

  constructor(private readonly inner: FaceRecognition) {
    this.model = inner.model;
  }

  reembedFaces(collection: string, image: Buffer, imageId: string, faces: readonly MovingFace[]): Promise<number> {
    if (!this.inner.reembedFaces) throw new Error('This engine keeps its own embeddings');
    return this.answer('IndexFaces', () => this.inner.reembedFaces!(collection, image, imageId, faces));
  }

  indexFaces(collection: string, image: Buffer, imageId: string): Promise<IndexedFace[]> {
    return this.answer('IndexFaces', () => this.inner.indexFaces(collection, image, imageId));
  }

  searchFaces(collection: string, faceId: string, options: { limit: number; minSimilarity: number }): Promise<FaceMatch[]> {
    return this.answer('SearchFaces', () => this.inner.searchFaces(collection, faceId, options));
  }

  deleteFaces(collection: string, faceIds: readonly string[]): Promise<void> {
    return this.answer('DeleteFaces', () => this.inner.deleteFaces(collection, faceIds));
  }

  moveFaces(from: string, to: string, faces: readonly MovingFace[], image: () => Promise<Buffer>, imageId: string): Promise<Map<string, string | null>> {
    return this.answer('MoveFaces', () => this.inner.moveFaces(from, to, faces, image, imageId));
  }

  deleteCollection(collection: string): Promise<void> {
    return this.answer('DeleteCollection', () => this.inner.deleteCollection(collection));
  }

  private async answer<T>(operation: RecognitionOperation, call: () => Promise<T>): Promise<T> {
    const current = state();
    current.calls++;
    if (current.pending > 0) {
      current.pending--;
      current.throttled++;
      const metadata = { httpStatusCode: 400, requestId: `local-throttle-${current.throttled}` };
      throw current.as === 'ThrottlingException'
        ? new ThrottlingException({ message: 'Rate exceeded', $metadata: metadata })
        : new ProvisionedThroughputExceededException({ message: 'Provisioned rate exceeded', $metadata: metadata });
    }
    await current.hook?.(operation);
    return call();
  }
}
