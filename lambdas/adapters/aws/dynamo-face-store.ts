import { BatchGetCommand, BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { recognitionIdOf, type FaceRecord, type FaceScanRecord, type UnnamedPersonRecord } from '../../domain/faces/records';
import { faceOrderKey } from '../../domain/faces/merged-photo-pages';
import { isConditionalCheckFailure } from './conditional-check';
import type { WaitingName } from '../../domain/faces/waiting-names';
import { viewOf, type LibraryScope } from '../../domain/library/access';
import type { FacePage, FaceStore, RegroupDue } from '../../ports/face-store';
import { OWNER_INDEX_NAME, ownerPartition } from './entities/owner-index';
import { queryAll, queryPage, type Item } from './dynamo-library-query';
import { libraryPage } from './dynamo-merged-query';

/**
 * Faces in the single table. Four small access patterns, written as plain keyed items (the
 * library's query helpers give the cursors their checks):
 *  - a face            pk faces#<owner>#face#<faceId>           sk face
 *  - a photo's faces   gsi1 faces#<owner>#photo#<photoId>       faceId
 *  - a person's faces  gsi2 faces#<owner>#person#<id|none>      <photo date>#<photoId>#<faceId> (newest first)
 *  - scan marker       pk faces#<owner>#photo#<photoId>         sk scan
 *  - waiting names     pk faces#<owner>#photo#<photoId>         sk names (a file's regions, until the faces are found)
 *  - unnamed people    pk faces#<owner>#unnamed                 sk <personId>
 *  - collection alias  pk faces#<owner>#rid#<recognitionId>     sk alias (a face moved into a new Rekognition collection)
 *  - regrouping due    pk faces#<owner>#regroup                 sk state (faces found since the last regrouping)
 * Every item carries the owner index (gsi3), so deleting an account finds them all, and a library's
 * faces are its owner's gsi3 items under face# (the family-wide regrouping reads them).
 *
 * A moving photo's faces are written under the family's key before the old ones are deleted
 * (move-faces.ts), so a member's lists read while their library moves in read the arriving key
 * first, then the family's, and keep each face (or group) once, by its id.
 */
const facePk = (ownerId: string, faceId: string) => `faces#${ownerId}#face#${faceId}`;
const photoPk = (ownerId: string, photoId: string) => `faces#${ownerId}#photo#${photoId}`;
const personPk = (ownerId: string, personId: string | null) => `faces#${ownerId}#person#${personId ?? 'none'}`;
const unnamedPk = (ownerId: string) => `faces#${ownerId}#unnamed`;
const aliasPk = (ownerId: string, recognitionId: string) => `faces#${ownerId}#rid#${recognitionId}`;
const regroupPk = (ownerId: string) => `faces#${ownerId}#regroup`;

export class DynamoFaceStore implements FaceStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async getFace(ownerId: string, faceId: string): Promise<FaceRecord | null> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: facePk(ownerId, faceId), sk: 'face' }, ConsistentRead: true }));
    return result.Item ? faceOf(result.Item) : null;
  }

  async getFaces(ownerId: string, faceIds: readonly string[]): Promise<FaceRecord[]> {
    return (await this.batchGet(faceIds.map((id) => ({ pk: facePk(ownerId, id), sk: 'face' })))).map(faceOf);
  }

  async getFacesByRecognitionId(ownerId: string, recognitionIds: readonly string[]): Promise<FaceRecord[]> {
    const aliases = await this.batchGet(recognitionIds.map((id) => ({ pk: aliasPk(ownerId, id), sk: 'alias' })));
    const faces = await this.getFaces(ownerId, [...recognitionIds, ...aliases.map((alias) => alias.faceId as string)]);
    const wanted = new Set(recognitionIds);
    return faces.filter((face) => wanted.has(recognitionIdOf(face) ?? ''));
  }

  /**
   * Strongly consistent: grouping reads the faces the previous holder of the family's lease has
   * just grouped, and an eventually consistent read could still show them unassigned.
   */
  private async batchGet(keys: Record<string, unknown>[]): Promise<Item[]> {
    const items: Item[] = [];
    const unique = [...new Map(keys.map((key) => [`${key.pk}|${key.sk}`, key])).values()];
    for (let i = 0; i < unique.length; i += 100) {
      let pending = unique.slice(i, i + 100);
      while (pending.length) {
        const result = await this.client.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: pending, ConsistentRead: true } } }));
        items.push(...(result.Responses?.[this.table] ?? []));
        pending = (result.UnprocessedKeys?.[this.table]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return items;
  }

  async facesOfPhoto(library: LibraryScope, photoId: string): Promise<FaceRecord[]> {
    return this.fromBothKeys(library, async (ownerId) => {
      const items = await queryAll(this.client, {
        TableName: this.table,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi1pk' },
        ExpressionAttributeValues: { ':pk': photoPk(ownerId, photoId) },
      });
      return items.filter((item) => item.sk === 'face').map(faceOf);
    });
  }

  async facesOfPhotos(library: LibraryScope, photoIds: readonly string[]): Promise<FaceRecord[]> {
    if (!photoIds.length) return [];
    return this.fromBothKeys(library, async (ownerId) => {
      const scans = await this.batchGet(photoIds.map((id) => ({ pk: photoPk(ownerId, id), sk: 'scan' })));
      // A forgotten face may still be named by its photo's scan marker: reading it finds nothing.
      return this.getFaces(ownerId, scans.flatMap((scan) => (scan.faceIds as string[] | undefined) ?? []));
    });
  }

  /** The faces read under the arriving key, then the family's; a face in both (moving) counts where it is going. */
  private async fromBothKeys(library: LibraryScope, read: (ownerId: string) => Promise<FaceRecord[]>): Promise<FaceRecord[]> {
    const { family, arriving } = viewOf(library);
    if (!arriving) return read(family);
    const stillArriving = await read(arriving);
    const inFamily = await read(family);
    const arrived = new Set(inFamily.map((face) => face.faceId));
    return [...stillArriving.filter((face) => !arrived.has(face.faceId)), ...inFamily];
  }

  async facesOfPerson(library: LibraryScope, personId: string | null, options: { cursor?: string; limit: number }): Promise<FacePage<FaceRecord>> {
    const list = (ownerId: string) => ({
      TableName: this.table,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi2pk' },
      ExpressionAttributeValues: { ':pk': personPk(ownerId, personId) },
    });
    const page = await libraryPage(this.client, list, viewOf(library), { ...options, newestFirst: true, identity: (item) => String(item.faceId) });
    return { items: page.items.map(faceOf), cursor: page.cursor };
  }

  /** Below `below` in both keys while a library arrives: the two answers merged, newest first, each face once. */
  async facesOfPersonBelow(library: LibraryScope, personId: string | null, below: string | null, limit: number): Promise<{ faces: FaceRecord[]; more: boolean }> {
    const { family, arriving } = viewOf(library);
    if (!arriving) return this.facesOfOnePersonBelow(family, personId, below, limit);
    const stillArriving = await this.facesOfOnePersonBelow(arriving, personId, below, limit);
    const inFamily = await this.facesOfOnePersonBelow(family, personId, below, limit);
    const arrived = new Set(inFamily.faces.map((face) => face.faceId));
    const merged = [...stillArriving.faces.filter((face) => !arrived.has(face.faceId)), ...inFamily.faces].sort((a, b) => (faceOrderKey(b) > faceOrderKey(a) ? 1 : -1));
    // A face past the limit is read again below the last one kept.
    return { faces: merged.slice(0, limit), more: merged.length > limit || stillArriving.more || inFamily.more };
  }

  private async facesOfOnePersonBelow(ownerId: string, personId: string | null, below: string | null, limit: number): Promise<{ faces: FaceRecord[]; more: boolean }> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'gsi2',
        KeyConditionExpression: below === null ? '#pk = :pk' : '#pk = :pk AND #sk < :below',
        ExpressionAttributeNames: { '#pk': 'gsi2pk', ...(below === null ? {} : { '#sk': 'gsi2sk' }) },
        ExpressionAttributeValues: { ':pk': personPk(ownerId, personId), ...(below === null ? {} : { ':below': below }) },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return { faces: (result.Items ?? []).map(faceOf), more: result.LastEvaluatedKey !== undefined };
  }

  async facesOfLibrary(ownerId: string, options: { cursor?: string; limit: number }): Promise<FacePage<FaceRecord>> {
    const page = await queryPage(
      this.client,
      {
        TableName: this.table,
        IndexName: OWNER_INDEX_NAME,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk1, :sk1)',
        ExpressionAttributeNames: { '#pk': 'gsi3pk', '#sk1': 'gsi3sk' },
        ExpressionAttributeValues: { ':pk': ownerPartition(ownerId), ':sk1': 'face#' },
      },
      options,
    );
    return { items: page.items.map(faceOf), cursor: page.cursor };
  }

  async putFaces(faces: readonly FaceRecord[]): Promise<void> {
    const aliases = faces
      .filter((face) => face.recognitionId && face.recognitionId !== face.faceId)
      .map((face) => ({ pk: aliasPk(face.ownerId, face.recognitionId!), sk: 'alias', faceId: face.faceId, ...owned(face.ownerId, `facealias#${face.recognitionId}`) }));
    await this.writeAll([...faces.map((face) => ({ PutRequest: { Item: faceItem(face) } })), ...aliases.map((Item) => ({ PutRequest: { Item } }))]);
  }

  async setLikeness(ownerId: string, faceId: string, likeness: NonNullable<FaceRecord['likeness']>): Promise<void> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: facePk(ownerId, faceId), sk: 'face' },
          UpdateExpression: 'SET likeness = :likeness',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':likeness': likeness },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }

  async deleteFaces(ownerId: string, faceIds: readonly string[]): Promise<void> {
    await this.writeAll(faceIds.map((id) => ({ DeleteRequest: { Key: { pk: facePk(ownerId, id), sk: 'face' } } })));
  }

  async getScan(ownerId: string, photoId: string): Promise<FaceScanRecord | null> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: photoPk(ownerId, photoId), sk: 'scan' }, ConsistentRead: true }));
    if (!result.Item) return null;
    return { ownerId, photoId, faceIds: (result.Item.faceIds as string[]) ?? [], scannedAt: result.Item.scannedAt as number, ...(result.Item.model ? { model: result.Item.model as string } : {}) };
  }

  async putScan(scan: FaceScanRecord): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: photoPk(scan.ownerId, scan.photoId), sk: 'scan', ...owned(scan.ownerId, `facescan#${scan.photoId}`), ...scan },
      }),
    );
  }

  async deleteScan(ownerId: string, photoId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { pk: photoPk(ownerId, photoId), sk: 'scan' } }));
  }

  async putWaitingNames(ownerId: string, photoId: string, names: readonly WaitingName[]): Promise<void> {
    await this.client.send(
      new PutCommand({ TableName: this.table, Item: { pk: photoPk(ownerId, photoId), sk: 'names', ...owned(ownerId, `facenames#${photoId}`), ownerId, photoId, names } }),
    );
  }

  async getWaitingNames(ownerId: string, photoId: string): Promise<WaitingName[]> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: photoPk(ownerId, photoId), sk: 'names' }, ConsistentRead: true }));
    return (result.Item?.names as WaitingName[] | undefined) ?? [];
  }

  async deleteWaitingNames(ownerId: string, photoId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { pk: photoPk(ownerId, photoId), sk: 'names' } }));
  }

  async noteNewFaces(ownerId: string, count: number): Promise<RegroupDue> {
    const result = await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: regroupPk(ownerId), sk: 'state' },
        UpdateExpression: 'ADD newFaces :count SET gsi3pk = :owner, gsi3sk = :sort',
        ExpressionAttributeValues: { ':count': count, ':owner': ownerPartition(ownerId), ':sort': 'faceregroup' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { newFaces: (result.Attributes?.newFaces as number) ?? count, facesAtLastRegroup: (result.Attributes?.facesAtLastRegroup as number) ?? 0 };
  }

  async noteRegrouped(ownerId: string, faces: number): Promise<void> {
    await this.client.send(
      new PutCommand({ TableName: this.table, Item: { pk: regroupPk(ownerId), sk: 'state', ...owned(ownerId, 'faceregroup'), newFaces: 0, facesAtLastRegroup: faces } }),
    );
  }

  async listUnnamed(library: LibraryScope, options: { cursor?: string; limit: number }): Promise<FacePage<UnnamedPersonRecord>> {
    const list = (ownerId: string) => ({ TableName: this.table, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': 'pk' }, ExpressionAttributeValues: { ':pk': unnamedPk(ownerId) } });
    const page = await libraryPage(this.client, list, viewOf(library), { ...options, identity: (item) => String(item.sk) });
    return {
      items: page.items.map((item) => ({
        ownerId: item.ownerId as string,
        personId: item.personId as string,
        faceId: item.faceId as string,
        createdAt: item.createdAt as number,
        announced: Boolean(item.announced),
      })),
      cursor: page.cursor,
    };
  }

  async getUnnamed(ownerId: string, personId: string): Promise<UnnamedPersonRecord | null> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: { pk: unnamedPk(ownerId), sk: personId }, ConsistentRead: true }));
    const item = result.Item;
    return item ? { ownerId, personId, faceId: item.faceId as string, createdAt: item.createdAt as number, announced: Boolean(item.announced) } : null;
  }

  async putUnnamed(record: UnnamedPersonRecord): Promise<void> {
    await this.client.send(
      new PutCommand({ TableName: this.table, Item: { pk: unnamedPk(record.ownerId), sk: record.personId, ...owned(record.ownerId, `unnamed#${record.personId}`), ...record } }),
    );
  }

  async deleteUnnamed(ownerId: string, personId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { pk: unnamedPk(ownerId), sk: personId } }));
  }

  private async writeAll(requests: Record<string, unknown>[]): Promise<void> {
    for (let i = 0; i < requests.length; i += 25) {
      let pending = requests.slice(i, i + 25);
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
        const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } }));
        pending = (result.UnprocessedItems?.[this.table] ?? []) as Record<string, unknown>[];
      }
    }
  }
}

