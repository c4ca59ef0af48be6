import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { PhotoView } from '@heirloom/shared/contracts/media';

/**
 * Where photo lists live in the query cache, so a photo that finishes processing can join the lists
 * already on screen without a refetch (spec 000 section 4: "on completion the image is added to the
 * photo list"). The photo strip keys its (infinite) queries as
 * `photoListQueryKey(filters)` = ['photos', 'list', filters], with `{}` for the unfiltered list.
 * Features never import each other, so the key lives here, between them.
 */
export const PHOTO_LISTS_QUERY_KEY = ['photos', 'list'] as const;

export type PhotoListFilters = Readonly<Record<string, string | boolean | readonly string[] | null | undefined>>;

export const photoListQueryKey = (filters: PhotoListFilters = {}) => [...PHOTO_LISTS_QUERY_KEY, filters] as const;

/** One page of GET /photos (shared/contracts/photos photosResponse), as far as this helper needs. */
interface PhotoPage {
  photos: PhotoView[];
}

type PhotoListData = InfiniteData<PhotoPage> | PhotoPage;

/** A filter that is set narrows the list, and a new upload may not belong in it. */
const isUnfiltered = (filters: unknown): boolean =>
  filters === undefined ||
  (typeof filters === 'object' && filters !== null && Object.values(filters).every((value) => value === undefined || value === null || value === '' || value === false));

function withPhoto(photos: PhotoView[], photo: PhotoView): PhotoView[] {
  const at = photos.findIndex((existing) => existing.id === photo.id);
  if (at < 0) return [photo, ...photos];
  // The same content uploaded twice comes back as the same photo: refresh it where it stands.
  return photos.map((existing, index) => (index === at ? photo : existing));
}

function addToList(data: PhotoListData | undefined, photo: PhotoView): PhotoListData | undefined {
  if (!data) return data;
  if ('pages' in data) {
    if (data.pages.length === 0) return data;
    if (data.pages.some((page, index) => index > 0 && page.photos.some((existing) => existing.id === photo.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, photos: withPhoto(first!.photos, photo) }, ...rest] };
  }
  if (!Array.isArray(data.photos)) return data;
  return { ...data, photos: withPhoto(data.photos, photo) };
}

/** Puts a newly processed photo at the top of every unfiltered photo list in the cache. */
export function addPhotoToLists(queryClient: QueryClient, photo: PhotoView): void {
  queryClient.setQueriesData<PhotoListData>({ queryKey: PHOTO_LISTS_QUERY_KEY, predicate: (query) => isUnfiltered(query.queryKey[2]) }, (data) =>
    addToList(data, photo),
  );
  for (const listener of [...photoListeners]) listener(photo);
}

type PhotoAddedListener = (photo: PhotoView) => void;
const photoListeners = new Set<PhotoAddedListener>();

/**
 * Told of every photo or video that finished processing while this tab was open (a filtered list,
 * such as a person's photos, decides for itself whether the photo belongs to it).
 */
export function onPhotoAdded(listener: PhotoAddedListener): () => void {
  photoListeners.add(listener);
  return () => photoListeners.delete(listener);
}
