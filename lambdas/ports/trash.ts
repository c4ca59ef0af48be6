/** An uploader's Empty trash: everything they had trashed at or before `before` is being deleted for good. */
export interface TrashEmptying {
  ownerId: string;
  before: number;
}

/**
 * What the trash keeps beside the photos: emptied trashes whose purge is still under way (one item
 * per uploader, so Empty answers at once however many photos it holds) and where the purge job's
 * walk over the days stands.
 */
export interface TrashState {
  /** The uploader's latest Empty not yet purged: what was trashed at or before it no longer shows. */
  emptiedAt(ownerId: string): Promise<number | null>;
  /** Records an Empty; a later one moves the mark on, an earlier one (a retry) leaves it. */
  markEmptied(ownerId: string, at: number): Promise<void>;
  /** Emptied trashes still being purged, a few at a time. */
  emptyings(limit: number): Promise<TrashEmptying[]>;
  /** The purge of this Empty is done; a newer Empty pressed meanwhile keeps its own mark. */
  finishEmptying(emptying: TrashEmptying): Promise<void>;
  /** The first day ('YYYY-MM-DD', UTC) whose trashed photos the purge job has not all deleted, or null before its first run. */
  purgeDay(): Promise<string | null>;
  savePurgeDay(day: string): Promise<void>;
}
