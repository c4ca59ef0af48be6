import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { PhotoDetail, PhotosResponse } from '@heirloom/shared/contracts/photos';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { stillMatches } from '../utils/filters';
import { photoKeys } from './keys';

type ListData = InfiniteData<PhotosResponse, string | null>;

const queryOf = (key: readonly unknown[]): Record<string, unknown> => (key[2] && typeof key[2] === 'object' ? (key[2] as Record<string, unknown>) : {});

/** Lists a photo's own fields decide (not a person's or a relatives' list, which faces decide). */
const decidable = (query: Record<string, unknown>) => query.person_id === undefined && query.list === undefined;

function mapPages(data: ListData | undefined, change: (photos: PhotoView[]) => PhotoView[]): ListData | undefined {
  if (!data?.pages) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const photos = change(page.photos);
    if (photos === page.photos) return page;
    changed = true;
    return { ...page, photos };
  });
  return changed ? { ...data, pages } : data;
}

/**
 * A photo changed (side panel, bulk update, image correction, a turn): every loaded list shows the
 * new version, and a list it no longer belongs in (No Date after a date was set) lets it go. A turned
 * photo's faces (its width and height swapped) leave the pages until they are read again: drawn
 * where they were, they would sit beside the faces.
 */
export function updatePhotoInLists(queryClient: QueryClient, photo: PhotoView): void {
  for (const [key] of queryClient.getQueriesData<ListData>({ queryKey: photoKeys.lists })) {
    const keep = stillMatches(photo, queryOf(key));
    queryClient.setQueryData<ListData>(key, (data) =>
      dropFacesOfTurned(
        mapPages(data, (photos) => {
          const at = photos.findIndex((existing) => existing.id === photo.id);
          if (at < 0) return photos;
          return keep ? photos.map((existing, index) => (index === at ? photo : existing)) : photos.filter((existing) => existing.id !== photo.id);
        }),
        data,
        photo,
      ),
    );
  }
  queryClient.setQueryData<PhotoDetail>(photoKeys.detail(photo.id), (detail) => (detail ? { ...detail, ...photo, event: detail.event && detail.event.id === photo.event_id ? detail.event : null } : detail));
}

/** The pages without the faces of a photo that turned (its width and height are the other way round now). */
function dropFacesOfTurned(next: ListData | undefined, before: ListData | undefined, photo: PhotoView): ListData | undefined {
  const old = before?.pages.flatMap((page) => page.photos).find((existing) => existing.id === photo.id);
  if (!next?.pages || !old || (old.width === photo.width && old.height === photo.height)) return next;
  const pages = next.pages.map((page) => {
    if (!page.faces?.[photo.id]) return page;
    const { [photo.id]: _turned, ...faces } = page.faces;
    return { ...page, faces };
  });
  return { ...next, pages };
}

/** Photos deleted in this tab, per cache: never asked for again (the lightbox would ask as one leaves its list). */
const deletedHere = new WeakMap<QueryClient, Set<string>>();

export const wasDeletedHere = (queryClient: QueryClient, id: string): boolean => deletedHere.get(queryClient)?.has(id) ?? false;

/** Deleted photos leave every list (spec 000 section 4), and their details the cache. */
export function removePhotosFromLists(queryClient: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  const deleted = deletedHere.get(queryClient) ?? new Set<string>();
  deletedHere.set(queryClient, deleted);
  for (const id of ids) deleted.add(id);
  queryClient.setQueriesData<ListData>({ queryKey: photoKeys.lists }, (data) => {
    let removed = 0;
    const kept = mapPages(data, (photos) => {
      if (!photos.some((photo) => gone.has(photo.id))) return photos;
      const left = photos.filter((photo) => !gone.has(photo.id));
      removed += photos.length - left.length;
      return left;
    });
    // The list's total (its header's count, on the first page) goes down with what left it.
    const first = kept?.pages[0];
    if (!kept || !removed || first?.total === undefined) return kept;
    return { ...kept, pages: [{ ...first, total: Math.max(0, first.total - removed) }, ...kept.pages.slice(1)] };
  });
  for (const id of ids) dropDetailWhenUnwatched(queryClient, photoKeys.detail(id));
}

/**
 * Drops a deleted photo's details from the cache once nothing shows them: the side panel that deleted
 * it still shows them while it closes.
 */
function dropDetailWhenUnwatched(queryClient: QueryClient, key: readonly unknown[]): void {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey: key, exact: true });
  if (!query) return;
  if (query.getObserversCount() === 0) {
    cache.remove(query);
    return;
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
    unsubscribe();
    cache.remove(query);
  });
}

/**
 * A finished upload joins the filtered lists whose filter its own fields decide (No Location,
 * No Date...); lib/photo-list-cache already put it at the top of the unfiltered ones.
 */
export function addPhotoToFilteredLists(queryClient: QueryClient, photo: PhotoView): void {
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: photoKeys.lists })) {
    const query = queryOf(key);
    if (Object.keys(query).length === 0 || !decidable(query) || !stillMatches(photo, query) || !data?.pages.length) continue;
    if (data.pages.some((page) => page.photos.some((existing) => existing.id === photo.id))) continue;
    const [first, ...rest] = data.pages;
    queryClient.setQueryData<ListData>(key, { ...data, pages: [{ ...first!, photos: [photo, ...first!.photos] }, ...rest] });
  }
}

/**
 * After an edit, loaded lists are already right where the photo's fields decide; the rest (and
 * everything not on screen) is marked stale to be fetched afresh on the next visit, without
 * re-reading every loaded page now.
 */
export function markPhotoListsStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: photoKeys.lists, refetchType: 'none' });
}
