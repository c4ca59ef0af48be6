import * as z from 'zod';
import { photoView } from './media';

/**
 * Near-duplicates (issue 34, item 4): groups of near-identical photos in the family's library
 * (re-scans, bursts, edited or resized copies, a HEIC and its JPEG), the one suggested to keep,
 * "Keep this one" and "Not duplicates". Lists are paged with `page` (the previous `next_page`).
 */

/** Groups on one page of the review. */
export const DUPLICATE_GROUPS_PAGE = 12;
/** The most photos one call keeps or dismisses (a long burst is reviewed in parts). */
export const MOST_PHOTOS_PER_GROUP_CALL = 50;

const photoId = z.string({ error: 'Give a photo id' }).min(1, 'Give a photo id').max(64, 'That is not a photo id');

export const duplicatesQuery = z.object({ page: z.string().max(200, 'That page link is not valid').optional() });
export type DuplicatesQuery = z.infer<typeof duplicatesQuery>;

export const duplicatePhoto = z.object({
  photo: photoView,
  /** Bytes of the original. */
  size: z.number(),
  /** Faces in it linked to people of the tree. */
  named_faces: z.number().int(),
  /** The file's own format name, 'JPEG', 'HEIC'. */
  format: z.string(),
  /** May the viewer remove this copy (the family's admins, or whoever uploaded it)? */
  may_remove: z.boolean(),
});
export type DuplicatePhoto = z.infer<typeof duplicatePhoto>;

export const duplicateGroup = z.object({
  /** Stable while the group is unchanged: its newest photo's id. */
  id: z.string(),
  /** The suggested one first, then in order of preference. */
  photos: z.array(duplicatePhoto).min(2),
  keep_id: z.string(),
  /** 'Highest resolution', 'Sharpest', 'Most details (date, place, names)', ... */
  reason: z.string(),
  /** Some of them are the very same file. */
  exact: z.boolean(),
});
export type DuplicateGroup = z.infer<typeof duplicateGroup>;

/**
 * A page reads a bounded part of the family's pairs, so it may hold fewer groups than asked, or
 * none, and still have a `next_page`: the list ends only when `next_page` is null.
 */
export const duplicatesResponse = z.object({ groups: z.array(duplicateGroup), next_page: z.string().nullable() });
export type DuplicatesResponse = z.infer<typeof duplicatesResponse>;

export const keepDuplicateRequest = z
  .object({
    keep: photoId,
    remove: z.array(photoId).min(1, 'Choose the copies to remove').max(MOST_PHOTOS_PER_GROUP_CALL, `At most ${MOST_PHOTOS_PER_GROUP_CALL} photos at once`),
  })
  .refine((body) => !body.remove.includes(body.keep), { message: 'The photo kept cannot also be removed', path: ['remove'] });
export type KeepDuplicateRequest = z.infer<typeof keepDuplicateRequest>;

export const keepDuplicateResponse = z.object({
  status: z.literal('Success'),
  kept: photoView,
  removed: z.number().int(),
  /** Face names given to the kept photo, and whether a description or event moved to it. */
  moved: z.object({ faces: z.number().int(), description: z.boolean(), event: z.boolean() }),
});
export type KeepDuplicateResponse = z.infer<typeof keepDuplicateResponse>;

export const dismissDuplicatesRequest = z.object({
  photos: z.array(photoId).min(2, 'A group has at least two photos').max(MOST_PHOTOS_PER_GROUP_CALL, `At most ${MOST_PHOTOS_PER_GROUP_CALL} photos at once`),
});
export type DismissDuplicatesRequest = z.infer<typeof dismissDuplicatesRequest>;

export const dismissDuplicatesResponse = z.object({ status: z.literal('Success'), dismissed: z.number().int() });
