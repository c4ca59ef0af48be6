import type { PhotoView } from '@heirloom/shared/contracts/media';
import { isPhotoView } from '../../../lib/photo-view';

/**
 * The `item` of a processing_complete message (shared/contracts/realtime leaves it open): the photo
 * or video itself, or the id of the document or family-tree import the file became.
 */
export type ProcessedItem =
  | {
      item_type: 'photo' | 'video';
      photo: PhotoView;
      /** A near or exact copy of photos the family already has: kept, and offered on the duplicates review. */
      copy_of?: { count: number; exact: boolean };
      /** The very same file was in the library already: nothing new was added. */
      already_stored?: boolean;
    }
  | { item_type: 'document' | 'gedcom'; id: string; /** The very same file was imported or stored already: nothing new was added. */ already_stored?: boolean }
  // A Takeout or Facebook zip: its photos arrived one by one; this is the tally (absent on a replay).
  | {
      item_type: 'archive';
      id: string;
      imported?: number;
      duplicates?: number;
      failed?: number;
      failures?: Array<{ name: string; message: string }>;
      /** Its owner stopped it part-way: what it had added was kept, or removed. */
      cancelled?: 'kept' | 'removed';
    };

const optionalNumber = (value: unknown) => value === undefined || typeof value === 'number';
const isFailure = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && typeof (value as { message?: unknown }).message === 'string';

/**
 * null when the item is not in a shape this client knows: the upload still counts as complete.
 * Checked by hand rather than with a schema, which would bring zod into every signed-in page.
 */
export function parseProcessedItem(item: unknown): ProcessedItem | null {
  if (typeof item !== 'object' || item === null) return null;
  const value = item as Record<string, unknown>;
  switch (value.item_type) {
    case 'photo':
    case 'video': {
      if (!isPhotoView(value.photo)) return null;
      const copy = value.copy_of as { count?: unknown; exact?: unknown } | undefined;
      const copyOf = copy && typeof copy.count === 'number' && typeof copy.exact === 'boolean' ? { copy_of: { count: copy.count, exact: copy.exact } } : {};
      return { item_type: value.item_type, photo: value.photo, ...copyOf, ...(value.already_stored === true ? { already_stored: true } : {}) };
    }
    case 'document':
    case 'gedcom':
      return typeof value.id === 'string' ? { item_type: value.item_type, id: value.id, ...(value.already_stored === true ? { already_stored: true } : {}) } : null;
    case 'archive': {
      const { id, imported, duplicates, failed, failures, cancelled } = value;
      if (typeof id !== 'string' || !optionalNumber(imported) || !optionalNumber(duplicates) || !optionalNumber(failed)) return null;
      if (failures !== undefined && !(Array.isArray(failures) && failures.every(isFailure))) return null;
      const stopped = cancelled === 'kept' || cancelled === 'removed' ? { cancelled } : {};
      return { item_type: 'archive', id, imported, duplicates, failed, failures, ...stopped } as ProcessedItem;
    }
    default:
      return null;
  }
}

export const processedPhoto = (item: ProcessedItem | null): PhotoView | null => (item && 'photo' in item ? item.photo : null);

/** Where the finished item can be opened. */
export function processedItemPath(item: ProcessedItem | null): string | null {
  if (!item) return null;
  if ('photo' in item) return `/photo/${encodeURIComponent(item.photo.id)}`;
  if (item.item_type === 'document') return `/document/${encodeURIComponent(item.id)}`;
  // An archive's photos join the library: newest dates are not what was imported, so the strip as a whole.
  if (item.item_type === 'archive') return '/photos/strip';
  // A family-tree file opens its import report, which links on to the people it brought in.
  return `/imports/${encodeURIComponent(item.id)}`;
}

/** Whether the finished upload copies photos already in the family (the upload row links to the review). */
export const copyNotice = (item: ProcessedItem | null): { copy_of?: { count: number; exact: boolean }; already_stored?: boolean } => {
  if (item && 'photo' in item) return { copy_of: item.copy_of, already_stored: item.already_stored };
  return item && (item.item_type === 'document' || item.item_type === 'gedcom') ? { already_stored: item.already_stored } : {};
};
