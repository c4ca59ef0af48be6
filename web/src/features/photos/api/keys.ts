import { PHOTO_LISTS_QUERY_KEY, photoListQueryKey, type PhotoListFilters } from '../../../lib/photo-list-cache';

/**
 * Query keys. Photo lists sit under ['photos', 'list'] (lib/photo-list-cache), where finished
 * uploads join them. Family-history lookups (events, persons) start with 'family' and the map and
 * location lists with 'places', the roots other features use by convention, so one invalidation
 * refreshes them after an edit here.
 */
export const FAMILY_ROOT = 'family' as const;
export const PLACES_ROOT = 'places' as const;
/** The user (space used, has_photos): the accounts feature's key, refreshed after deletes. */
export const USER_QUERY_KEY = ['accounts', 'user'] as const;

export const photoKeys = {
  all: ['photos'] as const,
  lists: PHOTO_LISTS_QUERY_KEY,
  list: (query: PhotoListFilters) => photoListQueryKey(query),
  detail: (id: string) => ['photos', 'detail', id] as const,
  /** Recently deleted (outside ['photos', 'list']: no upload or edit ever lands in it). */
  trash: ['photos', 'trash'] as const,
};
