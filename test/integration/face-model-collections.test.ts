import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetectedFace } from '../../lambdas/adapters/local/human-face-model';
import { HumanFaceRecognition } from '../../lambdas/adapters/local/human-face-recognition';
import { MODEL_COLLECTION_FRESH_MS } from '../../lambdas/runtime/faces-deps';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * The model engine's collections on Lambda (-c faceEngine=model): embeddings in the table, each
 * container keeping a copy of a family's collection for MODEL_COLLECTION_FRESH_MS. Two adapters on
 * one table stand for two containers; what one indexes, the other must find, move and delete.
 * The detector gives each image's bytes as its embedding's direction, so faces are told by image.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

/** A unit embedding along `axis`, or mostly along it and a little along `lean` (cosine 0.99 to the first). */
function embedding(axis: number, lean?: number): Float32Array {
  const vector = new Float32Array(1024);
  vector[axis] = lean === undefined ? 1 : 0.99;
  if (lean !== undefined) vector[lean] = Math.sqrt(1 - 0.99 * 0.99);
  return vector;
}
const detect = async (image: Buffer): Promise<DetectedFace[]> => [
  { box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 }, confidence: 0.99, genderHint: null, quality: { pixels: 200, sharpness: 1, yaw: 0, pitch: 0 }, embedding: embedding(image[0]!, image[1]) },
];
const image = (axis: number, lean?: number) => Buffer.from(lean === undefined ? [axis] : [axis, lean]);

function containers() {
  let now = 1_000_000;
  const clock = { now: () => now, pass: (ms: number) => (now += ms) };
  const options = { detect, freshForMs: MODEL_COLLECTION_FRESH_MS, now: clock.now };
  const table = stack.stack.tableName;
  return { a: new HumanFaceRecognition(stack.documentClient, table, options), b: new HumanFaceRecognition(stack.documentClient, table, options), clock };
}

describe('the model engine\'s collections, shared by containers through the table', () => {
  it('finds a face another container indexed after this one read the collection, and its likeness to faces it knew', async () => {
    const { a, b } = containers();
    const [first] = await a.indexFaces('fam-1', image(10), 'photo-1');
    expect(await b.searchFaces('fam-1', first!.faceId, { limit: 10, minSimilarity: 0.5 })).toEqual([]);
    const [second] = await a.indexFaces('fam-1', image(10, 11), 'photo-2');
    const matches = await b.searchFaces('fam-1', second!.faceId, { limit: 10, minSimilarity: 0.5 });
    expect(matches.map((match) => match.faceId)).toEqual([first!.faceId]);
  });

  it('reads the whole collection again once its copy is older than the freshness window', async () => {
    const { a, b, clock } = containers();
    const [first] = await a.indexFaces('fam-2', image(20), 'photo-1');
    expect(await b.searchFaces('fam-2', first!.faceId, { limit: 10, minSimilarity: 0.5 })).toEqual([]);
    const [twin] = await a.indexFaces('fam-2', image(20, 21), 'photo-2');
    clock.pass(MODEL_COLLECTION_FRESH_MS - 1);
    expect(await b.searchFaces('fam-2', first!.faceId, { limit: 10, minSimilarity: 0.5 }), 'still fresh').toEqual([]);
    clock.pass(1);
    expect((await b.searchFaces('fam-2', first!.faceId, { limit: 10, minSimilarity: 0.5 })).map((match) => match.faceId)).toEqual([twin!.faceId]);
  });

  it('moves a face another container indexed after this one read both collections, keeping its id', async () => {
    const { a, b } = containers();
    await b.searchFaces('fam-3', 'none', { limit: 1, minSimilarity: 0.5 });
    await b.searchFaces('fam-3-joined', 'none', { limit: 1, minSimilarity: 0.5 });
    const [face] = await a.indexFaces('fam-3', image(30), 'photo-1');
    const moved = await b.moveFaces('fam-3', 'fam-3-joined', [{ faceId: face!.faceId, box: face!.box }], async () => Buffer.alloc(0), 'photo-1');
    expect(moved.get(face!.faceId)).toBe(face!.faceId);
    const { a: fresh } = containers();
    const [other] = await fresh.indexFaces('fam-3-joined', image(30, 31), 'photo-2');
    expect((await fresh.searchFaces('fam-3-joined', other!.faceId, { limit: 10, minSimilarity: 0.5 })).map((match) => match.faceId)).toEqual([face!.faceId]);
  });

  it('deletes every face of a collection, those indexed elsewhere since its copy was read included', async () => {
    const { a, b } = containers();
    const [first] = await a.indexFaces('fam-4', image(40), 'photo-1');
    await b.searchFaces('fam-4', first!.faceId, { limit: 1, minSimilarity: 0.5 });
    await a.indexFaces('fam-4', image(40, 41), 'photo-2');
    await b.deleteCollection('fam-4');
    const { a: fresh } = containers();
    const [probe] = await fresh.indexFaces('fam-4', image(40, 42), 'photo-3');
    expect(await fresh.searchFaces('fam-4', probe!.faceId, { limit: 10, minSimilarity: 0.1 })).toEqual([]);
  });

  it('refuses to index where the function does not carry the model', async () => {
    const recognition = new HumanFaceRecognition(stack.documentClient, stack.stack.tableName);
    await expect(recognition.indexFaces('fam-5', image(50), 'photo-1')).rejects.toThrow('only the faces consumer indexes faces');
  });
});
