import type { EventRecord } from '../domain/family/records';
import type { SourceRange } from '../domain/timeline/paging';
import type { LibraryPhoto } from './library';

export type TimelineOrder = 'ascending' | 'descending';

/**
 * The timeline's sources, each read as one Query over an inclusive key range (see
 * domain/timeline/paging.ts), at most `limit` items in the given order. Events are keyed by the
 * tree owner, photos by the library owner.
 */
export interface TimelineStore {
  /** A tree's dated events. */
  events(treeOwnerId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<EventRecord[]>;
  /** The dated events a person takes part in (ids only: one per role they have in it). */
  personEventIds(treeOwnerId: string, personId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<Array<{ eventId: string; sortDate: string }>>;
  /** A library's dated photos and videos. */
  photos(libraryOwnerId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<LibraryPhoto[]>;
  /** The dated photos attached to one event (the photo's event list). */
  eventPhotos(libraryOwnerId: string, eventId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<LibraryPhoto[]>;
  /** The ids of dated photos with a face of this person (one per face: a photo may show them twice). */
  personFacePhotoIds(libraryOwnerId: string, personId: string, range: SourceRange, order: TimelineOrder, limit: number): Promise<string[]>;
}
