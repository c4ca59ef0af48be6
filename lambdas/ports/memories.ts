import type { EventRecord } from '../domain/family/records';
import type { LibraryScope } from '../domain/library/access';
import type { LibraryPhoto } from './library';

/** A person named (or first seen in photos) at `namedAt`, epoch milliseconds. */
export interface Naming {
  personId: string;
  namedAt: number;
}

/** The days-of-the-year indexes (gsi8): one Query per day asked for. */
export interface MemoryStore {
  /**
   * The library's photos taken on these days of the year ('MM-DD') in years before `beforeYear`,
   * newest first: the family's, and a joiner's still moving in (each photo once).
   */
  photosOnDays(scope: LibraryScope, monthDays: readonly string[], beforeYear: number, limit: number): Promise<LibraryPhoto[]>;
  /** The tree's births and marriages on these days of the year in years before `beforeYear`, earliest first. */
  eventsOnDays(treeOwnerId: string, monthDays: readonly string[], beforeYear: number, limit: number): Promise<EventRecord[]>;
  /** Notes the first naming of a person; a later one leaves the first as it is. */
  noteNamed(treeOwnerId: string, personId: string, namedAt: number): Promise<void>;
  /** A person's earliest photos by date taken (dated photos only), from their faces: one Query. */
  earliestPhotoIdsOf(familyId: string, personId: string, limit: number): Promise<string[]>;
  /** The tree's people first named in [from, to) (epoch ms), the latest first: one Query. */
  namedBetween(treeOwnerId: string, from: number, to: number, limit: number): Promise<Naming[]>;
}
