import { photoView, type PhotoView } from '@heirloom/shared/contracts/media';
import { z } from 'zod';

/**
 * The `item` of a processing_complete message (shared/contracts/realtime leaves it open): the photo
 * or video itself, or the id of the document or family-tree import the file became.
 */
const processedItem = z.union([
  z.object({ item_type: z.enum(['photo', 'video']), photo: photoView }),
  z.object({ item_type: z.enum(['document', 'gedcom']), id: z.string() }),
  // A Takeout or Facebook zip: its photos arrived one by one; this is the tally (absent on a replay).
  z.object({
    item_type: z.literal('archive'),
    id: z.string(),
    imported: z.number().optional(),
    duplicates: z.number().optional(),
    failed: z.number().optional(),
    failures: z.array(z.object({ name: z.string(), message: z.string() })).optional(),
  }),
]);
export type ProcessedItem = z.infer<typeof processedItem>;

/** null when the item is not in a shape this client knows: the upload still counts as complete. */
export function parseProcessedItem(item: unknown): ProcessedItem | null {
  const parsed = processedItem.safeParse(item);
  return parsed.success ? parsed.data : null;
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
