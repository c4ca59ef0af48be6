import type { GedcomRecord } from './types';

/**
 * Records per type, for the import report ("3,010 people, 1,422 families..."). Counts every
 * level-0 tag it sees, vendor records included, so nothing in the file goes unmentioned.
 */
export class RecordCounts {
  private readonly byTag = new Map<string, number>();
  total = 0;

  add(record: GedcomRecord): void {
    this.total += 1;
    this.byTag.set(record.tag, (this.byTag.get(record.tag) ?? 0) + 1);
  }

  get(tag: string): number {
    return this.byTag.get(tag) ?? 0;
  }

  /** `{ INDI: 3010, FAM: 1422, ... }` in first-seen order. */
  toJSON(): Record<string, number> {
    return Object.fromEntries(this.byTag);
  }
}
