import { Box, Button, EmptyState, Skeleton, Text, VStack } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { useCallback, useMemo, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PhotosIcon } from '../../../components/ui/icons';
import { usePhotoList } from '../api/photo-list';
import { useViewer } from '../hooks/viewer';
import { usePhotoSelection } from '../stores/selection-store';
import { groupByMonth } from '../utils/date-groups';
import type { StripFilters } from '../utils/filters';
import { countOf } from '../utils/format';
import { PhotoGrid } from './photo-grid';
import { PhotoSidePanel } from './photo-side-panel';
import { lightboxPath, NO_PHOTOS } from './photo-strip-screen';

/**
 * The strip's grid for a fixed filter, for pages that show a slice of the library (a person's
 * Pictures tab): the same months, cards and lightbox links, paged as it scrolls.
 */
export function FilteredPhotoGrid({ filters, emptyText }: { filters: StripFilters; emptyText: string }) {
  const viewer = useViewer();
  const list = usePhotoList(filters);
  const { photos } = list;
  const groups = useMemo(() => groupByMonth(photos), [photos]);
  const selected = usePhotoSelection((state) => state.selected);
  const toggle = usePhotoSelection((state) => state.toggle);
  const onToggle = useCallback((photo: PhotoView, shift: boolean) => toggle(photo, { shift, list: photos }), [toggle, photos]);
  const hrefFor = useCallback((photo: PhotoView, index: number) => lightboxPath(photo.id, filters, index), [filters]);
  const uploaderNameFor = useCallback((photo: PhotoView) => (photo.uploaded_by === viewer.userId ? null : (photo.username ?? 'A family member')), [viewer.userId]);
  const [panelPhotoId, setPanelPhotoId] = useState<string | null>(null);
  const panelPhoto = panelPhotoId ? (photos.find((photo) => photo.id === panelPhotoId) ?? null) : null;
  const onDetails = useCallback((photo: PhotoView) => setPanelPhotoId(photo.id), []);
  const { fetchNextPage } = list;
  const fetchMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (list.isPending) {
    return (
      <Box aria-busy="true" role="status" aria-label="Loading photos">
        <Skeleton h="40" rounded="md" />
      </Box>
    );
  }
  if (list.isError && photos.length === 0) return <FormAlert title="The photos could not be loaded">{list.error.message}</FormAlert>;
  if (photos.length === 0) {
    return (
      <EmptyState.Root py="12" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.500">
            <PhotosIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center" gap="2">
            <EmptyState.Title>{NO_PHOTOS}</EmptyState.Title>
            <EmptyState.Description maxW="md">{emptyText}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Box>
      <Text color="fg.muted" textStyle="sm" mb="2">
        {list.hasNextPage ? `${countOf(photos.length, 'item')} so far, newest first` : `${countOf(photos.length, 'item')}, newest first`}
      </Text>
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
        onDetails={onDetails}
        faces={list.faces}
      />
      {list.isFetchNextPageError && (
        <Button size="xs" variant="outline" mt="2" onClick={fetchMore}>
          Load more
        </Button>
      )}
      <PhotoSidePanel photo={panelPhoto} onClose={() => setPanelPhotoId(null)} />
    </Box>
  );
}
