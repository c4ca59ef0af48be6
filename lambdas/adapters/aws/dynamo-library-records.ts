import type { CreateEntityItem, EntityItem } from 'electrodb';
import type { FixType } from '@heirloom/shared/contracts/photos';
import { monthDayOfSortDate } from '@heirloom/shared/rules/memories';
import { trashDayOf } from '@heirloom/shared/rules/trash';
import type { LibraryDocument, LibraryLocation, LibraryPhoto, StashedPhoto } from '../../ports/library';
import type { DocumentPageRecord, Renditions } from '../../ports/media';
import { eventCountsOf } from './dynamo-library-counters';
import type { Item } from './dynamo-library-query';
import type { MediaService } from './entities/media-entities';

type Entities = MediaService['entities'];
export type PhotoItem = EntityItem<Entities['photo']>;
type DocumentItem = EntityItem<Entities['document']>;
type PageItem = EntityItem<Entities['documentPage']>;

const nullable = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
/** DynamoDB items leave absent attributes out; the records use null for them. */
export const withoutNulls = (record: object) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

export const NO_KEY = 'none';

export function photoFromItem(item: PhotoItem): LibraryPhoto {
  return {
    photoId: item.photoId,
    ownerId: item.ownerId,
    familyId: item.familyId ?? item.ownerId,
    uploaderName: nullable(item.uploaderName),
    imageType: item.imageType,
    system: item.system,
    uploadId: nullable(item.uploadId),
    name: item.name,
    objectKey: item.objectKey,
    contentHash: item.contentHash,
    mime: item.mime,
    size: item.size,
    width: item.width,
    height: item.height,
    orientation: item.orientation,
    renditions: item.renditions as Renditions,
    placeholder: nullable(item.placeholder),
    dateTaken: nullable(item.dateTaken),
    dateSort: item.dateSort ?? '',
    dateQuality: nullable(item.dateQuality) as LibraryPhoto['dateQuality'],
    latitude: nullable(item.latitude),
    longitude: nullable(item.longitude),
    altitude: nullable(item.altitude),
    locationId: nullable(item.locationId),
    eventId: nullable(item.eventId),
    description: nullable(item.description),
    camera: nullable(item.camera),
    durationSeconds: nullable(item.durationSeconds),
    createdAt: item.createdAt,
    perceptualHash: nullable(item.perceptualHash),
    sharpness: nullable(item.sharpness),
    locationAddress: nullable(item.locationAddress),
    locationPlaceId: nullable(item.locationPlaceId),
    revision: item.revision ?? 0,
    fixes: (item.fixes ?? []) as FixType[],
    baseRenditions: (item.baseRenditions as Renditions | undefined) ?? null,
    updatedAt: item.updatedAt ?? item.createdAt,
    favorite: item.favorite ?? false,
    ...(item.namedFaces?.length ? { namedFaces: item.namedFaces } : {}),
    turns: item.turns ?? 0,
    trashedAt: nullable(item.trashedAt),
  };
}

/** trashedAt as text that sorts as the number does (epoch ms has 13 digits until the year 2286). */
export const trashKeyOf = (trashedAt: number): string => String(trashedAt).padStart(15, '0');

/** The stored photo: its list keys follow its location, event and day of the year, and its trash entries its deletion. */
export function photoToItem(photo: LibraryPhoto): CreateEntityItem<Entities['photo']> {
  return withoutNulls({
    ...photo,
    locationKey: photo.locationId ?? NO_KEY,
    eventKey: photo.eventId ?? NO_KEY,
    monthDay: monthDayOfSortDate(photo.dateSort) ?? NO_KEY,
    trashKey: photo.trashedAt === null ? NO_KEY : trashKeyOf(photo.trashedAt),
    trashDay: photo.trashedAt === null ? NO_KEY : trashDayOf(photo.trashedAt),
  }) as CreateEntityItem<Entities['photo']>;
}

export function documentFromItem(item: DocumentItem): LibraryDocument {
  return {
    documentId: item.documentId,
    ownerId: item.ownerId,
    familyId: item.familyId ?? item.ownerId,
    uploadId: nullable(item.uploadId),
    name: item.name,
    objectKey: item.objectKey,
    contentHash: item.contentHash,
    mime: item.mime,
    size: item.size,
    title: item.title,
    author: nullable(item.author),
    publication: nullable(item.publication),
    pageCount: item.pageCount,
    createdAt: item.createdAt,
    cover: (item.cover as Renditions | undefined) ?? null,
    fromPhoto: (item.fromPhoto as StashedPhoto | undefined) ?? null,
    revision: item.revision ?? 0,
    updatedAt: item.updatedAt ?? item.createdAt,
  };
}

export function documentToItem(document: LibraryDocument): CreateEntityItem<Entities['document']> {
  return withoutNulls(document) as CreateEntityItem<Entities['document']>;
}

export function pageFromItem(item: PageItem): DocumentPageRecord {
  return { documentId: item.documentId, pageNumber: item.pageNumber, width: item.width, height: item.height, renditions: item.renditions as Renditions };
}

/** Locations are read raw: their per-event counters live outside the entity's schema. */
export function locationFromRaw(item: Item): LibraryLocation {
  const optional = <T>(value: unknown) => (value === undefined ? null : (value as T));
  return {
    locationId: item.locationId as string,
    ownerId: item.ownerId as string,
    formattedAddress: item.formattedAddress as string,
    placeId: optional<string>(item.placeId),
    latitude: optional<number>(item.latitude),
    longitude: optional<number>(item.longitude),
    imageCount: (item.imageCount as number | undefined) ?? 0,
    eventCounts: eventCountsOf(item),
    coverPhotoId: optional<string>(item.coverPhotoId),
  };
}
