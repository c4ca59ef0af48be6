import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { photoSearchWords } from '../../domain/library/photo-words';
import { ownerPartition } from './entities/owner-index';

/**
 * The photo search's word index, on the base table's keys:
 *   'photowords#<family>'  sk '<word>#<photoId>'
 * one small item per word of a photo's place, caption and file name, so the photos with a word starting
 * with what was typed are one Query on the family's partition. Written beside every write of a
 * photo (added, changed, moved to another family, deleted): only the words that changed. Each item
 * is on the owner index under the family's id, so deleting the family deletes them.
 */
export interface IndexedPhoto {
  photoId: string;
  familyId: string;
  name: string;
  description: string | null;
  locationAddress?: string | null;
}

const partition = (familyId: string) => `photowords#${familyId}`;
const keysOf = (photo: IndexedPhoto | null): Map<string, { pk: string; sk: string; familyId: string }> =>
  new Map(
    photo
      ? photoSearchWords(photo).map((word) => {
          const key = { pk: partition(photo.familyId), sk: `${word}#${photo.photoId}`, familyId: photo.familyId };
          return [`${key.pk}|${key.sk}`, key] as const;
        })
      : [],
  );

/** DynamoDB's most requests in one BatchWriteItem. */
const BATCH_WRITE = 25;

export class DynamoPhotoWords {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Writes the words `after` has and `before` had not, and removes those it no longer has (null: none). */
  async reindex(changes: ReadonlyArray<{ before: IndexedPhoto | null; after: IndexedPhoto | null }>): Promise<void> {
    // By key: DynamoDB refuses a batch that names one key twice (a photo changed twice in one call: the last wins).
    const requests = new Map<string, Record<string, unknown>>();
    for (const { before, after } of changes) {
      const had = keysOf(before);
      const has = keysOf(after);
      for (const [id, { pk, sk }] of had) if (!has.has(id)) requests.set(id, { DeleteRequest: { Key: { pk, sk } } });
      for (const [id, { pk, sk, familyId }] of has) if (!had.has(id)) requests.set(id, { PutRequest: { Item: { pk, sk, gsi3pk: ownerPartition(familyId), gsi3sk: `photoword#${sk}` } } });
    }
    await this.writeAll([...requests.values()]);
  }

  async photosWithWord(familyId: string, prefix: string, limit: number): Promise<{ photoIds: string[]; more: boolean }> {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition(familyId), ':prefix': prefix },
        ProjectionExpression: 'sk',
        Limit: limit,
      }),
    );
    // One photo can have several words starting with the prefix ('ann' and 'anna').
    const photoIds = [...new Set((page.Items ?? []).map((item) => String(item.sk).slice(String(item.sk).lastIndexOf('#') + 1)))];
    return { photoIds, more: Boolean(page.LastEvaluatedKey) };
  }

  private async writeAll(requests: Record<string, unknown>[]): Promise<void> {
    for (let i = 0; i < requests.length; i += BATCH_WRITE) {
      let pending = requests.slice(i, i + BATCH_WRITE);
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
        const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } }));
        pending = (result.UnprocessedItems?.[this.table] ?? []) as Record<string, unknown>[];
      }
    }
  }
}
