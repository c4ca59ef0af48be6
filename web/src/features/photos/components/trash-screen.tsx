import { Box, Button, Container, EmptyState, Flex, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { TrashedPhotoView } from '@heirloom/shared/contracts/trash';
import { TRASH_DAYS, daysLeftText } from '@heirloom/shared/rules/trash';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TrashIcon } from '../../../components/ui/icons';
import { useTrash } from '../api/trash';
import { groupByDeletedDay } from '../utils/trash-groups';
import { PhotoGrid } from './photo-grid';
import { PhotoGridSkeleton } from './photo-grid-skeleton';
import { TrashActions, useTrashSelection } from './trash-actions';
import { TrashViewer } from './trash-viewer';

export const TRASH_TITLE = 'Recently deleted';
export const TRASH_EMPTY = 'Nothing in Recently deleted';
const EXPLAINED = `Photos and videos you delete wait here for ${TRASH_DAYS} days, then they are deleted for good. Only you see what you deleted.`;

/**
 * /photos/trash: the viewer's own deleted photos and videos, most recently deleted first, in the
 * strip's virtualized grid (grouped by the day they were deleted, each card saying the days it has
 * left). A card opens the photo in a viewer of its own (?photo=id: Back closes it), for Restore or
 * Delete forever of that one; Restore, Delete forever and Empty trash also act on the selection or
 * on everything.
 */
export function TrashScreen() {
  const list = useTrash();
  const { photos } = list;
  // The days left are counted from when the page was read, not re-counted as it stays open.
  const [now] = useState(() => Date.now());
  const groups = useMemo(() => groupByDeletedDay(photos, now), [photos, now]);
  const selected = useTrashSelection((state) => state.selected);
  const toggle = useTrashSelection((state) => state.toggle);
  const drop = useTrashSelection((state) => state.drop);
  const clear = useTrashSelection((state) => state.clear);
  const onToggleGroup = useTrashSelection((state) => state.setMany);
  useEffect(() => clear, [clear]);
  // Photos restored or deleted elsewhere (another tab) leave the selection with the list.
  useEffect(() => {
    const shown = new Set(photos.map((photo) => photo.id));
    drop(Object.keys(selected).filter((id) => !shown.has(id)));
  }, [photos, selected, drop]);
  const onToggle = useCallback((photo: PhotoView, shift: boolean) => toggle(photo, { shift, list: photos }), [toggle, photos]);
  const captionFor = useCallback((photo: PhotoView) => daysLeftText((photo as TrashedPhotoView).days_left), []);
  const noUploader = useCallback(() => null, []);
  const fetchMore = useCallback(() => void list.fetchNextPage(), [list]);
  const viewer = useViewerAddress();
  const shown = viewer.photoId ? photos.find((photo) => photo.id === viewer.photoId) : undefined;

  return (
    <Container maxW="8xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <title>{`${TRASH_TITLE} · Heirloom`}</title>
      <Stack gap="3" mb="3">
        <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Box flex="1" minW="0">
            <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
              {TRASH_TITLE}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {EXPLAINED}
            </Text>
          </Box>
        </Flex>
        {list.isSuccess && photos.length > 0 && <TrashActions photos={photos} hasMore={list.hasNextPage} />}
      </Stack>

      {list.isPending ? (
        <PhotoGridSkeleton label="Loading Recently deleted" count={10} />
      ) : list.isError && photos.length === 0 ? (
        <FormAlert title="Recently deleted could not be loaded">
          {list.error.message}{' '}
          <Button size="xs" variant="outline" ms="2" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : photos.length === 0 ? (
        <EmptyTrash />
      ) : (
        <>
          <PhotoGrid
            photos={photos}
            groups={groups}
            selected={selected}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={fetchMore}
            uploaderNameFor={noUploader}
            onToggle={onToggle}
            onToggleGroup={onToggleGroup}
            onOpen={viewer.open}
            captionFor={captionFor}
          />
          {list.isFetchNextPageError && (
            <FormAlert title="More photos could not be loaded">
              {list.error?.message}{' '}
              <Button size="xs" variant="outline" ms="2" onClick={fetchMore}>
                Try again
              </Button>
            </FormAlert>
          )}
        </>
      )}
      {shown && <TrashViewer photos={photos} photo={shown} onShow={viewer.show} hasMore={list.hasNextPage} fetchMore={fetchMore} />}
    </Container>
  );
}

/**
 * The photo open in the viewer lives in the address (?photo=id): opening it from the grid adds a
 * step to the history, so Back (a phone's back gesture too) closes it; moving through the photos
 * replaces that step.
 */
function useViewerAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as { trashViewer?: boolean } | null)?.trashViewer === true;
  const open = useCallback((photo: PhotoView) => setSearchParams({ photo: photo.id }, { state: { trashViewer: true } }), [setSearchParams]);
  const show = useCallback(
    (photoId: string | null) => {
      if (photoId) setSearchParams({ photo: photoId }, { replace: true, state: { trashViewer: openedHere } });
      else if (openedHere) navigate(-1);
      else setSearchParams({}, { replace: true });
    },
    [setSearchParams, navigate, openedHere],
  );
  return { photoId: searchParams.get('photo'), open, show };
}

function EmptyTrash() {
  return (
    <EmptyState.Root py="16" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.500">
          <TrashIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>{TRASH_EMPTY}</EmptyState.Title>
          <EmptyState.Description maxW="md">When you delete photos or videos, they wait here for {TRASH_DAYS} days, and you can put them back.</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
