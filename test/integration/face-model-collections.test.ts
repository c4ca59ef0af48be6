import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetectedFace } from '../../lambdas/adapters/local/face-model';
import { ModelFaceRecognition } from '../../lambdas/adapters/local/model-face-recognition';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * The model engine's collections on Lambda (-c faceEngine=model): embeddings in the table, each
 * container keeping a copy of a family's collection and bringing it up to date on each search. Two
 * adapters on one table stand for two containers; what one indexes, moves and deletes, the other
 * must find, match and stop matching.
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

/** The real client, counting the items its Queries return (what a container reads). */
function counting(client: DynamoDBDocumentClient): { client: DynamoDBDocumentClient; queried: () => number } {
  let items = 0;
  const send = (async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
    const output = await client.send(command as never);
    if (command instanceof QueryCommand) items += ((output as { Items?: unknown[] }).Items ?? []).length;
    return output;
  }) as DynamoDBDocumentClient['send'];
  return { client: new Proxy(client, { get: (target, key) => (key === 'send' ? send : Reflect.get(target, key)) }), queried: () => items };
}

function containers() {
  // No margin for other clocks: the faces a test makes within a few milliseconds would all be read again.
  const options = { detect, otherWriters: true, newFacesMarginMs: 0 };
  const table = stack.stack.tableName;
  const b = counting(stack.documentClient);
  return { a: new ModelFaceRecognition(stack.documentClient, table, options), b: new ModelFaceRecognition(b.client, table, options), itemsReadByB: b.queried };
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

  it('matches a face another container indexed after this one read the collection, on the next search, reading only the new faces', async () => {
    const { a, b, itemsReadByB } = containers();
    const faces = [];
    for (let axis = 200; axis < 220; axis += 1) faces.push((await a.indexFaces('fam-2', image(axis), `photo-${axis}`))[0]!);
    const [first] = await a.indexFaces('fam-2', image(20), 'photo-1');
    expect(await b.searchFaces('fam-2', first!.faceId, { limit: 10, minSimilarity: 0.5 })).toEqual([]);
    expect(itemsReadByB(), 'the whole collection, once').toBe(faces.length + 1);
    const [twin] = await a.indexFaces('fam-2', image(20, 21), 'photo-2');
    // A match, not only the face searched for: one person is not split between containers.
    expect((await b.searchFaces('fam-2', first!.faceId, { limit: 10, minSimilarity: 0.5 })).map((match) => match.faceId)).toEqual([twin!.faceId]);
    // The newest face held (its id sorts after the time it was made) and the twin; the twenty older ones are not read again.
    expect(itemsReadByB() - (faces.length + 1)).toBe(2);
  });

  it('stops matching a face another container deleted', async () => {
    const { a, b } = containers();
    const [kept] = await a.indexFaces('fam-6', image(60), 'photo-1');
    const [forgotten] = await a.indexFaces('fam-6', image(60, 61), 'photo-2');
    expect((await b.searchFaces('fam-6', kept!.faceId, { limit: 10, minSimilarity: 0.5 })).map((match) => match.faceId)).toEqual([forgotten!.faceId]);
    await a.deleteFaces('fam-6', [forgotten!.faceId]);
    expect(await b.searchFaces('fam-6', kept!.faceId, { limit: 10, minSimilarity: 0.5 })).toEqual([]);
  });

  it('matches a face another container moved in under its old id', async () => {
    const { a, b } = containers();
    const [kept] = await a.indexFaces('fam-7', image(70), 'photo-1');
    // Made before b's newest face, in another library: the Query for new faces alone would miss it.
    const [joining] = await a.indexFaces('fam-7-member', image(70, 71), 'photo-2');
    const [late] = await a.indexFaces('fam-7', image(700), 'photo-3');
    expect(await b.searchFaces('fam-7', late!.faceId, { limit: 10, minSimilarity: 0.5 })).toEqual([]);
    await a.moveFaces('fam-7-member', 'fam-7', [{ faceId: joining!.faceId, box: joining!.box }], async () => Buffer.alloc(0), 'photo-2');
    expect((await b.searchFaces('fam-7', kept!.faceId, { limit: 10, minSimilarity: 0.5 })).map((match) => match.faceId)).toEqual([joining!.faceId]);
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
    const recognition = new ModelFaceRecognition(stack.documentClient, stack.stack.tableName);
    await expect(recognition.indexFaces('fam-5', image(50), 'photo-1')).rejects.toThrow('only the faces consumer indexes faces');
  });
});
