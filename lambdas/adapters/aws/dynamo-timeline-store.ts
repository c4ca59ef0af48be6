import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EventRecord } from '../../domain/family/records';
import type { SourceBound, SourceRange } from '../../domain/timeline/paging';
import type { LibraryPhoto } from '../../ports/library';
import type { TimelineOrder, TimelineStore } from '../../ports/timeline';
import { toEvent } from './dynamo-family-items';
import { eventDatesPartition } from './entities/family-events';
import { foldIndexesFor, personEventsPartition, type FoldIndex } from './event-folds';
import { photoFromItem, type PhotoItem } from './dynamo-library-records';

/**
 * The timeline's sorted lists, one Query each (a person's events: three), with BETWEEN on keys built here:
 *  - a tree's dated events:  gsi4 'tree#<owner>#eventdates'   '<sortDate>#<eventId>' (family-events.ts eventDateKeys)
 *  - a person's events:      gsi1 'tree#<owner>#person#<id>#events'   '<sortDate>#<eventId>#<role>' (undated: '~'),
 *                            and the same on the person's two fold indexes (event-folds.ts)
 *  - a library's photos:     gsi1 'photos#<owner>'   '$photo_1#dateSort_<sortDate>#photoId_<id>' (media-entities.ts byDate)
 *  - an event's photos:      gsi4 'photoevent#<owner>#<eventId>'   same sort key (media-entities.ts byEvent)
 *  - a person's faces:       gsi2 'faces#<owner>#person#<id>'   '<photo date>#<photoId>#<faceId>' (dynamo-face-store.ts)
 */
export class DynamoTimelineStore implements TimelineStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async events(treeOwnerId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<EventRecord[]> {
    const key = (bound: SourceBound) => `${bound.date}#${bound.id}`;
    const items = await this.query('gsi4', eventDatesPartition(treeOwnerId), key(range.from), key(range.to), order, limit);
    return items.map(toEvent);
  }

  /** The person's participant items (gsi1) and the imported events folding them (their two fold indexes, event-folds.ts), merged. */
  async personEventIds(treeOwnerId: string, personId: string, range: SourceRange, order: TimelineOrder, limit: number) {
    // The role follows the event id, so an upper bound at an event takes in all its roles.
    const from = `${range.from.date}#${range.from.id}`;
    const to = range.to.id === '~' ? `${range.to.date}#~` : `${range.to.date}#${range.to.id}#~`;
    const partition = personEventsPartition(treeOwnerId, personId);
    const indexes = ['gsi1', ...foldIndexesFor(personId)] as const;
    const lists = await Promise.all(
      indexes.map(async (index) => {
        const items = await this.query(index, partition, from, to, order, limit);
        return items.map((item) => ({ key: String(item[`${index}sk`]), item }));
      }),
    );
    const inOrder = lists.flat().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (order === 'descending') inOrder.reverse();
    return inOrder.slice(0, limit).map(({ item }) => ({ eventId: String(item.eventId), sortDate: String(item.sortDate ?? '~') }));
  }

  async photos(libraryOwnerId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<LibraryPhoto[]> {
    const key = (bound: SourceBound) => `$photo_1#dateSort_${bound.date}#photoId_${bound.id}`;
    const items = await this.query('gsi1', `photos#${libraryOwnerId}`, key(range.from), key(range.to), order, limit);
    return items.filter((item) => item.__edb_e__ === 'photo').map((item) => photoFromItem(item as unknown as PhotoItem));
  }

  async eventPhotos(libraryOwnerId: string, eventId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<LibraryPhoto[]> {
    const key = (bound: SourceBound) => `$photo_1#dateSort_${bound.date}#photoId_${bound.id}`;
    const items = await this.query('gsi4', `photoevent#${libraryOwnerId}#${eventId}`, key(range.from), key(range.to), order, limit);
    return items.filter((item) => item.__edb_e__ === 'photo').map((item) => photoFromItem(item as unknown as PhotoItem));
  }

  async personFacePhotoIds(libraryOwnerId: string, personId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<string[]> {
    // The face id follows the photo id, so an upper bound at a photo takes in all its faces.
    const from = `${range.from.date}#${range.from.id}`;
    const to = range.to.id === '~' ? `${range.to.date}#~` : `${range.to.date}#${range.to.id}#~`;
    const items = await this.query('gsi2', `faces#${libraryOwnerId}#person#${personId}`, from, to, order, limit);
    return items.filter((item) => item.sk === 'face').map((item) => String(item.photoId));
  }

  private async query(index: 'gsi1' | 'gsi2' | 'gsi4' | FoldIndex, partition: string, from: string, to: string, order: TimelineOrder, limit: number) {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': `${index}sk` },
        ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to },
        ScanIndexForward: order === 'ascending',
        Limit: limit,
      }),
    );
    return result.Items ?? [];
  }
}
