import type { PhotoDateQuality } from '@heirloom/shared/rules/photo-date-quality';
import type { FixImageMessage, FixType, PhotoList } from '@heirloom/shared/contracts/photos';
import type { DocumentPageRecord, DocumentRecord, LocationRecord, PhotoRecord, Renditions } from './media';
import type { RelativeFilter } from '@heirloom/shared/contracts/relationship-constants';

/**
 * What a caller's library shows: the family's items and, while the caller's own library is still
 * moving into the family they joined, what is still under the key it comes from. A moving item is
 * under one key or the other at every instant, so reading both keeps every one of the joiner's
 * photos, documents and faces in their view throughout the move (sharing README).
 */
export interface LibraryView {
  readonly family: string;
  readonly arriving: string | null;
}

/** A library's key (a family id), or a view with the caller's arriving library. */
export type LibraryScope = string | LibraryView;

/**
 * The photo library as the strip, the side panels, the map and the documents list use it. Every
 * list is one DynamoDB Query on an index made for it, returning one page; writes that move a photo
 * between lists change the photo and the counters that depend on it in one transaction.
 */

export interface Page<T> {
  items: T[];
  /** Opaque; null on the last page. */
  cursor: string | null;
}

/** A photo or video with what the library keeps beside the upload pipeline's record. */
export interface LibraryPhoto extends PhotoRecord {
  familyId: string;
  /** The uploader's username when the photo last moved; a list shows the member's current name (UploaderNames). */
  uploaderName: string | null;
  /** The location's address and place id, copied so a page of photos needs no location reads. */
  locationAddress: string | null;
  locationPlaceId: string | null;
  /** Bumped by every change; a write names the revision it read and fails if another came first. */
  revision: number;
  /** Corrections applied, in the order they are applied to the original. */
  fixes: FixType[];
  /** The renditions made at upload, kept while corrected ones are shown (never shown twice). */
  baseRenditions: Renditions | null;
  updatedAt: number;
  /** Starred by a member: in the family's Favourites list. */
  favorite: boolean;
  /**
   * Quarter turns clockwise the pictures are drawn at, from the upright upload (0-3). width and
   * height, the renditions and the faces' boxes are all as turned.
   */
  turns: number;
  /**
   * When its uploader deleted it (epoch ms), or null. A trashed photo is in no list, count or
   * view of the library; it waits in the uploader's Recently deleted until restored or purged.
   */
  trashedAt: number | null;
}

/** Which list of the strip: everything, one location (null = none), one event (null = none) or the favourites. */
export type PhotoFilter = { by: 'all' } | { by: 'location'; locationId: string | null } | { by: 'event'; eventId: string | null } | { by: 'favorites' };

export interface PhotoListOptions {
  /** Only photos without a date (the 'No Date' list, alone or within another filter). */
  undatedOnly: boolean;
  cursor?: string;
  limit: number;
  /** While the reader's own library moves into the family: its key, read with the family's (domain/library/access.ts). */
  arriving?: string | null;
}

/** A change of one photo: what was read and what it becomes (same id and owner). */
export interface PhotoChange {
  before: LibraryPhoto;
  after: LibraryPhoto;
}

/** A photo's fields as kept on a document made from it, so 'This is a photo' gives them back. */
export type StashedPhoto = Omit<LibraryPhoto, 'renditions' | 'baseRenditions' | 'revision' | 'fixes' | 'updatedAt' | 'trashedAt'>;

export interface LibraryDocument extends DocumentRecord {
  familyId: string;
  /** Page 1's pictures, copied so a page of the documents list needs no page reads. */
  cover: Renditions | null;
  /** The photo this document was made from, when it was. */
  fromPhoto: StashedPhoto | null;
  revision: number;
  updatedAt: number;
}

export interface LibraryLocation extends LocationRecord {
  /** Photos and videos there. */
  imageCount: number;
  /** Photos there per event they belong to (zero counts are left out). */
  eventCounts: Record<string, number>;
  /** A photo there, for the map marker. */
  coverPhotoId: string | null;
}

export class StaleWriteError extends Error {
  constructor(message = 'The item changed while it was being saved') {
    super(message);
  }
}

