import { parentPort } from 'node:worker_threads';
import { detectFaces, type DetectedFace } from './face-model';

/** An image for the worker, its bytes moved (not copied) into the worker's thread. */
export interface DetectRequest {
  id: number;
  image: Uint8Array;
}

/** The faces found in request `id`'s image, or why they could not be. */
export type DetectReply = { id: number; faces: DetectedFace[] } | { id: number; error: { name: string; message: string; stack?: string } };

/**
 * The face model's worker thread (started by face-model-worker.ts): detects the faces in each
 * image posted to it and answers with them. detectFaces runs one detection at a time itself.
 */
const port = parentPort;
if (!port) throw new Error('face-model-thread.ts runs as a worker thread (face-model-worker.ts starts it)');

port.on('message', ({ id, image }: DetectRequest) => {
  detectFaces(Buffer.from(image.buffer, image.byteOffset, image.byteLength)).then(
    (faces) => port.postMessage({ id, faces } satisfies DetectReply),
    (error: unknown) => {
      const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id, error: { name, message, stack } } satisfies DetectReply);
    },
  );
});
