import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { FaceMatch, FaceRecognition, IndexedFace, MovingFace } from '../../ports/faces';
import { SAME_PERSON } from '../../domain/faces/match-rules';
import { cosine } from './face-vectors';
import type { DetectedFace } from './human-face-model';

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
const embeddingOf = (bytes: Uint8Array): Float32Array => new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));

export interface HumanFaceRecognitionOptions {
  /**
   * Runs the model (human-face-model.ts detectFaces). Passed in, so functions that only search,
   * move or delete stored embeddings neither ship nor load it; without one, indexFaces throws.
   */
  readonly detect?: (image: Buffer) => Promise<DetectedFace[]>;
  /**
   * How long a collection read into memory is trusted. Locally one process is the only writer, so
   * forever (the default). On Lambda other containers write too (the next batch of a family may run
   * elsewhere, a move or a Forget in another function): a collection older than this is read again.
   */
  readonly freshForMs?: number;
  readonly now?: () => number;
}

interface CachedCollection {
  readonly faces: Promise<Map<string, Float32Array>>;
  readonly readAt: number;
}

/**
 * A Rekognition collection made of the table: embeddings from the shipped model, stored under one
 * partition per collection, searched by cosine similarity (answered on the shared scale:
 * sharedLikeness). The local stack's face engine, and the AWS stages' with `-c faceEngine=model`.
 * Each collection read is kept in memory (for freshForMs), so a search is one pass over an array
 * rather than a Query.
 */
export class HumanFaceRecognition implements FaceRecognition {
  private readonly collections = new Map<string, CachedCollection>();

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly options: HumanFaceRecognitionOptions = {},
  ) {}

  async indexFaces(collection: string, image: Buffer, imageId: string): Promise<IndexedFace[]> {
    if (!this.options.detect) throw new Error('This function does not carry the face model: only the faces consumer indexes faces');
    const detected = await this.options.detect(image);
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
    // Indexed since the collection was read (another container): read that face alone.
    const probe = faces.get(faceId) ?? (await this.readEmbedding(collection, faceId, faces));
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
      const embedding = target.get(faceId) ?? source.get(faceId) ?? (await this.readEmbedding(to, faceId, target)) ?? (await this.readEmbedding(from, faceId, source));
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
    // Read afresh, whatever is in memory: every face must go.
    const faces = await this.readCollection(collection);
    this.collections.set(collection, { faces: Promise.resolve(faces), readAt: (this.options.now ?? Date.now)() });
    await this.deleteFaces(collection, [...faces.keys()]);
    this.collections.delete(collection);
  }

  /** One stored face, added to the collection in memory when found. */
  private async readEmbedding(collection: string, faceId: string, faces: Map<string, Float32Array>): Promise<Float32Array | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: partitionOf(collection), sk: faceId } }));
    if (!Item) return undefined;
    const embedding = embeddingOf(Item.embedding as Uint8Array);
    faces.set(faceId, embedding);
    return embedding;
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
    const now = (this.options.now ?? Date.now)();
    const cached = this.collections.get(collection);
    const fresh = cached && (this.options.freshForMs === undefined || now - cached.readAt < this.options.freshForMs);
    if (fresh) return cached.faces;
    const faces = this.readCollection(collection);
    const entry = { faces, readAt: now };
    this.collections.set(collection, entry);
    faces.catch(() => {
      if (this.collections.get(collection) === entry) this.collections.delete(collection);
    });
    return faces;
  }

  private async readCollection(collection: string): Promise<Map<string, Float32Array>> {
    const faces = new Map<string, Float32Array>();
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({ TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partitionOf(collection) }, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        faces.set(item.sk as string, embeddingOf(item.embedding as Uint8Array));
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return faces;
  }
}
