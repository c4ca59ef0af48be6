import { Entity, Service } from 'electrodb';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

const MODEL = { version: '1', service: 'heirloom' } as const;
const primary = <const C extends readonly string[]>(composite: C) => ({
  pk: { field: 'pk', composite, casing: 'none' as const },
  sk: { field: 'sk', composite: [] as const, casing: 'none' as const },
});

/** Derived files of a photo, video poster or document page, by role, as keys in the media bucket. */
const renditions = {
  type: 'map',
  properties: {
    thumb64: { type: 'string' },
    thumb64Jpeg: { type: 'string' },
    thumb300: { type: 'string' },
    thumb300Jpeg: { type: 'string' },
    large: { type: 'string' },
    largeJpeg: { type: 'string' },
    playback: { type: 'string' },
  },
} as const;

/** A photo in the library (not in its uploader's trash): the condition of every list index. */
const inLibrary = (attributes: Record<string, unknown>) => attributes.trashKey === undefined || attributes.trashKey === 'none';
const inTrash = (attributes: Record<string, unknown>) => !inLibrary(attributes);

/**
 * A photo or video in a family's library. `ownerId` is who uploaded it (their space, their right
 * to delete it, their account's deletion); `familyId` is the family whose lists show it, so each
 * page of a list is one Query for the whole family.
 */
