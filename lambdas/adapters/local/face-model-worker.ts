import { Worker } from 'node:worker_threads';
import type { DetectedFace } from './face-model';
import type { DetectReply, DetectRequest } from './face-model-thread';

/**
 * The local face engine's detector: face-model.ts detectFaces, run in a worker thread.
 *
 * Why a worker: the local runtime (npm start, the tests' stacks) serves the HTTP and WebSocket APIs
 * and runs the queue consumers in one Node process, and the model's inference is synchronous WASM.
 * In that process's thread a detection held every request until it ended (a 660 ms stall on one
 * portrait). On AWS each event has a Lambda of its own, and the faces consumer runs the model in
 * its own thread (detect-faces.ts).
 *
 * One worker for the process, kept on a process-wide symbol whatever copies of this module are
 * loaded, and started on first use so the model loads once; requests queue in it. It holds the
 * process open only while it has work, a worker that died is replaced on the next call, and the
 * local stack's stop() ends it (stopFaceModelWorker).
 */
export function detectFacesInWorker(image: Buffer): Promise<DetectedFace[]> {
  const thread = (holder[THREAD] ??= startThread());
  const id = thread.nextId++;
  // Exactly the image's bytes, copied once and moved to the worker: a Buffer may be a view of a
  // larger shared pool, which must neither be moved nor cloned whole.
  const bytes = new Uint8Array(image);
  return new Promise((resolve, reject) => {
    if (thread.pending.size === 0) thread.worker.ref();
    thread.pending.set(id, { resolve, reject });
    thread.worker.postMessage({ id, image: bytes } satisfies DetectRequest, [bytes.buffer]);
  });
}

/** Ends the worker (detections in flight are rejected); the next detection starts another. */
export async function stopFaceModelWorker(): Promise<void> {
  const thread = holder[THREAD];
  if (!thread) return;
  holder[THREAD] = undefined;
  await thread.worker.terminate();
}

interface ModelThread {
  worker: Worker;
  pending: Map<number, { resolve(faces: DetectedFace[]): void; reject(error: Error): void }>;
  nextId: number;
}

const THREAD = Symbol.for('heirloom.local-face-model.worker');
const holder = globalThis as unknown as Record<symbol, ModelThread | undefined>;

function startThread(): ModelThread {
  const worker = new Worker(bootstrap(), { eval: true });
  const thread: ModelThread = { worker, pending: new Map(), nextId: 1 };
  worker.on('message', (reply: DetectReply) => {
    const request = thread.pending.get(reply.id);
    if (!request) return;
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) worker.unref();
    if ('faces' in reply) request.resolve(reply.faces);
    else request.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }, reply.error.stack ? { stack: reply.error.stack } : {}));
  });
  const fail = (error: Error) => {
    if (holder[THREAD] === thread) holder[THREAD] = undefined;
    for (const request of thread.pending.values()) request.reject(error);
    thread.pending.clear();
  };
  // An uncaught error in the worker comes first, then its exit: its requests fail with the error.
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The face model's worker stopped (exit code ${code})`)));
  worker.unref();
  return thread;
}

/**
 * The worker's entry is TypeScript, so tsx's loader is registered in the worker itself: on Node 20
 * a worker runs a .ts entry with no loader however its parent was started (tsx bin/dev.ts,
 * node --import tsx as the end-to-end tests do, or Vitest).
 */
function bootstrap(): string {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./face-model-thread.ts', import.meta.url).href);
  return `import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`;
}
