/**
 * The place matcher's rule version (place-matcher.ts). Events keep the version their place was
 * matched with; a map that finds an older one matches the place again. Kept apart from the
 * matcher so the family domain can compare versions without loading the gazetteer's code.
 */
export const PLACE_MATCHER_VERSION = 1;