export const photoSchema = {
  model: { entity: 'photo', ...MODEL },
  attributes: {
    photoId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    familyId: { type: 'string', required: true },
    /** The uploader's username, shown to the rest of the family. */
    uploaderName: { type: 'string' },
    imageType: { type: ['photo', 'video'] as const, required: true },
    system: { type: ['own', 'google', 'facebook', 'dropbox'] as const, required: true },
    uploadId: { type: 'string' },
    name: { type: 'string', required: true },
    objectKey: { type: 'string', required: true },
    contentHash: { type: 'string', required: true },
    mime: { type: 'string', required: true },
    size: { type: 'number', required: true },
    width: { type: 'number', required: true },
    height: { type: 'number', required: true },
    orientation: { type: 'number', required: true },
    renditions: { ...renditions, required: true },
    placeholder: { type: 'string' },
    /** The fuzzy-date text as shown and edited; dateSort orders the library ('' = no date). */
    dateTaken: { type: 'string' },
    dateSort: { type: 'string', required: true, default: '' },
    /** shared/rules/photo-date-quality.ts; absent on photos stored before it was kept. */
    dateQuality: { type: 'string' },
    /** 'MM-DD' when the date names a day (shared/rules/memories.ts), else 'none': the photo's entry in onThisDay. */
    monthDay: { type: 'string', required: true, default: 'none' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    altitude: { type: 'number' },
    locationId: { type: 'string' },
    eventId: { type: 'string' },
    description: { type: 'string' },
    camera: { type: 'string' },
    durationSeconds: { type: 'number' },
    createdAt: { type: 'number', required: true, readOnly: true },
    /** Near-duplicate fingerprints (duplicates/): a 64-bit perceptual hash in hex, and sharpness. */
    perceptualHash: { type: 'string' },
    sharpness: { type: 'number' },
    /** locationId, or 'none': the photo's list in the byLocation index. */
    locationKey: { type: 'string', required: true, default: 'none' },
    /** eventId, or 'none': the photo's list in the byEvent part of the owner index. */
    eventKey: { type: 'string', required: true, default: 'none' },
    /** The location's address and place id, copied so a page of photos needs no location reads. */
    locationAddress: { type: 'string' },
    locationPlaceId: { type: 'string' },
    /** Bumped by every change; writes are conditional on the revision they read. */
    revision: { type: 'number', required: true, default: 0 },
    /** Image corrections applied ('denoise', 'color_correct'), and the upload's renditions they replaced. */
    fixes: { type: 'list', items: { type: 'string' } },
    baseRenditions: renditions,
    updatedAt: { type: 'number' },
    /** Starred by a member (the family's Favourites). */
    favorite: { type: 'boolean' },
    /** Faces the file's metadata names, at most 50 (media/images/face-regions.ts). */
    namedFaces: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          name: { type: 'string', required: true },
          box: {
            type: 'map',
            required: true,
            properties: { left: { type: 'number', required: true }, top: { type: 'number', required: true }, width: { type: 'number', required: true }, height: { type: 'number', required: true } },
          },
        },
      },
    },
    /** Quarter turns clockwise the pictures are drawn at (a turned scan). */
    turns: { type: 'number' },
    /** When the uploader deleted it (epoch ms): in their Recently deleted until purged (trash.ts). */
    trashedAt: { type: 'number' },
    /**
     * 'none' in the library; in the trash, trashedAt zero-padded so it sorts as text. Every list
     * index below is conditional on 'none', so a trashed photo has no entry in any of them and
     * every list stays one Query; putting it back writes the entries again from its own attributes.
     */
    trashKey: { type: 'string', required: true, default: 'none' },
    /** The UTC day it was trashed ('YYYY-MM-DD'), or 'none': its partition in trashDue. */
    trashDay: { type: 'string', required: true, default: 'none' },
  },
  indexes: {
    byId: primary(['photoId'] as const),
    /**
     * The library (and, with dateSort '', the No Date list), newest taken first when queried in
     * reverse; undated photos sort first, so they come last.
     */
    byDate: {
      condition: inLibrary,
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['familyId'] as const, template: 'photos#${familyId}', casing: 'none' as const },
      sk: { field: 'gsi1sk', composite: ['dateSort', 'photoId'] as const, casing: 'none' as const },
    },
    /** One list per place and family, and one for photos with no place ('none'), in date order. */
    byLocation: {
      condition: inLibrary,
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['familyId', 'locationKey'] as const, template: 'photoloc#${familyId}#${locationKey}', casing: 'none' as const },
      sk: { field: 'gsi2sk', composite: ['dateSort', 'photoId'] as const, casing: 'none' as const },
    },
    /** One list per event and family, and one for photos with no event ('none'), in date order. */
    byEvent: {
      condition: inLibrary,
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['familyId', 'eventKey'] as const, template: 'photoevent#${familyId}#${eventKey}', casing: 'none' as const },
      sk: { field: 'gsi4sk', composite: ['dateSort', 'photoId'] as const, casing: 'none' as const },
    },
    /** The uploader's items (account deletion; a leaving member's uploads). */
    byOwner: ownerIndex(['eventKey', 'dateSort', 'photoId'] as const),
    /**
     * A family's photos taken on one day of the year, newest year first (memories). Sparse: only
     * photos dated to the day have an entry (ElectroDB wants the composite on every write, hence 'none').
     */
    onThisDay: {
      index: 'gsi8',
      condition: (attributes: Record<string, unknown>) => attributes.monthDay !== 'none' && inLibrary(attributes),
      pk: { field: 'gsi8pk', composite: ['familyId', 'monthDay'] as const, template: 'photoday#${familyId}#${monthDay}', casing: 'none' as const },
      sk: { field: 'gsi8sk', composite: ['dateSort', 'photoId'] as const, casing: 'none' as const },
    },
    /** The family's favourites in date order. Sparse: only starred photos have an entry. */
    favorites: {
      index: 'gsi5',
      condition: (attributes: Record<string, unknown>) => attributes.favorite === true && inLibrary(attributes),
      pk: { field: 'gsi5pk', composite: ['familyId'] as const, template: 'photofav#${familyId}', casing: 'none' as const },
      sk: { field: 'gsi5sk', composite: ['dateSort', 'photoId'] as const, casing: 'none' as const },
    },
    /** The uploader's Recently deleted, most recently deleted last (read in reverse). Sparse: trashed photos only. */
    trash: {
      index: 'gsi6',
      condition: inTrash,
      pk: { field: 'gsi6pk', composite: ['ownerId'] as const, template: 'phototrash#${ownerId}', casing: 'none' as const },
      sk: { field: 'gsi6sk', composite: ['trashKey', 'photoId'] as const, casing: 'none' as const },
    },
    /** Every family's trashed photos by the day they were trashed: the purge job's walk, one day partition at a time. */
    trashDue: {
      index: 'gsi7',
      condition: inTrash,
      pk: { field: 'gsi7pk', composite: ['trashDay'] as const, template: 'phototrashday#${trashDay}', casing: 'none' as const },
      sk: { field: 'gsi7sk', composite: ['trashKey', 'photoId'] as const, casing: 'none' as const },
    },
  },
} as const;

