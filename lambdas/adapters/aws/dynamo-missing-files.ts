import { BatchGetCommand, BatchWriteCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../../domain/errors';
import type { MissingFileRecord, MissingFileStore } from '../../ports/missing-files';
import { ownerPartition } from './entities/owner-index';

/**
 * Missing GEDCOM files as tree items: `tree#<owner>#media` / `<fileKey>`, so a family move (the
 * scope mover rewrites `tree#<scope>#` keys) and account deletion (owner index) carry them like any
 * tree item. While missing, an item is also in the sparse gsi1 list `tree#<owner>#media-missing`,
 * in name order; matching removes it from there with the same update.
 */
const partition = (ownerId: string) => `tree#${ownerId}#media`;
const missingPartition = (ownerId: string) => `tree#${ownerId}#media-missing`;
const BAD_PAGE = 'That page of missing files is not valid; start again from the first page';

export class DynamoMissingFileStore implements MissingFileStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async getMany(ownerId: string, fileKeys: readonly string[]): Promise<MissingFileRecord[]> {
    const found: MissingFileRecord[] = [];
    const unique = [...new Set(fileKeys)];
    for (let start = 0; start < unique.length; start += 100) {
      let keys: Array<Record<string, unknown>> = unique.slice(start, start + 100).map((fileKey) => ({ pk: partition(ownerId), sk: fileKey }));
      for (let attempt = 0; keys.length; attempt++) {
        if (attempt > 0) await pause(attempt);
        const result = await this.client.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: keys } } }));
        found.push(...(result.Responses?.[this.table] ?? []).map(fromItem));
        keys = (result.UnprocessedKeys?.[this.table]?.Keys ?? []) as typeof keys;
      }
    }
    return found;
  }

  async putMany(records: readonly MissingFileRecord[]): Promise<void> {
    for (let start = 0; start < records.length; start += 25) {
      let requests: Array<Record<string, unknown>> = records.slice(start, start + 25).map((record) => ({ PutRequest: { Item: toItem(record) } }));
      for (let attempt = 0; requests.length; attempt++) {
        if (attempt > 0) await pause(attempt);
        const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
        requests = (result.UnprocessedItems?.[this.table] ?? []) as typeof requests;
      }
    }
  }

  async markMatched(ownerId: string, fileKey: string, photoId: string, now: number): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: partition(ownerId), sk: fileKey },
        UpdateExpression: 'SET matchedPhotoId = :photo, updatedAt = :now REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':photo': photoId, ':now': now },
      }),
    ).catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
  }

  async forget(ownerId: string, fileKeys: readonly string[]): Promise<void> {
    const unique = [...new Set(fileKeys)];
    for (let start = 0; start < unique.length; start += 25) {
      let requests: Array<Record<string, unknown>> = unique.slice(start, start + 25).map((fileKey) => ({ DeleteRequest: { Key: { pk: partition(ownerId), sk: fileKey } } }));
      for (let attempt = 0; requests.length; attempt++) {
        if (attempt > 0) await pause(attempt);
        const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
        requests = (result.UnprocessedItems?.[this.table] ?? []) as typeof requests;
      }
    }
  }

  async listMissing(ownerId: string, page: { cursor?: string | undefined; limit: number }): Promise<{ items: MissingFileRecord[]; cursor: string | null }> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :missing',
        ExpressionAttributeValues: { ':missing': missingPartition(ownerId) },
        Limit: page.limit,
        ...(page.cursor ? { ExclusiveStartKey: startKey(page.cursor, ownerId) } : {}),
      }),
    );
    const last = result.LastEvaluatedKey;
    return { items: (result.Items ?? []).map(fromItem), cursor: last ? Buffer.from(String(last.sk)).toString('base64url') : null };
  }
}

/** The opaque cursor is the last file key of the page; the keys around it are this owner's own. */
function startKey(cursor: string, ownerId: string): Record<string, string> {
  const fileKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!fileKey || fileKey.length > 400) throw new ValidationError(BAD_PAGE, { page: [BAD_PAGE] });
  return { pk: partition(ownerId), sk: fileKey, gsi1pk: missingPartition(ownerId), gsi1sk: fileKey };
}

function toItem(record: MissingFileRecord): Record<string, unknown> {
  return {
    pk: partition(record.ownerId),
    sk: record.fileKey,
    ...(record.matchedPhotoId === null ? { gsi1pk: missingPartition(record.ownerId), gsi1sk: record.fileKey } : {}),
    gsi3pk: ownerPartition(record.ownerId),
    gsi3sk: `media#${record.fileKey}`,
    ...record,
  };
}

function fromItem(item: Record<string, unknown>): MissingFileRecord {
  return {
    ownerId: String(item.ownerId),
    fileKey: String(item.fileKey),
    fileName: String(item.fileName),
    title: (item.title as string | null | undefined) ?? null,
    personIds: (item.personIds as string[] | undefined) ?? [],
    eventIds: (item.eventIds as string[] | undefined) ?? [],
    faceCrops: (item.faceCrops as MissingFileRecord['faceCrops'] | undefined) ?? [],
    importKey: String(item.importKey),
    importFileName: String(item.importFileName),
    matchedPhotoId: (item.matchedPhotoId as string | null | undefined) ?? null,
    createdAt: Number(item.createdAt),
    updatedAt: Number(item.updatedAt),
  };
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