export interface PhotoStore {
  /** The photo, unless it is gone or in its uploader's trash (then null, as for a missing one). */
  getPhoto(photoId: string): Promise<LibraryPhoto | null>;
  /** The photos that exist among `ids` and are not in the trash, in no particular order (batched reads). */
  getPhotos(photoIds: readonly string[]): Promise<LibraryPhoto[]>;
  /** The trashed photos among `ids` (batched reads). */
  getTrashedPhotos(photoIds: readonly string[]): Promise<LibraryPhoto[]>;
  /**
   * One page of an uploader's trash, most recently deleted first: one Query. `after` leaves out
   * what was trashed at or before it (an emptied trash whose purge is still under way).
   */
  listTrash(ownerId: string, options: { cursor?: string; limit: number; after: number | null }): Promise<Page<LibraryPhoto>>;
  /** Up to `limit` of an uploader's trashed photos trashed at or before `before`, oldest first (emptying). */
  trashedBefore(ownerId: string, before: number, limit: number): Promise<LibraryPhoto[]>;
  /** Up to `limit` photos trashed on `day` (UTC 'YYYY-MM-DD') at or before `before`, every family's (the purge job). */
  trashedOnDay(day: string, before: number, limit: number): Promise<LibraryPhoto[]>;
  /** One page of a list, newest taken first, photos without a date last. */
  listPhotos(ownerId: string, filter: PhotoFilter, options: PhotoListOptions): Promise<Page<LibraryPhoto>>;
  /** How many photos and videos the family's strip holds (a maintained counter, one read; two while the reader's library arrives). */
  totalPhotos(familyId: string, arriving?: string | null): Promise<number>;
  /**
   * Writes changed photos and the location counters they move, atomically per chunk; throws
   * StaleWriteError when a photo's revision is no longer the one read.
   */
  savePhotos(changes: readonly PhotoChange[]): Promise<void>;
  /**
   * Removes photos (their records, content claims and counters) and frees their space on the
   * owner's account in the same transaction. Objects are removed by the caller afterwards.
   * Trashed photos left the counters when they were trashed: only their records and space go.
   */
  deletePhotos(ownerId: string, photos: readonly LibraryPhoto[]): Promise<void>;
  /**
   * Ids of up to `limit` photos of the family indexed under a word starting with `prefix` (their
   * caption's or file name's, domain/library/photo-words.ts): one Query. The index may still name a
   * photo deleted or changed a moment ago: the search checks each photo it reads.
   */
  photosWithWord(familyId: string, prefix: string, limit: number): Promise<{ photoIds: string[]; more: boolean }>;
}

export interface DocumentStore {
  getDocument(documentId: string): Promise<LibraryDocument | null>;
  getDocuments(documentIds: readonly string[]): Promise<LibraryDocument[]>;
  /** Newest first. */
  listDocuments(ownerId: string, options: { cursor?: string; limit: number; arriving?: string | null }): Promise<Page<LibraryDocument>>;
  /** Pages from `fromPage` on, in order; `next` is the page number after the last one returned, or null. */
  documentPages(documentId: string, fromPage: number, limit: number): Promise<{ pages: DocumentPageRecord[]; next: number | null }>;
  saveDocument(before: LibraryDocument, after: LibraryDocument): Promise<void>;
  /**
   * Removes documents with their content claims, freeing their space in the same transaction, then
   * their pages; a document changed meanwhile is read again. Returns the pages' picture keys.
   */
  deleteDocuments(ownerId: string, documents: readonly LibraryDocument[]): Promise<{ derivedKeys: string[] }>;
  /** The photo leaves the photo lists and comes back as a one-page document, in one transaction. */
  photoToDocument(photo: LibraryPhoto, document: LibraryDocument, page: DocumentPageRecord): Promise<void>;
  /** The document's single page becomes the photo again, in one transaction. */
  documentToPhoto(document: LibraryDocument, pages: readonly DocumentPageRecord[], photo: LibraryPhoto): Promise<void>;
}

