import { RELATIVE_LISTS } from './family-constants';

/**
 * Photo library constants without the schemas (photos.ts re-exports them), so the browser's
 * first load can use them without zod.
 */

/** The longest description (caption) a photo can have. */
export const PHOTO_DESCRIPTION_MAX = 5000;
/** Location search starts at this many characters (spec 001 sections 5 and 9). */
export const MIN_LOCATION_QUERY_LENGTH = 4;
/** The value a filter takes for "no location", "no event" or "faces not assigned to anyone". */
export const NONE = 'none';
/** The drawer's preset list filters (spec 000 sections 2 and 9). */
export const PHOTO_LISTS = ['Me', ...RELATIVE_LISTS] as const;
export type PhotoList = (typeof PHOTO_LISTS)[number];
