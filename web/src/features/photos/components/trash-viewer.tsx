import { dayText } from '../../../lib/app-dates';
import { Box, Button, Center, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { TrashedPhotoView } from '@heirloom/shared/contracts/trash';
import { daysLeftText } from '@heirloom/shared/rules/trash';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ChevronRightIcon, CloseIcon, TrashIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon } from '../../../components/ui/more-icons';
import { toaster } from '../../../components/ui/toaster';
import { useElementSize } from '../../../hooks/use-element-size';
import { pictureRect } from '../../../lib/picture-rect';
import { useDeleteForever, useRestoreTrash } from '../api/trash';
import { useSwipe } from '../hooks/use-swipe';
import { OverlayButton, PictureOnStage, Stage } from './lightbox-chrome';
import { photoAlt } from './photo-card';
import { ProgressiveImage } from './progressive-image';

interface TrashViewerProps {
  /** Recently deleted as loaded, in its order. */
  photos: readonly TrashedPhotoView[];
  /** The photo shown. */
  photo: TrashedPhotoView;
  /** Shows another photo of the list, or closes the viewer (null). */
  onShow: (photoId: string | null) => void;
  /** More of the trash to load: asked for when the last loaded photo is shown. */
  hasMore: boolean;
  fetchMore: () => void;
}

/**
 * A deleted photo or video seen full size before it is put back or deleted for good (as Google
 * Photos' trash opens a photo): the picture on the lightbox's dark stage, previous and next through
 * Recently deleted with the arrow keys, the buttons or a swipe, and Restore and Delete forever for
 * this one. Restoring or deleting it moves on to the next (or closes when it was the last).
 */
export function TrashViewer({ photos, photo, onShow, hasMore, fetchMore }: TrashViewerProps) {
  const index = photos.findIndex((each) => each.id === photo.id);
  const previous = index > 0 ? photos[index - 1] : undefined;
  const next = photos[index + 1];
  const stageRef = useRef<HTMLDivElement>(null);
  const stageSize = useElementSize(stageRef);
  const [confirming, setConfirming] = useState(false);
  const restore = useRestoreTrash();
  const forever = useDeleteForever();

  useEffect(() => {
    if (!next && hasMore) fetchMore();
  }, [next, hasMore, fetchMore]);

  const show = (target: TrashedPhotoView | undefined) => {
    if (target) onShow(target.id);
  };
  /** Where to go once this photo has left the trash. */
  const moveOn = () => onShow((next ?? previous)?.id ?? null);

  const latest = useRef({ previous, next, confirming, onShow });
  useEffect(() => {
    latest.current = { previous, next, confirming, onShow };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { previous: before, next: after, confirming: asking, onShow: go } = latest.current;
      // The question's own keys (Escape closes it, not the viewer).
      if (asking || event.defaultPrevented || (event.target instanceof HTMLElement && event.target.closest('video'))) return;
      if (event.key === 'ArrowLeft' && before) go(before.id);
      else if (event.key === 'ArrowRight' && after) go(after.id);
      else if (event.key === 'Escape') go(null);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const swipe = useSwipe({ onNext: () => show(next), onPrevious: () => show(previous) });
  const onRestore = () =>
    restore.mutate([photo.id], {
      onSuccess: () => {
        toaster.create({ type: 'success', title: `${photo.image_type === 'video' ? 'Video' : 'Photo'} restored`, description: 'Back in your photos where it was.' });
        moveOn();
      },
      onError: (error) => toaster.create({ type: 'error', title: 'It was not restored', description: error.message }),
    });
  const onDeleteForever = () =>
    forever.mutate([photo.id], {
      onSuccess: () => {
        setConfirming(false);
        toaster.create({ type: 'success', title: `${photo.image_type === 'video' ? 'Video' : 'Photo'} deleted forever` });
        moveOn();
      },
    });

  const alt = photoAlt(photo);
  const caption = [photo.date_taken, photo.location?.formatted_address].filter(Boolean).join(' · ');
  const deletedOn = dayText(photo.trashed_at);

  return (
    <Stage label="Deleted photo viewer">
      <Flex align="center" gap="2" px={{ base: '2', md: '4' }} py="2" position="absolute" top="0" left="0" right="0" zIndex="1" bgGradient="to-b" gradientFrom="blackAlpha.700" gradientTo="transparent">
        <OverlayButton aria-label="Close" onClick={() => onShow(null)}>
          <CloseIcon />
        </OverlayButton>
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="semibold" lineClamp={{ base: 2, md: 1 }}>
            {caption || (photo.image_type === 'video' ? 'Video' : 'Photo')}
          </Text>
          <Text textStyle="xs" color="whiteAlpha.800" data-testid="trash-viewer-status">
            Deleted {deletedOn} · {daysLeftText(photo.days_left)}
          </Text>
        </Stack>
      </Flex>

      <Box ref={stageRef} flex="1" position="relative" {...swipe} touchAction="pan-y pinch-zoom" userSelect="none">
        {photo.image_type === 'video' && photo.video_url ? (
          <Center position="absolute" inset="0" pt="14" pb="4">
            <chakra.video key={photo.id} src={photo.video_url} poster={photo.thumbnail_urls['1600']} controls playsInline maxW="full" maxH="full" aria-label={alt} />
          </Center>
        ) : (
          <PictureOnStage key={photo.id} rect={pictureRect(stageSize, photo)}>
            <ProgressiveImage src={photo.thumbnail_urls['1600']} placeholder={photo.placeholder} alt={alt} fit="contain" eager position="absolute" inset="0" bg="transparent" data-testid="trash-viewer-image" />
          </PictureOnStage>
        )}
        {previous && (
          <OverlayButton aria-label="Previous photo" position="absolute" left={{ base: '1', md: '4' }} top="50%" transform="translateY(-50%)" size={{ base: 'md', md: 'lg' }} onClick={() => show(previous)}>
            <ChevronLeftIcon />
          </OverlayButton>
        )}
        {next && (
          <OverlayButton aria-label="Next photo" position="absolute" right={{ base: '1', md: '4' }} top="50%" transform="translateY(-50%)" size={{ base: 'md', md: 'lg' }} onClick={() => show(next)}>
            <ChevronRightIcon />
          </OverlayButton>
        )}
      </Box>

      <HStack justify="center" gap="3" px="4" py="3" bg="blackAlpha.600" role="toolbar" aria-label="This deleted photo">
        <Button flex={{ base: '1', md: 'initial' }} variant="solid" bg="white" color="gray.900" _hover={{ bg: 'gray.200' }} loading={restore.isPending} loadingText="Restoring…" onClick={onRestore}>
          <RotateCcw aria-hidden /> Restore
        </Button>
        <Button flex={{ base: '1', md: 'initial' }} colorPalette="red" variant="solid" onClick={() => setConfirming(true)}>
          <TrashIcon /> Delete forever
        </Button>
      </HStack>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) forever.reset();
        }}
        title={`Delete this ${photo.image_type === 'video' ? 'video' : 'photo'} forever?`}
        confirmLabel="Delete forever"
        busyLabel="Deleting…"
        busy={forever.isPending}
        error={forever.error?.message}
        onConfirm={onDeleteForever}
      >
        It and its original file will be deleted for good. This cannot be undone.
      </ConfirmDialog>
    </Stage>
  );
}
