import type { PhotoView } from '@heirloom/shared/contracts/media';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useHasBeenTrue } from '../../../hooks/use-has-been-true';
import type { usePhotoList } from '../api/photo-list';
import { useViewer } from '../hooks/viewer';
import { usePhotoSelection } from '../stores/selection-store';
import { groupByMonth } from '../utils/date-groups';
import { lightboxPath, type StripFilters } from '../utils/filters';
import { PhotoGrid } from './photo-grid';

/** The side panel is code the grid does not need until a card's details are opened. */
const PhotoSidePanel = lazy(() => import('./photo-side-panel').then((module) => ({ default: module.PhotoSidePanel })));

interface PhotoListGridProps {
  list: ReturnType<typeof usePhotoList>;
  filters: StripFilters;
  /** What to show when the next page failed, with a way to try again. */
  nextPageFailed: (retry: () => void) => ReactNode;
}

/**
 * A loaded photo list as the strip shows it (the strip and a person's Pictures tab): months,
 * cards with selection and lightbox links, paging as it scrolls, and the side panel.
 */
export function PhotoListGrid({ list, filters, nextPageFailed }: PhotoListGridProps) {
  const viewer = useViewer();
  const { photos, fetchNextPage } = list;
  const groups = useMemo(() => groupByMonth(photos), [photos]);
  const selected = usePhotoSelection((state) => state.selected);
  const toggle = usePhotoSelection((state) => state.toggle);
  const onToggle = useCallback((photo: PhotoView, shift: boolean) => toggle(photo, { shift, list: photos }), [toggle, photos]);
  const onToggleGroup = usePhotoSelection((state) => state.setMany);
  const hrefFor = useCallback((photo: PhotoView, index: number) => lightboxPath(photo.id, filters, index), [filters]);
  const uploaderNameFor = useCallback((photo: PhotoView) => (photo.uploaded_by === viewer.userId ? null : (photo.username ?? 'A family member')), [viewer.userId]);
  const [panelPhotoId, setPanelPhotoId] = useState<string | null>(null);
  const panelPhoto = panelPhotoId ? (photos.find((photo) => photo.id === panelPhotoId) ?? null) : null;
  const onDetails = useCallback((photo: PhotoView) => setPanelPhotoId(photo.id), []);
  const fetchMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const panelWanted = useHasBeenTrue(panelPhotoId !== null);

  return (
    <>
      <PhotoGrid
        photos={photos}
        groups={groups}
        selected={selected}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={fetchMore}
        hrefFor={hrefFor}
        uploaderNameFor={uploaderNameFor}
        onToggle={onToggle}
        onToggleGroup={onToggleGroup}
        onDetails={onDetails}
        faces={list.faces}
      />
      {list.isFetchNextPageError && nextPageFailed(fetchMore)}
      {panelWanted && (
        <Suspense fallback={null}>
          <PhotoSidePanel photo={panelPhoto} onClose={() => setPanelPhotoId(null)} />
        </Suspense>
      )}
    </>
  );
}