const owned = (ownerId: string, sortKey: string) => ({ gsi3pk: ownerPartition(ownerId), gsi3sk: sortKey });

function faceItem(face: FaceRecord): Item {
  return {
    pk: facePk(face.ownerId, face.faceId),
    sk: 'face',
    gsi1pk: photoPk(face.ownerId, face.photoId),
    gsi1sk: face.faceId,
    gsi2pk: personPk(face.ownerId, face.personId),
    gsi2sk: faceOrderKey(face),
    ...owned(face.ownerId, `face#${face.faceId}`),
    ...face,
  };
}

function faceOf(item: Item): FaceRecord {
  return {
    ownerId: item.ownerId as string,
    faceId: item.faceId as string,
    photoId: item.photoId as string,
    ...(item.recognitionId !== undefined ? { recognitionId: item.recognitionId as string | null } : {}),
    personId: (item.personId as string | null) ?? null,
    box: item.box as FaceRecord['box'],
    genderHint: (item.genderHint as FaceRecord['genderHint']) ?? null,
    confidence: item.confidence as number,
    ...(item.quality ? { quality: item.quality as FaceRecord['quality'] } : {}),
    ...(item.confirmed ? { confirmed: true } : {}),
    ...(item.addedByHand ? { addedByHand: true } : {}),
    ...(item.likeness ? { likeness: item.likeness as FaceRecord['likeness'] } : {}),
    thumbKey: item.thumbKey as string,
    photoDateSort: (item.photoDateSort as string) ?? '',
    ...(item.photoDateQuality ? { photoDateQuality: item.photoDateQuality as FaceRecord['photoDateQuality'] } : {}),
    rejectedPersonIds: (item.rejectedPersonIds as string[]) ?? [],
    keptApartFrom: (item.keptApartFrom as string[]) ?? [],
    createdAt: item.createdAt as number,
    updatedAt: item.updatedAt as number,
  };
}