/** A document (a scanned or uploaded PDF, or a photo turned into a document); owner and family as for photos. */
export const documentSchema = {
  model: { entity: 'document', ...MODEL },
  attributes: {
    documentId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    familyId: { type: 'string', required: true },
    uploadId: { type: 'string' },
    name: { type: 'string', required: true },
    objectKey: { type: 'string', required: true },
    contentHash: { type: 'string', required: true },
    mime: { type: 'string', required: true },
    size: { type: 'number', required: true },
    title: { type: 'string', required: true },
    author: { type: 'string' },
    publication: { type: 'string' },
    pageCount: { type: 'number', required: true },
    createdAt: { type: 'number', required: true, readOnly: true },
    /** Page 1's pictures, copied so the documents list needs no page reads. */
    cover: renditions,
    /** The photo's fields when the document was made from a photo, given back by 'This is a photo'. */
    fromPhoto: { type: 'any' },
    revision: { type: 'number', required: true, default: 0 },
    updatedAt: { type: 'number' },
  },
  indexes: {
    byId: primary(['documentId'] as const),
    /** The family's documents list, newest first when read in reverse. */
    byFamily: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['familyId'] as const, template: 'documents#${familyId}', casing: 'none' as const },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'documentId'] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['createdAt', 'documentId'] as const),
  },
} as const;

/** One rendered page of a document, stored beside it (same partition) in page order. */
export const documentPageSchema = {
  model: { entity: 'documentPage', ...MODEL },
  attributes: {
    documentId: { type: 'string', required: true },
    pageNumber: { type: 'number', required: true, padding: { length: 4, char: '0' } },
    ownerId: { type: 'string', required: true },
    width: { type: 'number', required: true },
    height: { type: 'number', required: true },
    renditions: { ...renditions, required: true },
  },
  indexes: {
    byDocument: {
      pk: { field: 'pk', composite: ['documentId'] as const, casing: 'none' as const },
      sk: { field: 'sk', composite: ['pageNumber'] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['documentId', 'pageNumber'] as const),
  },
} as const;

/** Which item holds a given file content for a user: the same file uploaded twice is stored once. */
export const contentHashSchema = {
  model: { entity: 'contentHash', ...MODEL },
  attributes: {
    ownerId: { type: 'string', required: true },
    contentHash: { type: 'string', required: true },
    itemType: { type: ['photo', 'video', 'document', 'gedcom'] as const, required: true },
    itemId: { type: 'string', required: true },
  },
  indexes: {
    byHash: primary(['ownerId', 'contentHash'] as const),
    byOwner: ownerIndex(['contentHash'] as const),
  },
} as const;


/** A place photos and events are at: one per gazetteer place (or typed address) per owner. */
export const locationSchema = {
  model: { entity: 'location', version: '1', service: 'heirloom' },
  attributes: {
    locationId: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    formattedAddress: { type: 'string', required: true },
    placeId: { type: 'string' },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    createdAt: { type: 'number', required: true, readOnly: true },
    /**
     * Photos and videos there, kept in the same transactions that move photos. Beside it, outside
     * this schema, `ev_<eventId>` counts the photos there per event (see dynamo-library-counters.ts).
     */
    imageCount: { type: 'number', required: true, default: 0 },
    /** A photo there, for the map marker. */
    coverPhotoId: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['locationId'] as const, casing: 'none' as const },
      sk: { field: 'sk', composite: [] as const, casing: 'none' as const },
    },
    byOwner: ownerIndex(['formattedAddress', 'locationId'] as const),
  },
} as const;

export const mediaService = perTable((client, table) =>
  new Service(
    {
      photo: new Entity(photoSchema),
      document: new Entity(documentSchema),
      documentPage: new Entity(documentPageSchema),
      contentHash: new Entity(contentHashSchema),
      location: new Entity(locationSchema),
    },
    { client, table },
  ),
);
export type MediaService = ReturnType<typeof mediaService>;
