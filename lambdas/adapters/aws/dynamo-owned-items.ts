import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LibraryPhoto } from '../../ports/library';
import type { OwnedItems, OwnedPicture } from '../../ports/owned-data';
import { TABLE_KEYS } from './table-definition';
import { DynamoPhotoStore } from './dynamo-library-photos';
import { mediaService } from './entities/media-entities';
import { OWNER_INDEX_NAME, ownerPartition } from './entities/owner-index';

const BATCH_WRITE_LIMIT = 25;

/** Deletes a user's items found through the owner index (gsi3), 100 per page. */
export class DynamoOwnedItems implements OwnedItems {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /**
   * The user's photos and the documents made from photos, read from the owner index 100 items a
   * page (a page may hold none: the filter keeps only pictures). The cursor is the index's own, so
   * pictures deleted meanwhile do not move it.
   */
  async picturesPage(userId: string, after: string | null) {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: OWNER_INDEX_NAME,
        KeyConditionExpression: 'gsi3pk = :owner',
        FilterExpression: '#entity = :photo OR (#entity = :document AND attribute_exists(fromPhoto))',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':owner': ownerPartition(userId), ':photo': 'photo', ':document': 'document' },
        ProjectionExpression: '#entity, photoId, documentId, familyId',
        Limit: 100,
        ...(after ? { ExclusiveStartKey: decodeCursor(after) } : {}),
      }),
    );
    const pictures = (page.Items ?? []).map(
      (item): OwnedPicture =>
        item.__edb_e__ === 'photo'
          ? { kind: 'photo', photoId: String(item.photoId), familyId: String(item.familyId) }
          : { kind: 'document', photoId: String(item.documentId), familyId: String(item.familyId) },
    );
    return { pictures, after: page.LastEvaluatedKey ? encodeCursor(page.LastEvaluatedKey) : null };
  }

  async deletePictures(pictures: readonly OwnedPicture[]) {
    // Photos through the library's store: the family's photo total and its places' counts (and
    // covers) lose them in the same transactions, as a Delete forever does; a family that outlives
    // the account would otherwise count photos no one can see. A trashed photo left the counts already.
    const photoIds = pictures.filter((picture) => picture.kind === 'photo').map((picture) => picture.photoId);
    if (photoIds.length) {
      const store = new DynamoPhotoStore(this.client, this.table);
      const [live, trashed] = await Promise.all([store.getPhotos(photoIds), store.getTrashedPhotos(photoIds)]);
      const byOwner = new Map<string, LibraryPhoto[]>();
      for (const photo of [...live, ...trashed]) byOwner.set(photo.ownerId, [...(byOwner.get(photo.ownerId) ?? []), photo]);
      for (const [ownerId, photos] of byOwner) await store.deletePhotos(ownerId, photos);
    }
    const { document } = mediaService(this.client, this.table).entities;
    const keys = pictures.filter((picture) => picture.kind === 'document').map((picture) => document.delete({ documentId: picture.photoId }).params().Key as Record<string, unknown>);
    for (let i = 0; i < keys.length; i += BATCH_WRITE_LIMIT) await this.deleteAll(keys.slice(i, i + BATCH_WRITE_LIMIT));
  }

  async deletePage(userId: string, options?: { keepFamily: boolean; after: string | null }) {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: OWNER_INDEX_NAME,
        KeyConditionExpression: 'gsi3pk = :owner',
        ExpressionAttributeValues: { ':owner': ownerPartition(userId), ...(options?.keepFamily ? familyScopedValues(userId) : {}) },
        ProjectionExpression: `${TABLE_KEYS.partitionKey}, ${TABLE_KEYS.sortKey}`,
        Limit: 100,
        ...(options?.keepFamily ? { FilterExpression: NOT_FAMILY_SCOPED, ExpressionAttributeNames: { '#entity': '__edb_e__' } } : {}),
        ...(options?.after ? { ExclusiveStartKey: decodeCursor(options.after) } : {}),
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ [TABLE_KEYS.partitionKey]: item[TABLE_KEYS.partitionKey], [TABLE_KEYS.sortKey]: item[TABLE_KEYS.sortKey] }));
    for (let i = 0; i < keys.length; i += BATCH_WRITE_LIMIT) {
      await this.deleteAll(keys.slice(i, i + BATCH_WRITE_LIMIT));
    }
    if (options?.keepFamily) {
      // What stays is still in the partition: read on past it, to the partition's end.
      const after = page.LastEvaluatedKey ? encodeCursor(page.LastEvaluatedKey) : null;
      return { deleted: keys.length, more: after !== null, after };
    }
    // The index is eventually consistent: keep going while pages come back full or non-empty.
    return { deleted: keys.length, more: keys.length > 0 };
  }

  private async deleteAll(keys: Record<string, unknown>[]) {
    let requests = keys.map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
      const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
      requests = (result.UnprocessedItems?.[this.table] ?? []) as typeof requests;
    }
  }
}

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');
const decodeCursor = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * The family's own items under a user id that keys a family: its tree (every tree item, its
 * imports and duplicates), its faces, its places, its totals, its near-duplicate index
 * (dynamo-near-duplicates.ts) and its photo search's words (dynamo-photo-words.ts). Everything else under the id
 * (the account, its sessions and messages, the photos and documents they uploaded) is theirs.
 */
const NOT_FAMILY_SCOPED =
  'NOT begins_with(pk, :tree) AND NOT begins_with(pk, :faces) AND pk <> :photoTotal AND pk <> :treeTotal AND (attribute_not_exists(#entity) OR #entity <> :location)' +
  ' AND NOT begins_with(pk, :dupBuckets) AND pk <> :dupPairs AND pk <> :dupBackfill AND pk <> :photoWords';
const familyScopedValues = (scope: string) => ({
  ':tree': `tree#${scope}#`,
  ':faces': `faces#${scope}#`,
  ':photoTotal': `photototal#${scope}`,
  ':treeTotal': `treetotal#${scope}`,
  ':location': 'location',
  ':dupBuckets': `dupbucket#${scope}#`,
  ':dupPairs': `duppairs#${scope}`,
  ':dupBackfill': `dupbackfill#${scope}`,
  ':photoWords': `photowords#${scope}`,
});
