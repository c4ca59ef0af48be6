import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFaces, type DetectedFace } from '../../lambdas/adapters/local/face-model';
import { stopFaceModelWorker } from '../../lambdas/adapters/local/face-model-worker';
import { localFaceDetector, type FaceDetector } from '../../lambdas/runtime/faces-deps';

/**
 * The local runtime serves the API and runs the faces consumer in one process: its face engine
 * detects in a worker thread (face-model-worker.ts), so this thread's event loop keeps turning while
 * the model runs, and the faces found are the ones the model finds in this thread.
 */
const PORTRAIT = resolve('../shared/testdata/photos/immich-test-assets/metadata_faces_portrait.jpg');

let image: Buffer;
let detector: FaceDetector;
let inThread: DetectedFace[];

beforeAll(async () => {
  image = readFileSync(PORTRAIT);
  detector = await localFaceDetector();
  // Both models loaded before anything is counted: the in-thread one here, the worker's by a first detection.
  inThread = await detectFaces(image);
  await detector(image);
}, 120_000);

afterAll(() => stopFaceModelWorker());

/**
 * What the event loop did while `work` ran: how many times a setTimeout(0) came round, and the share
 * of the time the loop was busy (event loop utilization) rather than waiting.
 */
async function loopDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number; busy: number }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns++;
    setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  const before = performance.eventLoopUtilization();
  try {
    const result = await work();
    return { result, turns, busy: performance.eventLoopUtilization(before).utilization };
  } finally {
    running = false;
  }
}

describe("the local face engine's detector", () => {
  it('keeps the event loop turning while it detects, and finds what the model finds in this thread', async () => {
    // Prepare: the same detection in this thread, as the baseline (the loop waits on each synchronous inference).
    const here = await loopDuring(() => detectFaces(image));
    const size = image.length;

    // Act
    const there = await loopDuring(() => detector(image));

    // Assess: the loop turned many times more and was mostly idle (in this thread: ~25-45 turns, ~0.96 busy).
    console.log(`event loop during a detection: in this thread ${here.turns} turns, ${here.busy.toFixed(2)} busy; in the worker ${there.turns} turns, ${there.busy.toFixed(2)} busy`);
    expect(there.turns).toBeGreaterThan(5 * here.turns);
    expect(there.busy).toBeLessThan(0.5);
    expect(image.length).toBe(size);
    expect(there.result).toHaveLength(inThread.length);
    expect(inThread.length).toBeGreaterThan(0);
    for (const [i, face] of there.result.entries()) {
      const expected = inThread[i]!;
      for (const side of ['left', 'top', 'width', 'height'] as const) expect(face.box[side]).toBeCloseTo(expected.box[side], 4);
      expect(face.confidence).toBeCloseTo(expected.confidence, 4);
      expect(face.genderHint).toBe(expected.genderHint);
      expect(face.quality).toEqual(expected.quality);
      expect(face.embedding).toBeInstanceOf(Float32Array);
      expect(face.embedding).toHaveLength(expected.embedding.length);
      for (const [j, value] of face.embedding.entries()) expect(value).toBeCloseTo(expected.embedding[j]!, 5);
    }
  });

  it("rejects with the model's own message when the image cannot be read", async () => {
    const notAnImage = Buffer.from('not an image');
    const inThreadError = await detectFaces(notAnImage).then(() => null, (error: Error) => error);

    expect(inThreadError?.message).toBeTruthy();
    await expect(detector(notAnImage)).rejects.toThrow(inThreadError!.message);
  });

  it('replaces a worker that stopped on the next detection', async () => {
    const cut = detector(image);
    await stopFaceModelWorker();

    await expect(cut).rejects.toThrow("The face model's worker stopped");
    expect(await detector(image)).toHaveLength(inThread.length);
  }, 120_000);
});
