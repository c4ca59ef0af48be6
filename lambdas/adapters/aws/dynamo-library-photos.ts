import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LibraryPhoto, Page, PhotoChange, PhotoFilter, PhotoListOptions, PhotoStore } from '../../ports/library';
import { locationCounterUpdate, locationDeltas, type LocationDelta, type Placement } from './dynamo-library-counters';
import { DynamoLocationStore } from './dynamo-library-locations';
import { DynamoPhotoTotals, familyDeltas, photoTotalUpdates } from './dynamo-photo-totals';
import { DynamoPhotoWords } from './dynamo-photo-words';
import { photoFromItem, photoToItem, NO_KEY, trashKeyOf } from './dynamo-library-records';
import { batchGet, decodeCursor, encodeCursor, queryPage, type Key } from './dynamo-library-query';
import { libraryPage } from './dynamo-merged-query';
import { expectRevision, MAX_TRANSACTION_ITEMS, put, remove, transactWrite, update, type TransactItem } from './dynamo-library-transact';
import { userEntity } from './entities/account-entities';
import { mediaService, type MediaService } from './entities/media-entities';

/** Where a photo counts on the map's counters: nowhere while it is in the trash. */
export const placementOf = (photo: Pick<LibraryPhoto, 'photoId' | 'locationId' | 'eventId' | 'trashedAt'>): Placement | null =>
  photo.trashedAt === null ? { photoId: photo.photoId, locationId: photo.locationId, eventId: photo.eventId } : null;
/** The family whose total counts the photo: none while it is in the trash. */
export const countedIn = (photo: Pick<LibraryPhoto, 'familyId' | 'trashedAt'>): string | null => (photo.trashedAt === null ? photo.familyId : null);

/** Whether a change leaves the search's words where they were (the same caption, file name and family). */
const sameWordsKey = (before: LibraryPhoto, after: LibraryPhoto): boolean =>
  before.familyId === after.familyId && before.name === after.name && before.description === after.description && before.locationAddress === after.locationAddress;

/**
 * Splits work into transactions of at most 100 actions: each unit costs its own actions plus one
 * per location it touches that the chunk does not touch yet (plus `fixed` actions per chunk).
 */
