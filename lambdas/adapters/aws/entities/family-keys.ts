/**
 * What the family-tree entities share. Every family item's partition starts with
 * `tree#<ownerId>`, so a read can only ever reach the tree it names: isolation between users is
 * a property of the keys, not a check someone might forget.
 */
export const MODEL = { version: '1', service: 'heirloom' } as const;

/** Attributes every family item has: the tree it belongs to and, when imported, which file and run wrote it. */
export const provenanceAttributes = {
  ownerId: { type: 'string', required: true },
  /** '-' for items made in the app; otherwise the GEDCOM file identity (see genealogy-import/identity.ts). */
  importKey: { type: 'string', required: true },
  /** The import run that last wrote the item (stale items of a re-imported file are swept by it). */
  importRun: { type: 'string' },
} as const;

/** Sort keys longer than this are cut: DynamoDB allows 1024 bytes and prefixes are what is searched. */
export const MAX_SORT_TEXT = 120;
