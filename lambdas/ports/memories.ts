import type { EventRecord } from '../domain/family/records';
import type { LibraryPhoto } from './library';

/** The days-of-the-year indexes (gsi8): one Query per day asked for. */
export interface MemoryStore {
  /** The family's photos taken on these days of the year ('MM-DD') in years before `beforeYear`, newest first. */
  photosOnDays(familyId: string, monthDays: readonly string[], beforeYear: number, limit: number): Promise<LibraryPhoto[]>;
  /** The tree's births and marriages on these days of the year in years before `beforeYear`, earliest first. */
  eventsOnDays(treeOwnerId: string, monthDays: readonly string[], beforeYear: number, limit: number): Promise<EventRecord[]>;
}
