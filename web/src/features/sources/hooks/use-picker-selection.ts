import type { ExternalSystemType } from '@heirloom/shared/contracts/sources';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { setImportStatus, statusKey, useImportStatus } from '../stores/import-status';

type Photo = { id: string };
type Page = { known: string[] };

/** A source's photos as its paged query gives them: all loaded so far, and the ids the family already has. */
export type PagedPhotos<T extends Photo, P extends Page> = {
  loaded: T[];
  known: Set<string>;
  pages: P[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ hasNextPage: boolean; data?: { pages: P[] } }>;
};

/**
 * Which of a source's photos are offered, which are chosen, and adding them. `photosOf` reads one
 * page's photos. `addFromShown` keeps Dropbox adding only chosen photos still shown, as it always
 * has; the other sources add chosen photos from every loaded page.
 */
export function usePickerSelection<T extends Photo, P extends Page>(options: {
  system: ExternalSystemType;
  source: PagedPhotos<T, P>;
  photosOf: (page: P) => T[];
  importPhotos: (photos: T[]) => Promise<unknown>;
  addFromShown?: boolean;
}) {
  const { system, source, photosOf, importPhotos } = options;
  const { loaded, known, hasNextPage, isFetchingNextPage, fetchNextPage } = source;
  const statuses = useImportStatus((state) => state.items);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // What the family had when the list was opened is not offered; what this window adds stays, marked 'Added'.
  const photos = useMemo(() => loaded.filter((photo) => !known.has(photo.id) || statuses[statusKey(system, photo.id)]), [loaded, known, statuses, system]);
  const statusOf = (photo: T) => statuses[statusKey(system, photo.id)]?.status;
  const fetchedOf = (photo: T) => {
    const status = statuses[statusKey(system, photo.id)];
    return status?.status === 'adding' && Boolean(status.fetched);
  };
  const choosable = (photo: T) => !['adding', 'added'].includes(statusOf(photo) ?? '');

  const toggle = useCallback((id: string) => setSelected((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const selectAll = async () => {
    // The whole list, not only the pages loaded so far.
    let all = photos;
    if (hasNextPage) {
      let result = await fetchNextPage();
      while (result.hasNextPage) result = await fetchNextPage();
      const knownNow = new Set(result.data?.pages.flatMap((page) => page.known));
      all = (result.data?.pages.flatMap(photosOf) ?? []).filter((photo) => !knownNow.has(photo.id));
    }
    setSelected(new Set(all.filter(choosable).map((photo) => photo.id)));
  };

  const add = async () => {
    const chosen = (options.addFromShown ? photos : (source.pages?.flatMap(photosOf) ?? [])).filter((photo) => selected.has(photo.id));
    setAdding(true);
    setError(null);
    try {
      await importPhotos(chosen);
      setImportStatus(system, chosen.map((photo) => photo.id), { status: 'adding' });
      setSelected(new Set());
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'The photos could not be added. Please try again.');
    } finally {
      setAdding(false);
    }
  };

  const selectionBar = {
    count: selected.size,
    adding,
    addingCount: photos.filter((photo) => statusOf(photo) === 'adding').length,
    fetchedCount: photos.filter((photo) => fetchedOf(photo)).length,
    addedCount: photos.filter((photo) => statusOf(photo) === 'added').length,
    onClear: () => setSelected(new Set()),
    onAdd: () => void add(),
  };

  return { photos, selected, setSelected, toggle, loadMore, selectAll, error, selectionBar };
}
