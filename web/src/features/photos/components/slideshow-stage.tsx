import { Box, Center, chakra, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { useEffect, useRef } from 'react';
import { ChevronRightIcon, CloseIcon, PlayFilledIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon, PauseIcon } from '../../../components/ui/more-icons';
import { SLIDESHOW_INTERVAL_MS } from '../hooks/use-slideshow';
import { OverlayButton, Stage } from './lightbox-chrome';
import { photoAlt } from './photo-card';
import { ProgressiveImage } from './progressive-image';

export interface SlideshowControls {
  playing: boolean;
  toggle: () => void;
  advance: () => void;
  back: () => void;
  close: () => void;
}

/**
 * What every slideshow shows (the strip's, a day's memories): the photo full window on black,
 * fading in; a caption; previous, pause or play, next and Close; the keys (arrows, Space, Escape);
 * and the next photo fetched ahead so it appears at once.
 */
export function SlideshowStage({ photo, nextPhoto, caption, controls }: { photo: PhotoView | undefined; nextPhoto: PhotoView | undefined; caption: string; controls: SlideshowControls }) {
  const keys = useRef(controls);
  useEffect(() => {
    keys.current = controls;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const actions: Record<string, () => void> = { ArrowRight: keys.current.advance, ArrowLeft: keys.current.back, Escape: keys.current.close, ' ': keys.current.toggle };
      const action = actions[event.key];
      const target = event.target instanceof HTMLElement ? event.target : null;
      // Space on a focused button presses that button; typing in a box is never a shortcut.
      if (!action || target?.closest('input, textarea') || (event.key === ' ' && target?.closest('button, a'))) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (nextPhoto && nextPhoto.image_type === 'photo') new Image().src = nextPhoto.thumbnail_urls['1600'];
  }, [nextPhoto]);

  const { playing } = controls;
  return (
    <Stage label="Slideshow">
      <title>Slideshow · Heirloom</title>
      <Box flex="1" position="relative" bg="black" data-testid="slideshow" data-photo-id={photo?.id} data-playing={playing}>
        {photo ? (
          photo.image_type === 'video' && photo.video_url ? (
            <Center position="absolute" inset="0">
              <chakra.video key={photo.id} src={photo.video_url} poster={photo.thumbnail_urls['1600']} autoPlay muted playsInline maxW="full" maxH="full" aria-label={photoAlt(photo)} />
            </Center>
          ) : (
            // As large as fits but never past the photo's own size: a small scan is not blown up into a blur.
            <Center key={photo.id} position="absolute" inset="0">
              <Box position="relative" w="full" h="full" maxW={`${photo.width}px`} maxH={`${photo.height}px`}>
                <ProgressiveImage src={photo.thumbnail_urls['1600']} placeholder={photo.placeholder} alt={photoAlt(photo)} fit="contain" eager position="absolute" inset="0" bg="transparent" animation="fade-in 0.6s ease" />
              </Box>
            </Center>
          )
        ) : (
          <Center position="absolute" inset="0" role="status" aria-label="Loading the slideshow">
            <Spinner size="lg" color="white" />
          </Center>
        )}
      </Box>
      {/* On a phone the caption has a line of its own above the centred buttons: beside them it had
          a third of the width, and 'Rose Alder would have been 100 today' read '14 years ag…'. */}
      <Flex
        position="absolute"
        bottom="0"
        left="0"
        right="0"
        px="4"
        py="3"
        pb="calc(0.75rem + env(safe-area-inset-bottom))"
        align="center"
        wrap={{ base: 'wrap', md: 'nowrap' }}
        columnGap="3"
        rowGap="2"
        bgGradient="to-t"
        gradientFrom="blackAlpha.800"
        gradientTo="transparent"
      >
        <Text flex={{ base: '1 0 100%', md: '1' }} minW="0" truncate textAlign={{ base: 'center', md: 'start' }} textStyle="sm" color="whiteAlpha.900">
          {caption}
        </Text>
        <Box flex="1" display={{ base: 'block', md: 'none' }} />
        <HStack gap="2">
          <OverlayButton aria-label="Previous photo" onClick={controls.back}>
            <ChevronLeftIcon />
          </OverlayButton>
          <OverlayButton aria-label={playing ? 'Pause slideshow' : 'Play slideshow'} aria-pressed={!playing} onClick={controls.toggle} size="lg">
            {playing ? <PauseIcon /> : <PlayFilledIcon />}
          </OverlayButton>
          <OverlayButton aria-label="Next photo" onClick={controls.advance}>
            <ChevronRightIcon />
          </OverlayButton>
        </HStack>
        <Box flex="1" display="flex" justifyContent="flex-end">
          <OverlayButton aria-label="Close slideshow" onClick={controls.close}>
            <CloseIcon />
          </OverlayButton>
        </Box>
      </Flex>
      <Text srOnly aria-live="polite">
        {playing ? `Playing, a new photo every ${SLIDESHOW_INTERVAL_MS / 1000} seconds` : 'Paused'}
      </Text>
    </Stage>
  );
}

/** The caption under a photo: when and where it was taken. */
export const whenAndWhere = (photo: PhotoView | undefined): string => (photo ? [photo.date_taken, photo.location?.formatted_address].filter(Boolean).join(' · ') : '');
