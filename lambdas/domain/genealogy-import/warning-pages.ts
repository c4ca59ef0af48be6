import type { ImportWarning } from '../family/records';

/**
 * An import's warnings, every one listed in the report: the first ones on the import record (the
 * report opens on them, and the imports list shows a few), the rest in pages of their own, read
 * one at a time as the family scrolls (GET /imports/{id}/warnings?page=). DynamoDB holds 400 KB
 * an item, and a page is one item, so each stays well under it and a page's answer stays small.
 * At most MAX_KEPT_IMPORT_WARNINGS are kept (shared/constants.ts).
 */
export const RECORD_WARNING_BYTES = 200_000;
export const WARNING_PAGE_BYTES = 100_000;

/** A warning's share of an item: its words and their line. */
export const warningBytes = (warning: ImportWarning): number => Buffer.byteLength(warning.message) + 24;

/** Warnings (already in line order) as the record's share and the pages after it. */
export function splitWarnings(warnings: readonly ImportWarning[]): { first: ImportWarning[]; pages: ImportWarning[][] } {
  const first: ImportWarning[] = [];
  const pages: ImportWarning[][] = [];
  let room = RECORD_WARNING_BYTES;
  let page: ImportWarning[] | null = null;
  for (const warning of warnings) {
    const size = warningBytes(warning);
    if (!page && size <= room) {
      first.push(warning);
      room -= size;
      continue;
    }
    if (!page || size > room) {
      page = [];
      pages.push(page);
      room = WARNING_PAGE_BYTES;
    }
    page.push(warning);
    room -= size;
  }
  return { first, pages };
}
