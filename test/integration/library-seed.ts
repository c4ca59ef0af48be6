import { sortKey } from '@heirloom/shared/rules/fuzzy-date';
import { ulid } from 'ulid';
import { DynamoMediaCatalog } from '../../lambdas/adapters/aws/dynamo-media-catalog';
import type { DocumentRecord, LocationRecord, PhotoRecord } from '../../lambdas/ports/media';
import { documentClient } from '../../lambdas/runtime/clients';
import type { TestStack } from '../support/local-stack';

/**
 * Photos written straight through the catalog (the upload pipeline's own write, with its content
 * claim and map counters), for tests that need many photos fast. Their picture keys name files
 * that do not exist: the links are signed all the same.
 */
export const catalogFor = (stack: TestStack) => new DynamoMediaCatalog(documentClient(), stack.stack.tableName);

let sequence = 0;

export function photoRecord(ownerId: string, fields: Partial<PhotoRecord> = {}): PhotoRecord {
  const photoId = fields.photoId ?? ulid();
  const dateTaken = fields.dateTaken ?? null;
  const base = `users/${ownerId}/media/${photoId}`;
  return {
    photoId,
    ownerId,
    imageType: 'photo',
    system: 'own',
    uploadId: null,
    name: `photo-${++sequence}.jpg`,
    objectKey: `users/${ownerId}/uploads/${photoId}/photo.jpg`,
    contentHash: `hash-${photoId}`,
    mime: 'image/jpeg',
    size: 1000,
    width: 4000,
    height: 3000,
    orientation: 1,
    renditions: { thumb64: `${base}/64.webp`, thumb64Jpeg: `${base}/64.jpg`, thumb300: `${base}/300.webp`, thumb300Jpeg: `${base}/300.jpg`, large: `${base}/1600.webp`, largeJpeg: `${base}/1600.jpg` },
    placeholder: null,
    dateTaken,
    dateSort: (dateTaken && sortKey(dateTaken)) || '',
    latitude: null,
    longitude: null,
    altitude: null,
    locationId: null,
    eventId: null,
    description: null,
    camera: null,
    durationSeconds: null,
    createdAt: Date.now(),
    ...fields,
  };
}

/** A one-page document of `ownerId`'s, for the catalog's addDocument (no pages: the list shows it all the same). */
export function documentRecord(ownerId: string, title: string): DocumentRecord {
  const documentId = ulid();
  return { documentId, ownerId, uploadId: null, name: `${title}.pdf`, objectKey: `users/${ownerId}/uploads/${documentId}/${title}.pdf`, contentHash: `hash-${documentId}`, mime: 'application/pdf', size: 2000, title, author: null, publication: null, pageCount: 1, createdAt: Date.now() };
}

/** Adds photos through the catalog, a few at a time. */
export async function seedPhotos(stack: TestStack, records: readonly PhotoRecord[]): Promise<PhotoRecord[]> {
  const catalog = catalogFor(stack);
  for (let i = 0; i < records.length; i += 10) {
    const added = await Promise.all(records.slice(i, i + 10).map((record) => catalog.addPhoto(record)));
    if (added.includes(false)) throw new Error('A seeded photo was not added');
  }
  return [...records];
}

/** A day in a given year and month, so photos sort in a known order. */
export const dayText = (index: number) => `${(index % 28) + 1} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][index % 12]} ${1950 + index}`;

export const GRAND_JUNCTION = { placeId: 'geonames:5423573', formattedAddress: 'Grand Junction, Colorado, United States', latitude: 39.06387, longitude: -108.55065 };
export const BERLIN = { placeId: 'geonames:2950159', formattedAddress: 'Berlin, Germany', latitude: 52.52437, longitude: 13.41053 };

export const placeFor = (stack: TestStack, ownerId: string, place: typeof GRAND_JUNCTION): Promise<LocationRecord> => catalogFor(stack).locationForPlace(ownerId, place);
