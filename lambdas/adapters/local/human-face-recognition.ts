import { BatchWriteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { FaceMatch, FaceRecognition, IndexedFace, MovingFace } from '../../ports/faces';
import { SAME_PERSON } from '../../domain/faces/match-rules';
import { cosine, detectFaces } from './human-face-model';

/**
 * The model's cosine similarity at which two clear faces count as the same person: SAME_PERSON on
 * the shared scale (domain/faces/match-rules.ts). Calibrated on the labelled set
 * (../shared/testdata/photos/faces, `npx tsx test/bench/run.ts faces`): no different-person pair of
 * its photos reaches 0.55 (the closest is 0.53), while same-person pairs go down to 0.37, so the
 * grouping rules, not one pair, find those.
 */
export const LOCAL_SAME_PERSON_COSINE = 0.55;

/** From this cosine up, pairs are the same person beyond doubt and the scale is compressed. */
const KNEE_COSINE = LOCAL_SAME_PERSON_COSINE + 0.1;
const KNEE_SHARED = SAME_PERSON + 0.1;

/**
 * Cosine to the shared scale: shifted so LOCAL_SAME_PERSON_COSINE lands on SAME_PERSON, one for one
 * where decisions are made (a margin of 0.02 in the rules is 0.02 of cosine), and the rest up to 1
 * squeezed into the top of the scale, so the same picture twice is still told from two pictures.
 */
export function sharedLikeness(cosine: number): number {
  const shared = cosine <= KNEE_COSINE ? cosine - LOCAL_SAME_PERSON_COSINE + SAME_PERSON : KNEE_SHARED + ((cosine - KNEE_COSINE) * (1 - KNEE_SHARED)) / (1 - KNEE_COSINE);
  return Math.max(0, Math.min(1, shared));
}
const cosineFor = (shared: number): number =>
  shared <= KNEE_SHARED ? shared - SAME_PERSON + LOCAL_SAME_PERSON_COSINE : KNEE_COSINE + ((shared - KNEE_SHARED) * (1 - KNEE_COSINE)) / (1 - KNEE_SHARED);

const partitionOf = (collection: string) => `facecoll#${collection}`;

/**
 * The local stand-in for a Rekognition collection: embeddings from the shipped model, stored in
 * the app's table under one partition per collection, searched by cosine similarity
 * (answered on the shared scale: sharedLikeness). A process
 * keeps each collection it has read in memory (the local runtime is one process, and it is the
 * only writer), so a search is one pass over an array rather than a Query.
 */
export class HumanFaceRecognition implements FaceRecognition {
  private readonly collections = new Map<string, Promise<Map<string, Float32Array>>>();

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async indexFaces(collection: string, image: Buffer, imageId: string): Promise<IndexedFace[]> {
    const detected = await detectFaces(image);
    const faces = await this.collection(collection);
    const indexed: IndexedFace[] = [];
    for (const face of detected) {
      const faceId = ulid();
      await this.putEmbedding(collection, faceId, imageId, face.embedding);
      faces.set(faceId, face.embedding);
      indexed.push({ faceId, box: face.box, confidence: face.confidence, genderHint: face.genderHint, quality: face.quality });
    }
    return indexed;
  }

  async searchFaces(collection: string, faceId: string, options: { limit: number; minSimilarity: number }): Promise<FaceMatch[]> {
    const faces = await this.collection(collection);
    const probe = faces.get(faceId);
    if (!probe) return [];
    const matches: FaceMatch[] = [];
    const least = cosineFor(options.minSimilarity);
    for (const [otherId, embedding] of faces) {
      if (otherId === faceId) continue;
      const similarity = cosine(probe, embedding);
      if (similarity >= least) matches.push({ faceId: otherId, similarity: sharedLikeness(similarity) });
    }
    return matches.sort((a, b) => b.similarity - a.similarity).slice(0, options.limit);
  }

  async deleteFaces(collection: string, faceIds: readonly string[]): Promise<void> {
    const faces = await this.collection(collection);
    for (let i = 0; i < faceIds.length; i += 25) {
      const chunk = faceIds.slice(i, i + 25);
      await this.client.send(
        new BatchWriteCommand({ RequestItems: { [this.table]: chunk.map((sk) => ({ DeleteRequest: { Key: { pk: partitionOf(collection), sk } } })) } }),
      );
      for (const id of chunk) faces.delete(id);
    }
  }

  /** Embeddings move as they are, so every face keeps its id (no model run). */
  async moveFaces(from: string, to: string, moving: readonly MovingFace[], _image: () => Promise<Buffer>, imageId: string): Promise<Map<string, string | null>> {
    const [source, target] = await Promise.all([this.collection(from), this.collection(to)]);
    const ids = new Map<string, string | null>();
    for (const { faceId } of moving) {
      const embedding = target.get(faceId) ?? source.get(faceId);
      if (!embedding) {
        ids.set(faceId, null);
        continue;
      }
      if (!target.has(faceId)) {
        await this.putEmbedding(to, faceId, imageId, embedding);
        target.set(faceId, embedding);
      }
      ids.set(faceId, faceId);
    }
    await this.deleteFaces(from, moving.map((face) => face.faceId));
    return ids;
  }

  async deleteCollection(collection: string): Promise<void> {
    const faces = await this.collection(collection);
    await this.deleteFaces(collection, [...faces.keys()]);
    this.collections.delete(collection);
  }

  private async putEmbedding(collection: string, faceId: string, imageId: string, embedding: Float32Array): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: partitionOf(collection), sk: faceId, imageId, embedding: Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength) },
      }),
    );
  }

  private collection(collection: string): Promise<Map<string, Float32Array>> {
    let loaded = this.collections.get(collection);
    if (!loaded) {
      loaded = this.readCollection(collection);
      this.collections.set(collection, loaded);
      loaded.catch(() => this.collections.delete(collection));
    }
    return loaded;
  }

  private async readCollection(collection: string): Promise<Map<string, Float32Array>> {
    const faces = new Map<string, Float32Array>();
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({ TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partitionOf(collection) }, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        const bytes = item.embedding as Uint8Array;
        faces.set(item.sk as string, new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return faces;
  }
}
