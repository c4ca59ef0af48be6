import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { directoryShardOf } from '../../ports/accounts';
import { isConditionalCheckFailure } from './conditional-check';
import { photoFromItem, photoToItem, type PhotoItem } from './dynamo-library-records';
import { userEntity } from './entities/account-entities';
import { eventDayKeys } from './entities/family-events';
import { mediaService, type MediaService } from './entities/media-entities';

type Item = Record<string, unknown>;

export interface MemoryBackfillPage {
  /** Photos and events looked at, and those given their day-of-the-year entry. */
  seen: number;
  indexed: number;
  /** Where the next page starts; null once the table has been read to its end. */
  cursor: string | null;
}

/**
 * Gives photos and events stored before the memories index (gsi8) their entry in it, and accounts
 * made before the accounts' directory (gsi2) theirs, a page of a Scan at a time (an operator's
 * one-off: `npm run memories:backfill`). Each write is conditional on what it was computed from,
 * so an edit made meanwhile (which writes its own entry) wins, and running it again changes
 * nothing: the job can stop and resume anywhere.
 */
export class DynamoMemoryBackfill {
  private readonly media: MediaService;
  private readonly users;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.media = mediaService(client, table);
    this.users = userEntity(client, table);
  }

  async page(cursor: string | null, limit = 500): Promise<MemoryBackfillPage> {
    const result = await this.client.send(
      new ScanCommand({
        TableName: this.table,
        FilterExpression: '((#entity = :photo OR #entity = :event) AND attribute_not_exists(gsi8pk)) OR (#entity = :user AND attribute_not_exists(gsi2pk))',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':photo': 'photo', ':event': 'familyEvent', ':user': 'user' },
        Limit: limit,
        ExclusiveStartKey: cursor ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined,
      }),
    );
    const items = result.Items ?? [];
    const written = await Promise.all(items.map((item) => this.index(item)));
    return {
      seen: items.length,
      indexed: written.filter(Boolean).length,
      cursor: result.LastEvaluatedKey ? Buffer.from(JSON.stringify(result.LastEvaluatedKey)).toString('base64url') : null,
    };
  }

  private async index(item: Item): Promise<boolean> {
    if (item.__edb_e__ === 'user') return this.listUser(item);
    const isPhoto = item.__edb_e__ === 'photo';
    const keys = isPhoto ? this.photoKeys(item) : eventDayKeys({ ownerId: String(item.ownerId), id: String(item.eventId), eventType: String(item.eventType), sortDate: (item.sortDate as string | undefined) ?? null });
    if (!keys.gsi8pk) return false;
    const dateField = isPhoto ? 'dateSort' : 'sortDate';
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: isPhoto ? 'SET gsi8pk = :pk, gsi8sk = :sk, monthDay = :day' : 'SET gsi8pk = :pk, gsi8sk = :sk',
          ConditionExpression: '#date = :date',
          ExpressionAttributeNames: { '#date': dateField },
          ExpressionAttributeValues: { ':pk': keys.gsi8pk, ':sk': keys.gsi8sk, ':date': item[dateField], ...(isPhoto ? { ':day': (keys as { monthDay: string }).monthDay } : {}) },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }

  /** The account's entry in the directory, as the user entity writes it for a new account. */
  private async listUser(item: Item): Promise<boolean> {
    const directoryShard = String(directoryShardOf(String(item.userId)));
    const keys = this.users.put({ ...(item as object), directoryShard } as never).params().Item as Item;
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET directoryShard = :shard, gsi2pk = :pk, gsi2sk = :sk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi2pk)',
          ExpressionAttributeValues: { ':shard': directoryShard, ':pk': keys.gsi2pk, ':sk': keys.gsi2sk },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }

  /** The entry the photo entity writes itself (media-entities.ts onThisDay), from the stored photo. */
  private photoKeys(item: Item): { gsi8pk?: string; gsi8sk?: string; monthDay?: string } {
    const written = this.media.entities.photo.put(photoToItem(photoFromItem(item as unknown as PhotoItem))).params().Item as Item;
    return written.gsi8pk ? { gsi8pk: String(written.gsi8pk), gsi8sk: String(written.gsi8sk), monthDay: String(written.monthDay) } : {};
  }
}
