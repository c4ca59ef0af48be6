import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { decodeTime, encodeTime, ulid } from 'ulid';
import type { FaceMatch, FaceRecognition, IndexedFace, MovingFace } from '../../ports/faces';
import { intersectionOverUnion } from '../../domain/faces/box-overlap';
import { SAME_PERSON, SAME_PICTURE } from '../../domain/faces/match-rules';
import { cosine, FACE_MODEL_ID } from './face-vectors';
import type { DetectedFace } from './face-model';

/**
 * How a model's cosine similarity maps onto the shared scale (domain/faces/match-rules.ts). The two
 * marks the rules decide at are pinned to the model's cosines: two clear faces of one person
 * (SAME_PERSON) and two copies of one picture (SAME_PICTURE). Near SAME_PERSON, `cosinePerStep` of
 * cosine is one step of the shared scale, so the rules' margins mean the same share of a model's
 * spread between one person and two.
 */
export interface CosineCalibration {
  readonly samePersonCosine: number;
  readonly cosinePerStep: number;
  readonly samePictureCosine: number;
}

/**
 * The shipped model (face-model.ts, dlib's ResNet), calibrated on the labelled set and its generated
 * harder copies (../shared/testdata/photos/faces, `npx tsx test/bench/run.ts faces`): different
 * people's pairs sit around 0.83, 99% of them below 0.90 (the closest 0.92); one person's other
 * photos around 0.94; a copy of one picture (greyscale, blurred, shrunk, turned) around 0.96-0.99.
 * Its spread between one person and two is under a third of the scale's, which the rules' margins
 * were set on. Neighbours of these values give the same groups there (0.89 or 0.90; a step of 0.3
 * or 0.4); copies pinned at 0.985 rather than 0.975 let a picture shrunk and blurred five times
 * over count as five faces, and the regrouping then joined two people at 0.89.
 */
export const MODEL_CALIBRATION: CosineCalibration = { samePersonCosine: 0.9, cosinePerStep: 0.3, samePictureCosine: 0.975 };

/** Up to SAME_PERSON + KNEE_STEPS the scale follows the cosine one step for cosinePerStep; above, it is pinned at SAME_PICTURE. */
const KNEE_STEPS = 0.1;

/** A calibration's two directions: cosine to the shared scale, and back (the least cosine a search at a shared likeness must return). */
export function likenessScale({ samePersonCosine, cosinePerStep, samePictureCosine }: CosineCalibration) {
  // Three straight pieces through these points: steps near SAME_PERSON, then up to the copies' mark, then to 1.
  const points: Array<[cosine: number, shared: number]> = [
    [samePersonCosine, SAME_PERSON],
    [samePersonCosine + KNEE_STEPS * cosinePerStep, SAME_PERSON + KNEE_STEPS],
    [samePictureCosine, SAME_PICTURE],
    [1, 1],
  ];
  const along = (value: number, from: 0 | 1, to: 0 | 1): number => {
    const piece = points.findIndex((point, i) => i > 0 && value <= point[from]);
    const [low, high] = piece < 0 ? [points[2]!, points[3]!] : [points[Math.max(0, piece - 1)]!, points[Math.max(1, piece)]!];
    return low[to] + ((value - low[from]) * (high[to] - low[to])) / (high[from] - low[from]);
  };
  return {
    toShared: (cosine: number): number => Math.max(0, Math.min(1, along(cosine, 0, 1))),
    toCosine: (shared: number): number => along(shared, 1, 0),
  };
}

const modelScale = likenessScale(MODEL_CALIBRATION);
/** The shipped model's cosine on the shared scale. */
export const sharedLikeness = modelScale.toShared;
const cosineFor = modelScale.toCosine;

const partitionOf = (collection: string) => `facecoll#${collection}`;

/** How much a face found again must overlap a known face's box (intersection over union) to be it. */
const SAME_FACE_OVERLAP = 0.4;


/**
 * How far before the newest face a container holds it asks again for faces (their ids are ULIDs, so
 * sort by the time they were made): another container's clock may run behind, and a face's id is
 * made before its item is written and readable. Faces in this margin are read again on each search.
 */
export const NEW_FACES_MARGIN_MS = 5_000;
/**
 * The item that says a collection lost faces or gained old ones (a deletion, a move in, which keeps
 * the face's id): its value changes with each such write. Its key sorts after every ULID, so the
 * Query for new faces returns it too; a container that sees a value it did not read its copy under
 * reads the whole collection again.
 */
const CHANGED_SK = '~changed';
const embeddingOf = (bytes: Uint8Array): Float32Array => new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));

