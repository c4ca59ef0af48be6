import * as z from 'zod';
import { entityId } from './family';
import { photoView } from './media';
import { BULK_PHOTO_LIMIT } from './photos';

/**
 * Recently deleted (the trash): a deleted photo waits in its uploader's trash for TRASH_DAYS
 * (shared/rules/trash.ts), hidden from every list and count, until restored or deleted for good.
 */

export const TRASH_PAGE_SIZE = 50;

export const trashQuery = z.object({ page: z.string().max(2000, 'That page link is not valid').optional() });

export const trashedPhotoView = photoView.extend({
  /** When it was deleted (epoch ms). */
  trashed_at: z.number(),
  /** Whole days until it is deleted for good (0: on the purge's next run). */
  days_left: z.number(),
});
export type TrashedPhotoView = z.infer<typeof trashedPhotoView>;

/** GET /photos/trash: the caller's trash, most recently deleted first, 50 a page. */
export const trashResponse = z.object({ photos: z.array(trashedPhotoView), next_page: z.string().nullable() });
export type TrashResponse = z.infer<typeof trashResponse>;

/** POST /photos/trash/restore and /photos/trash/delete: which trashed photos. */
export const trashSelection = z.object({
  ids: z
    .array(entityId, { error: 'Send the ids of the photos (ids)' })
    .min(1, 'Choose at least one photo')
    .max(BULK_PHOTO_LIMIT, `Choose at most ${BULK_PHOTO_LIMIT} photos at a time`)
    .transform((ids) => [...new Set(ids)]),
});
export type TrashSelection = z.output<typeof trashSelection>;

export const trashStatusResponse = z.object({ status: z.literal('Success'), count: z.number() });

/**
 * POST /photos/trash/empty: `count` photos were deleted for good at once; `pending` when more were
 * left to the purge job (a large trash). Either way the trash shows none of them from now on.
 */
export const emptyTrashResponse = z.object({ status: z.literal('Success'), count: z.number(), pending: z.boolean() });