export interface LocationStore {
  getLocation(locationId: string): Promise<LibraryLocation | null>;
  /** Every location of the owner (one Query, paged through; a family has hundreds, not millions). */
  ownerLocations(ownerId: string): Promise<LibraryLocation[]>;
  /** The owner's locations with photos (one Query on the owner's locations, filtered). */
  locationsWithPhotos(ownerId: string): Promise<LibraryLocation[]>;
  /** The owner's location for a gazetteer place, created on first use. */
  locationForPlace(ownerId: string, place: { placeId: string; formattedAddress: string; latitude: number; longitude: number }): Promise<LocationRecord>;
  /** The owner's location for an address typed by hand (no map position), created on first use. */
  locationForAddress(ownerId: string, formattedAddress: string): Promise<LocationRecord>;
  /** Points the location's map marker at one of its photos again after its photo left. */
  refreshCover(locationId: string): Promise<void>;
}

/** What the library reads of the family tree's events (implemented over the family store). */
export interface EventRecordSummary {
  id: string;
  name: string;
  eventType: string;
  startDate: string;
}

export interface LibraryEvents {
  getEvents(ownerId: string, eventIds: readonly string[]): Promise<EventRecordSummary[]>;
  /** The event chooser's "type a new name": a Custom event with the photo's date and place. */
  createCustomEvent(ownerId: string, input: { name: string; startDate: string; endDate: string; location: string }): Promise<EventRecordSummary>;
}

export interface PersonSummaryRecord {
  id: string;
  name: string;
  sex: string;
  thumbnailUrl: string | null;
}

/** What the library reads of the family tree's people. */
export interface LibraryPeople {
  getPerson(ownerId: string, personId: string): Promise<PersonSummaryRecord | null>;
  /** The person the user said is them ('This person is me'), if any. */
  ownPersonId(userId: string): Promise<string | null>;
  relativesOf(ownerId: string, personId: string, list: Exclude<PhotoList, 'Me'>): Promise<string[]>;
  /** The people a relationship filter names (issue 34), nearest first; an unknown person is not found. */
  relationOf(ownerId: string, personId: string, choice: RelationChoice): Promise<RelationPeople>;
  /** Which of these people are still shown (not removed from view, not merged into another): one batch read. */
  presentOf(ownerId: string, personIds: readonly string[]): Promise<Set<string>>;
}

export interface RelationChoice {
  relation: RelativeFilter;
  degree: number;
  partner_id?: string;
}

export interface RelationPeople {
  person: PersonSummaryRecord;
  partner: PersonSummaryRecord | null;
  /**
   * Nearest generation first, then by id (stable when someone is renamed, for the strip's page
   * token). Read from the tree's events only, so it may name people removed from view: see presentOf.
   */
  ids: string[];
  /** The walk stopped at its bound (10 generations, 2,000 people). */
  truncated: boolean;
}

/**
 * The family's members by user id, for the uploader's name on each photo. Read when a list is
 * shown (one small Query), so a member's new name, or the founder's once a relative joins, shows
 * at once on every photo instead of after a job has rewritten them all.
 */
export interface UploaderNames {
  namesIn(familyId: string): Promise<ReadonlyMap<string, string>>;
}

/** Where image corrections and quarter turns are queued. */
export interface FixQueue {
  send(message: FixImageMessage): Promise<void>;
}

/** A photo whose date (or the date's worth) changed. */
export interface RedatedPhoto {
  photoId: string;
  dateSort: string;
  dateQuality: PhotoDateQuality | null;
}

/** Which photos show which people (face recognition). `null` stands for faces not linked to anyone. */
export interface LibraryFaces {
  /**
   * One page of photo ids, newest taken first; a photo shows once however many of the people it has.
   * `merge` pages with the merged stream's token even for one person (a filter whose people vary).
   * `present` leaves out people removed from view, asked a chunk of people at a time (merged only).
   */
  photoIdsOf(
    library: LibraryScope,
    personIds: readonly (string | null)[],
    options: { cursor?: string; limit: number; merge?: boolean; present?: (personIds: readonly string[]) => Promise<ReadonlySet<string>> },
  ): Promise<{ photoIds: string[]; cursor: string | null }>;
  /** Photos whose date changed: their faces move to the new place in each person's photo list. */
  photosRedated(ownerId: string, photos: readonly RedatedPhoto[]): Promise<void>;
}