export interface ModelFaceRecognitionOptions {
  /**
   * Runs the model (face-model.ts detectFaces). Passed in, so functions that only search,
   * move or delete stored embeddings neither ship nor load it; without one, indexFaces throws.
   */
  readonly detect?: (image: Buffer) => Promise<DetectedFace[]>;
  /**
   * Whether other processes write the collections. Locally one process is the only writer, so a
   * collection read once stays true (the default). On Lambda other containers write too (the next
   * batch of a family may run elsewhere, a move or a Forget in another function): each search first
   * reads the faces made since the newest one held, and the change item (CHANGED_SK).
   */
  readonly otherWriters?: boolean;
  /** NEW_FACES_MARGIN_MS, but for tests that make faces a container must see only by the change item. */
  readonly newFacesMarginMs?: number;
}

interface CachedCollection {
  readonly faces: Map<string, Float32Array>;
  /** Time (ms) of the newest face id held. */
  newest: number;
  /** The change item's value when the copy was read. */
  readonly changed: string | undefined;
}

/**
 * A Rekognition collection made of the table: embeddings from the shipped model, stored under one
 * partition per collection, searched by cosine similarity (answered on the shared scale:
 * sharedLikeness). The local stack's face engine, and the AWS stages' with `-c faceEngine=model`.
 * Each collection read is kept in memory, so a search is one pass over an array and, with other
 * writers, one small Query for what changed rather than the whole partition.
 */