export function chunkForTransactions<T>(units: readonly T[], ownActions: number, locationsOf: (unit: T) => Array<string | null>, fixed = 0): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  let locations = new Set<string>();
  for (const unit of units) {
    const touched = locationsOf(unit).filter((id): id is string => Boolean(id));
    const added = touched.filter((id) => !locations.has(id));
    if (chunk.length && fixed + (chunk.length + 1) * ownActions + locations.size + new Set(added).size > MAX_TRANSACTION_ITEMS) {
      chunks.push(chunk);
      chunk = [];
      locations = new Set();
    }
    chunk.push(unit);
    for (const id of touched) locations.add(id);
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/**
 * The photo lists (index design in media-entities.ts), each page one Query:
 *  - everything:        gsi1 'photos#<family>'                       sorted by date, then id
 *  - one place / none:  gsi2 'photoloc#<family>#<locationId|none>'   sorted by date, then id
 *  - one event / none:  gsi4 'photoevent#<family>#<eventId|none>'    sorted by date, then id
 * and 'No Date' inside any of them: the sort key prefix with an empty date ('...dateSort_#photoId_').
 * Read newest first, so photos without a date (dateSort '') come last.
 */
export class DynamoPhotoStore implements PhotoStore {
  private readonly db: MediaService;
  private readonly users;
  private readonly locations: DynamoLocationStore;
  private readonly totals: DynamoPhotoTotals;
  private readonly words: DynamoPhotoWords;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.db = mediaService(client, table);
    this.users = userEntity(client, table);
    this.locations = new DynamoLocationStore(client, table);
    this.totals = new DynamoPhotoTotals(client, table);
    this.words = new DynamoPhotoWords(client, table);
  }

  async totalPhotos(familyId: string, arriving: string | null = null): Promise<number> {
    if (!arriving || arriving === familyId) return this.totals.total(familyId);
    // The arriving library first: a photo that moves between the two reads is counted twice for a
    // moment, never missed (photos only move into the family).
    const stillArriving = await this.totals.total(arriving);
    return stillArriving + (await this.totals.total(familyId));
  }

  /** The family counters' actions for photos arriving (to) and leaving (from) families. */
  totalUpdates(moves: ReadonlyArray<{ from: string | null; to: string | null }>): TransactItem[] {
    return photoTotalUpdates(this.table, familyDeltas(moves));
  }

  async getPhoto(photoId: string): Promise<LibraryPhoto | null> {
    const { data } = await this.db.entities.photo.get({ photoId }).go();
    const photo = data ? photoFromItem(data) : null;
    return photo && photo.trashedAt === null ? photo : null;
  }

  async getPhotos(photoIds: readonly string[]): Promise<LibraryPhoto[]> {
    return (await this.getPhotosAndTrashed(photoIds)).filter((photo) => photo.trashedAt === null);
  }

  async getTrashedPhotos(photoIds: readonly string[]): Promise<LibraryPhoto[]> {
    return (await this.getPhotosAndTrashed(photoIds)).filter((photo) => photo.trashedAt !== null);
  }

  /** Library and trashed photos alike: what moves with a member whatever state it is in. */
  async getPhotosAndTrashed(photoIds: readonly string[]): Promise<LibraryPhoto[]> {
    const keys = photoIds.map((photoId) => this.db.entities.photo.get({ photoId }).params().Key as Key);
    const items = await batchGet(this.client, this.table, keys);
    return this.db.entities.photo.parse({ Items: items }).data.map(photoFromItem);
  }

  async listTrash(ownerId: string, options: { cursor?: string; limit: number; after: number | null }): Promise<Page<LibraryPhoto>> {
    const query = this.db.entities.photo.query.trash({ ownerId });
    // Sort keys are '<trashKey>#<photoId>': past `after` is at or beyond the next millisecond's key.
    const params = options.after === null ? query.params() : query.gt({ trashKey: trashKeyOf(options.after + 1) }).params();
    const input: QueryCommandInput = { ...params, Limit: options.limit, ScanIndexForward: false };
    // The cursor must continue the owner's trash (checked against the whole partition's prefix).
    if (options.cursor) input.ExclusiveStartKey = decodeCursor(options.cursor, query.params());
    const result = await this.client.send(new QueryCommand(input));
    return { items: this.db.entities.photo.parse({ Items: result.Items ?? [] }).data.map(photoFromItem), cursor: encodeCursor(result.LastEvaluatedKey) };
  }

  async trashedBefore(ownerId: string, before: number, limit: number): Promise<LibraryPhoto[]> {
    return this.firstOf(this.db.entities.photo.query.trash({ ownerId }).lt({ trashKey: trashKeyOf(before + 1) }).params(), limit);
  }

  async trashedOnDay(day: string, before: number, limit: number): Promise<LibraryPhoto[]> {
    return this.firstOf(this.db.entities.photo.query.trashDue({ trashDay: day }).lt({ trashKey: trashKeyOf(before + 1) }).params(), limit);
  }

  /** The first page of a trash Query, oldest first: what is purged leaves it, so the next call reads on. */
  private async firstOf(params: QueryCommandInput, limit: number): Promise<LibraryPhoto[]> {
    const { items } = await queryPage(this.client, params, { limit });
    return this.db.entities.photo.parse({ Items: items }).data.map(photoFromItem);
  }

  listParams(familyId: string, filter: PhotoFilter, undatedOnly: boolean): QueryCommandInput {
    const undated = undatedOnly ? { dateSort: '' } : {};
    const photo = this.db.entities.photo;
    switch (filter.by) {
      case 'all':
        return photo.query.byDate({ familyId, ...undated }).params();
      case 'location':
        return photo.query.byLocation({ familyId, locationKey: filter.locationId ?? NO_KEY, ...undated }).params();
      case 'event':
        return photo.query.byEvent({ familyId, eventKey: filter.eventId ?? NO_KEY, ...undated }).params();
      case 'favorites':
        return photo.query.favorites({ familyId, ...undated }).params();
    }
  }

  async listPhotos(familyId: string, filter: PhotoFilter, options: PhotoListOptions): Promise<Page<LibraryPhoto>> {
    const list = (key: string) => this.listParams(key, filter, options.undatedOnly);
    const { items, cursor } = await libraryPage(this.client, list, { family: familyId, arriving: options.arriving }, { limit: options.limit, cursor: options.cursor, newestFirst: true });
    return { items: this.db.entities.photo.parse({ Items: items }).data.map(photoFromItem), cursor };
  }

  async savePhotos(changes: readonly PhotoChange[]): Promise<void> {
    // Two more actions a chunk: the family totals of a move (from one family to another).
    const chunks = chunkForTransactions(changes, 1, ({ before, after }) => [before.locationId, after.locationId], 2);
    for (const chunk of chunks) {
      const deltas = locationDeltas(chunk.map(({ before, after }) => ({ from: placementOf(before), to: placementOf(after) })));
      const totals = this.totalUpdates(chunk.map(({ before, after }) => ({ from: countedIn(before), to: countedIn(after) })));
      await transactWrite(this.client, [...chunk.map(({ before, after }) => this.putChanged(before, after)), ...this.counterUpdates(deltas), ...totals]);
      await this.locations.refreshCoversAfter(deltas);
      await this.words.reindex(chunk.filter(({ before, after }) => !sameWordsKey(before, after)));
    }
  }

  async deletePhotos(ownerId: string, photos: readonly LibraryPhoto[]): Promise<void> {
    const chunks = chunkForTransactions(photos, 2, (photo) => [photo.locationId], 3);
    for (const chunk of chunks) {
      const deltas = locationDeltas(chunk.map((photo) => ({ from: placementOf(photo), to: null })));
      const bytes = chunk.reduce((sum, photo) => sum + photo.size, 0);
      await transactWrite(this.client, [
        ...chunk.flatMap((photo) => [
          remove(expectRevision(this.db.entities.photo.delete({ photoId: photo.photoId }).params(), photo.revision)),
          remove(this.db.entities.contentHash.delete({ ownerId, contentHash: photo.contentHash }).params()),
        ]),
        update(this.users.patch({ userId: ownerId }).subtract({ spaceUsed: bytes, spaceCommitted: bytes }).params()),
        ...this.counterUpdates(deltas),
        ...this.totalUpdates(chunk.map((photo) => ({ from: countedIn(photo), to: null }))),
      ]);
      await this.locations.refreshCoversAfter(deltas);
      await this.words.reindex(chunk.map((photo) => ({ before: photo, after: null })));
    }
  }

  photosWithWord(familyId: string, prefix: string, limit: number): Promise<{ photoIds: string[]; more: boolean }> {
    return this.words.photosWithWord(familyId, prefix, limit);
  }

  /** The put of a changed photo, conditional on nobody having changed it since it was read. */
  putChanged(before: LibraryPhoto, after: LibraryPhoto): TransactItem {
    const item = photoToItem({ ...after, revision: before.revision + 1 });
    return put(expectRevision(this.db.entities.photo.put(item).params(), before.revision));
  }

  counterUpdates(deltas: ReadonlyMap<string, LocationDelta>): TransactItem[] {
    return [...deltas].map(([locationId, delta]) => locationCounterUpdate(this.table, this.locations.keyOf(locationId), delta));
  }
}
