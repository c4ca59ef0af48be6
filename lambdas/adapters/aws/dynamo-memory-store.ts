import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EventRecord } from '../../domain/family/records';
import type { LibraryPhoto } from '../../ports/library';
import type { MemoryStore } from '../../ports/memories';
import { toEvent } from './dynamo-family-items';
import { photoFromItem, type PhotoItem } from './dynamo-library-records';
import { eventDayPartition } from './entities/family-events';

/** A year as the fuzzy-date sort keys write it (year + 10000, five digits): '12026'. */
const yearKey = (year: number) => String(year + 10_000).padStart(5, '0');

/**
 * Memories read the days-of-the-year index (gsi8), one Query per day:
 *  - a family's photos on a day:  'photoday#<family>#<MM-DD>'   sorted by date taken (media-entities.ts onThisDay)
 *  - a tree's births, marriages:  'tree#<owner>#eventday#<MM-DD>'   '<sortDate>#<eventId>' (family-events.ts eventDayKeys)
 */
export class DynamoMemoryStore implements MemoryStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async photosOnDays(familyId: string, monthDays: readonly string[], beforeYear: number, limit: number): Promise<LibraryPhoto[]> {
    const before = `$photo_1#dateSort_${yearKey(beforeYear)}`;
    const lists = await Promise.all(monthDays.map((day) => this.query(`photoday#${familyId}#${day}`, before, false, limit)));
    const photos = lists.flat().map((item) => photoFromItem(item as unknown as PhotoItem));
    return photos.sort((a, b) => (a.dateSort < b.dateSort ? 1 : a.dateSort > b.dateSort ? -1 : 0)).slice(0, limit);
  }

  async eventsOnDays(treeOwnerId: string, monthDays: readonly string[], beforeYear: number, limit: number): Promise<EventRecord[]> {
    const lists = await Promise.all(monthDays.map((day) => this.query(eventDayPartition(treeOwnerId, day), yearKey(beforeYear), true, limit)));
    return lists.flat().map(toEvent).slice(0, limit);
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