export class ModelFaceRecognition implements FaceRecognition {
  private readonly collections = new Map<string, Promise<CachedCollection>>();
  readonly model = FACE_MODEL_ID;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly options: ModelFaceRecognitionOptions = {},
  ) {}

  async indexFaces(collection: string, image: Buffer, imageId: string): Promise<IndexedFace[]> {
    if (!this.options.detect) throw new Error('This function does not carry the face model: only the faces consumer indexes faces');
    const detected = await this.options.detect(image);
    const held = await this.collection(collection);
    const indexed: IndexedFace[] = [];
    for (const face of detected) {
      const faceId = ulid();
      await this.putEmbedding(collection, faceId, imageId, face.embedding);
      held.faces.set(faceId, face.embedding);
      held.newest = Math.max(held.newest, decodeTime(faceId));
      indexed.push({ faceId, box: face.box, confidence: face.confidence, genderHint: face.genderHint, quality: face.quality });
    }
    return indexed;
  }

  /**
   * A photo's faces embedded again by the current model (a stage upgraded from an earlier one):
   * each known face takes the embedding of the face now found that overlaps its box most, and keeps
   * its id, so its person, its group and the family's namings stay as they were.
   */
  async reembedFaces(collection: string, image: Buffer, imageId: string, faces: readonly MovingFace[]): Promise<number> {
    if (!this.options.detect || !faces.length) return 0;
    const detected = await this.options.detect(image);
    const held = await this.collection(collection);
    let embedded = 0;
    for (const face of faces) {
      const best = detected.map((found) => ({ found, overlap: intersectionOverUnion(found.box, face.box) })).sort((a, b) => b.overlap - a.overlap)[0];
      if (!best || best.overlap < SAME_FACE_OVERLAP) continue;
      await this.putEmbedding(collection, face.faceId, imageId, best.found.embedding);
      held.faces.set(face.faceId, best.found.embedding);
      embedded++;
    }
    // Other containers hold the old embeddings: they read the collection again.
    if (embedded) await this.markChanged(collection);
    return embedded;
  }

  async searchFaces(collection: string, faceId: string, options: { limit: number; minSimilarity: number }): Promise<FaceMatch[]> {
    const { faces } = await this.collection(collection, { upToDate: true });
    // Not held though it was asked for (made within the margin elsewhere and not yet readable by
    // the Query, or moved in without its change item seen yet): read that face alone.
    const probe = faces.get(faceId) ?? (await this.readEmbedding(collection, faceId, faces));
    if (!probe) return [];
    const matches: FaceMatch[] = [];
    const least = cosineFor(options.minSimilarity);
    for (const [otherId, embedding] of faces) {
      // A face an earlier model embedded (another length) is not comparable: it matches nothing.
      if (otherId === faceId || embedding.length !== probe.length) continue;
      const similarity = cosine(probe, embedding);
      if (similarity >= least) matches.push({ faceId: otherId, similarity: sharedLikeness(similarity) });
    }
    return matches.sort((a, b) => b.similarity - a.similarity).slice(0, options.limit);
  }

  async deleteFaces(collection: string, faceIds: readonly string[]): Promise<void> {
    if (!faceIds.length) return;
    const { faces } = await this.collection(collection);
    await this.deleteItems(collection, faceIds);
    for (const id of faceIds) faces.delete(id);
    await this.markChanged(collection);
  }

  /** Embeddings move as they are, so every face keeps its id (no model run). */
  async moveFaces(from: string, to: string, moving: readonly MovingFace[], _image: () => Promise<Buffer>, imageId: string): Promise<Map<string, string | null>> {
    const [{ faces: source }, { faces: target }] = await Promise.all([this.collection(from), this.collection(to)]);
    let movedIn = false;
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
        movedIn = true;
      }
      ids.set(faceId, faceId);
    }
    // Older than the newest faces other containers hold: they learn of it from the change item.
    if (movedIn) await this.markChanged(to);
    await this.deleteFaces(from, moving.map((face) => face.faceId));
    return ids;
  }

  async deleteCollection(collection: string): Promise<void> {
    // Read afresh, whatever is in memory: every face must go, and the change item with them.
    const { faces } = await this.readCollection(collection);
    this.collections.delete(collection);
    await this.deleteItems(collection, [...faces.keys(), CHANGED_SK]);
  }

  private async deleteItems(collection: string, sks: readonly string[]): Promise<void> {
    for (let i = 0; i < sks.length; i += 25) {
      const chunk = sks.slice(i, i + 25);
      await this.client.send(
        new BatchWriteCommand({ RequestItems: { [this.table]: chunk.map((sk) => ({ DeleteRequest: { Key: { pk: partitionOf(collection), sk } } })) } }),
      );
    }
  }

  /** Written after the faces it tells of, so a container that sees it can read them. */
  private async markChanged(collection: string): Promise<void> {
    if (!this.options.otherWriters) return;
    await this.client.send(new PutCommand({ TableName: this.table, Item: { pk: partitionOf(collection), sk: CHANGED_SK, change: ulid() } }));
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

  /**
   * The collection as held in memory, read whole the first time. `upToDate` (with other writers):
   * first adds the faces made since the newest held (one Query, usually a few items), and reads the
   * whole collection again if the change item says faces went or old ones came.
   */
  private async collection(collection: string, { upToDate = false } = {}): Promise<CachedCollection> {
    const cached = this.collections.get(collection);
    if (!cached) return this.remember(collection, this.readCollection(collection));
    const held = await cached;
    if (!upToDate || !this.options.otherWriters) return held;
    const changed = await this.addNewFaces(collection, held);
    if (changed === held.changed) return held;
    // The change value read before the whole collection: a change written meanwhile shows next time.
    return this.remember(collection, this.readCollection(collection, changed));
  }

  private remember(collection: string, reading: Promise<CachedCollection>): Promise<CachedCollection> {
    this.collections.set(collection, reading);
    reading.catch(() => {
      if (this.collections.get(collection) === reading) this.collections.delete(collection);
    });
    return reading;
  }

  /** Adds the faces made since the newest held (less the margin); answers the change item's value. */
  private async addNewFaces(collection: string, held: CachedCollection): Promise<string | undefined> {
    let changed: string | undefined;
    const after = encodeTime(Math.max(0, held.newest - (this.options.newFacesMarginMs ?? NEW_FACES_MARGIN_MS)), 10);
    await this.queryPartition(collection, after, (sk, item) => {
      if (sk === CHANGED_SK) changed = item.change as string;
      else {
        held.faces.set(sk, embeddingOf(item.embedding as Uint8Array));
        held.newest = Math.max(held.newest, decodeTime(sk));
      }
    });
    return changed;
  }

  /**
   * The whole collection. The change item is read first (unless given, read just before), so any
   * change written after it shows as a new value on a later search.
   */
  private async readCollection(collection: string, changed?: string): Promise<CachedCollection> {
    if (changed === undefined && this.options.otherWriters) {
      const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: partitionOf(collection), sk: CHANGED_SK } }));
      changed = Item?.change as string | undefined;
    }
    const held: CachedCollection = { faces: new Map(), newest: 0, changed };
    await this.queryPartition(collection, undefined, (sk, item) => {
      if (sk === CHANGED_SK) return;
      held.faces.set(sk, embeddingOf(item.embedding as Uint8Array));
      held.newest = Math.max(held.newest, decodeTime(sk));
    });
    return held;
  }

  /** Every item of the collection's partition, or those whose key sorts after `after`. */
  private async queryPartition(collection: string, after: string | undefined, onItem: (sk: string, item: Record<string, unknown>) => void): Promise<void> {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: after === undefined ? 'pk = :pk' : 'pk = :pk AND sk > :after',
          ExpressionAttributeValues: after === undefined ? { ':pk': partitionOf(collection) } : { ':pk': partitionOf(collection), ':after': after },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) onItem(item.sk as string, item);
      start = page.LastEvaluatedKey;
    } while (start);
  }
}
