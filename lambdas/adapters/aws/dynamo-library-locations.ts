import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LibraryLocation, LocationStore } from '../../ports/library';
import type { LocationRecord } from '../../ports/media';
import { isConditionalCheckFailure } from './conditional-check';
import type { LocationDelta } from './dynamo-library-counters';
import { locationFromRaw } from './dynamo-library-records';
import { batchGet, queryAll, queryPage, type Key } from './dynamo-library-query';
import { mediaService, type MediaService } from './entities/media-entities';

/** One location per place (or typed address) and owner: the id is derived, so concurrent writers agree on it. */
export const locationIdFor = (ownerId: string, identity: string): string => createHash('sha256').update(`${ownerId}\u0000${identity}`).digest('base64url').slice(0, 22);

const foldAddress = (address: string) => address.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export class DynamoLocationStore implements LocationStore {
  private readonly db: MediaService;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.db = mediaService(client, table);
  }

  keyOf(locationId: string): Key {
    return this.db.entities.location.get({ locationId }).params().Key as Key;
  }

  async getLocation(locationId: string): Promise<LibraryLocation | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: this.keyOf(locationId) }));
    return Item && Item.__edb_e__ === 'location' ? locationFromRaw(Item) : null;
  }

  async getLocations(locationIds: readonly string[]): Promise<LibraryLocation[]> {
    const items = await batchGet(this.client, this.table, locationIds.map((id) => this.keyOf(id)));
    return items.filter((item) => item.__edb_e__ === 'location').map(locationFromRaw);
  }

  async ownerLocations(ownerId: string): Promise<LibraryLocation[]> {
    const items = await queryAll(this.client, this.db.entities.location.query.byOwner({ ownerId }).params());
    return items.filter((item) => item.__edb_e__ === 'location').map(locationFromRaw);
  }

  async locationsWithPhotos(ownerId: string): Promise<LibraryLocation[]> {
    const params = this.db.entities.location.query
      .byOwner({ ownerId })
      .where(({ imageCount }, { gt }) => gt(imageCount, 0))
      .params();
    const items = await queryAll(this.client, params);
    return items.filter((item) => item.__edb_e__ === 'location').map(locationFromRaw);
  }

  async locationForPlace(ownerId: string, place: { placeId: string; formattedAddress: string; latitude: number; longitude: number }): Promise<LocationRecord> {
    const record = { locationId: locationIdFor(ownerId, place.placeId), ownerId, formattedAddress: place.formattedAddress, placeId: place.placeId, latitude: place.latitude, longitude: place.longitude };
    await this.createOnce(record);
    return record;
  }

  async locationForAddress(ownerId: string, formattedAddress: string): Promise<LocationRecord> {
    const address = formattedAddress.replace(/\s+/g, ' ').trim();
    const record = { locationId: locationIdFor(ownerId, `address:${foldAddress(address)}`), ownerId, formattedAddress: address, placeId: null, latitude: null, longitude: null };
    try {
      await this.db.entities.location.create({ locationId: record.locationId, ownerId, formattedAddress: address, imageCount: 0, createdAt: Date.now() }).go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      const existing = await this.getLocation(record.locationId);
      if (existing) return existing;
    }
    return record;
  }

  async refreshCover(locationId: string): Promise<void> {
    const location = await this.getLocation(locationId);
    if (!location) return;
    const params = this.db.entities.photo.query.byLocation({ familyId: location.ownerId, locationKey: locationId }).params();
    const { items } = await queryPage(this.client, params, { limit: 1, newestFirst: true });
    const cover = (items[0]?.photoId as string | undefined) ?? null;
    if (cover === location.coverPhotoId) return;
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: this.keyOf(locationId),
        UpdateExpression: cover ? 'SET #cover = :cover' : 'REMOVE #cover',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#cover': 'coverPhotoId', '#pk': 'pk' },
        ...(cover ? { ExpressionAttributeValues: { ':cover': cover } } : {}),
      }),
    );
  }

  /** After photos left locations: where one of them was the marker's photo, choose another. */
  async refreshCoversAfter(deltas: ReadonlyMap<string, LocationDelta>): Promise<void> {
    const losing = [...deltas].filter(([, delta]) => delta.left.length);
    if (!losing.length) return;
    const locations = await this.getLocations(losing.map(([id]) => id));
    const stale = locations.filter((location) => location.coverPhotoId && deltas.get(location.locationId)!.left.includes(location.coverPhotoId));
    await Promise.all(stale.map((location) => this.refreshCover(location.locationId)));
  }

  private async createOnce(record: LocationRecord): Promise<void> {
    try {
      await this.db.entities.location
        .create({
          locationId: record.locationId,
          ownerId: record.ownerId,
          formattedAddress: record.formattedAddress,
          ...(record.placeId ? { placeId: record.placeId } : {}),
          ...(record.latitude !== null ? { latitude: record.latitude } : {}),
          ...(record.longitude !== null ? { longitude: record.longitude } : {}),
          imageCount: 0,
          createdAt: Date.now(),
        })
        .go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
}
