import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EventRecord } from '../../domain/family/records';
import { viewOf, type LibraryScope } from '../../domain/library/access';
import type { LibraryPhoto } from '../../ports/library';
import type { MemoryStore, Naming } from '../../ports/memories';
import { isConditionalCheckFailure } from './conditional-check';
import { toEvent } from './dynamo-family-items';
import { photoFromItem, type PhotoItem } from './dynamo-library-records';
import { eventDayPartition } from './entities/family-events';
import { ownerPartition } from './entities/owner-index';

/** A year as the fuzzy-date sort keys write it (year + 10000, five digits): '12026'. */
const yearKey = (year: number) => String(year + 10_000).padStart(5, '0');
/** Epoch milliseconds as a sort key (13 digits until the year 2286). */
const timeKey = (epochMs: number) => String(Math.max(0, Math.floor(epochMs))).padStart(13, '0');
const namedPartition = (treeOwnerId: string) => `tree#${treeOwnerId}#named`;

/**
 * Memories read the days-of-the-year index (gsi8), one Query per day:
 *  - a family's photos on a day:  'photoday#<family>#<MM-DD>'   sorted by date taken (media-entities.ts onThisDay)
 *  - a tree's births, marriages:  'tree#<owner>#eventday#<MM-DD>'   '<sortDate>#<eventId>' (family-events.ts eventDayKeys)
 *  - a tree's people newly named: 'tree#<owner>#named'           '<namedAt, 13 digits>#<personId>'
 * and a person's faces by date taken on the faces' gsi2 ('faces#<family>#person#<id>', sk
 * '<photoDateSort>#<photoId>#<faceId>', dynamo-face-store.ts), read from the earliest.
 * The namings themselves are one item a person ('tree#<owner>#named', sk <personId>), in the tree's
 * partitions (so a family kept when its founder leaves keeps them) and on the owner index (so
 * deleting the family deletes them).
 */
export class DynamoMemoryStore implements MemoryStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async photosOnDays(scope: LibraryScope, monthDays: readonly string[], beforeYear: number, limit: number): Promise<LibraryPhoto[]> {
    const before = `$photo_1#dateSort_${yearKey(beforeYear)}`;
    const { family, arriving } = viewOf(scope);
    // A joiner's photos still moving in are under the key they come from; the arriving key is read
    // first, so a photo that moves between the two reads is in both, and is kept once.
    const keys = arriving ? [arriving, family] : [family];
    const lists = [];
    for (const key of keys) lists.push(...(await Promise.all(monthDays.map((day) => this.query(`photoday#${key}#${day}`, before, false, limit)))));
    const photos = new Map(lists.flat().map((item) => photoFromItem(item as unknown as PhotoItem)).map((photo) => [photo.photoId, photo]));
    return [...photos.values()].sort((a, b) => (a.dateSort < b.dateSort ? 1 : a.dateSort > b.dateSort ? -1 : 0)).slice(0, limit);
  }

  async eventsOnDays(treeOwnerId: string, monthDays: readonly string[], beforeYear: number, limit: number): Promise<EventRecord[]> {
    const lists = await Promise.all(monthDays.map((day) => this.query(eventDayPartition(treeOwnerId, day), yearKey(beforeYear), true, limit)));
    return lists.flat().map(toEvent).slice(0, limit);
  }

  async noteNamed(treeOwnerId: string, personId: string, namedAt: number): Promise<void> {
    const item = {
      pk: namedPartition(treeOwnerId),
      sk: personId,
      personId,
      namedAt,
      gsi8pk: namedPartition(treeOwnerId),
      gsi8sk: `${timeKey(namedAt)}#${personId}`,
      gsi3pk: ownerPartition(treeOwnerId),
      gsi3sk: `named#${personId}`,
    };
    await this.client.send(new PutCommand({ TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' })).catch((error: unknown) => {
      if (!isConditionalCheckFailure(error)) throw error;
    });
  }

  async namedBetween(treeOwnerId: string, from: number, to: number, limit: number): Promise<Naming[]> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'gsi8',
        KeyConditionExpression: 'gsi8pk = :pk AND gsi8sk BETWEEN :from AND :to',
        // ':to' is exclusive: the last millisecond before it, followed by anything ('~' sorts after ids).
        ExpressionAttributeValues: { ':pk': namedPartition(treeOwnerId), ':from': timeKey(from), ':to': `${timeKey(to - 1)}#~` },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (result.Items ?? []).map((item) => ({ personId: String(item.personId), namedAt: Number(item.namedAt) }));
  }

  async earliestPhotoIdsOf(familyId: string, personId: string, limit: number): Promise<string[]> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'gsi2',
        // A dated photo's sort key starts with its year ('11950-...'), an undated one's with '#'.
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :dated',
        ExpressionAttributeValues: { ':pk': `faces#${familyId}#person#${personId}`, ':dated': '0' },
        ProjectionExpression: 'photoId',
        // Twice as many faces as photos wanted: a photo may show someone twice (a mirror, a photo in the photo).
        Limit: limit * 2,
      }),
    );
    return [...new Set((result.Items ?? []).map((item) => String(item.photoId)))].slice(0, limit);
  }

  private async query(partition: string, before: string, ascending: boolean, limit: number) {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'gsi8',
        KeyConditionExpression: 'gsi8pk = :pk AND gsi8sk < :before',
        ExpressionAttributeValues: { ':pk': partition, ':before': before },
        ScanIndexForward: ascending,
        Limit: limit,
      }),
    );
    return result.Items ?? [];
  }
}
