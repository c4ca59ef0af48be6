import { Box, Center, chakra, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ChevronRightIcon, CloseIcon, PlayFilledIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon, PauseIcon } from '../../../components/ui/more-icons';
import { loadedPhotos } from '../api/photo-list';
import { useListPosition } from '../hooks/use-list-position';
import { nextSlide, SLIDESHOW_INTERVAL_MS, useSlideshowTimer } from '../hooks/use-slideshow';
import { OverlayButton, Stage } from './lightbox-chrome';
import { useStripFilters } from './photo-lightbox';
import { photoAlt } from './photo-card';
import { lightboxPath } from '../utils/filters';
import { ProgressiveImage } from './progressive-image';

/**
 * /slideshow/{id} (spec 001 section 2, same query as the lightbox): the list's photos one after
 * another every 5 seconds, starting again after the last; pause and play (Space), previous and
 * next (arrows), Close (Escape) back to the photo it stopped on.
 */
export function Slideshow() {
  const { photoId = '' } = useParams();
  const { filters, hintIndex } = useStripFilters();
  const navigate = useNavigate();
  const location = useLocation();
  const position = useListPosition(photoId, filters, hintIndex);
  const { photo, photos, index, list } = position;
  const [playing, setPlaying] = useState(true);
  const fetching = useRef(false);

  const show = (at: number) => {
    const target = photos[at];
    if (target) navigate(lightboxPath(target.id, filters, at, 'slideshow'), { replace: true, state: location.state });
  };
  const advance = () => {
    if (index < 0 || fetching.current) return;
    const at = nextSlide(index, photos.length, list.hasNextPage);
    if (at !== null) return show(at);
    // The end of what has loaded: fetch the next page, then carry on into it (or wrap around).
    fetching.current = true;
    const from = index;
    void list.fetchNextPage().then((result) => {
      fetching.current = false;
      const loaded = loadedPhotos(result.data?.pages);
      const target = loaded[from + 1] ? from + 1 : 0;
      const chosen = loaded[target];
      if (chosen) navigate(lightboxPath(chosen.id, filters, target, 'slideshow'), { replace: true, state: location.state });
    });
  };
  const back = () => {
    if (index > 0) show(index - 1);
    else if (!list.hasNextPage && photos.length > 1) show(photos.length - 1);
  };
  // The slideshow stands in for the lightbox in the history: Close shows the photo it stopped on there.
  const close = () => navigate(index >= 0 && photo ? lightboxPath(photo.id, filters, index) : '/photos/strip', { replace: true, state: location.state });

  useSlideshowTimer({ playing: playing && Boolean(photo), slideKey: photoId, advance });

  const keys = useRef({ advance, back, close, toggle: () => setPlaying((value) => !value) });
  useEffect(() => {
    keys.current = { advance, back, close, toggle: () => setPlaying((value) => !value) };
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

  const nextPhoto = index >= 0 ? photos[index + 1] : undefined;
  useEffect(() => {
    if (nextPhoto && nextPhoto.image_type === 'photo') new Image().src = nextPhoto.thumbnail_urls['1600'];
  }, [nextPhoto]);

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
            <ProgressiveImage key={photo.id} src={photo.thumbnail_urls['1600']} placeholder={photo.placeholder} alt={photoAlt(photo)} fit="contain" eager position="absolute" inset="0" bg="transparent" animation="fade-in 0.6s ease" />
          )
        ) : (
          <Center position="absolute" inset="0" role="status" aria-label="Loading the slideshow">
            <Spinner size="lg" color="white" />
          </Center>
        )}
      </Box>
      <Flex position="absolute" bottom="0" left="0" right="0" px="4" py="3" pb="calc(0.75rem + env(safe-area-inset-bottom))" align="center" gap="3" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent">
        <Text flex="1" minW="0" truncate textStyle="sm" color="whiteAlpha.900">
          {photo ? [photo.date_taken, photo.location?.formatted_address].filter(Boolean).join(' · ') : ''}
        </Text>
        <HStack gap="2">
          <OverlayButton aria-label="Previous photo" onClick={back}>
            <ChevronLeftIcon />
          </OverlayButton>
          <OverlayButton aria-label={playing ? 'Pause slideshow' : 'Play slideshow'} aria-pressed={!playing} onClick={() => setPlaying((value) => !value)} size="lg">
            {playing ? <PauseIcon /> : <PlayFilledIcon />}
          </OverlayButton>
          <OverlayButton aria-label="Next photo" onClick={advance}>
            <ChevronRightIcon />
          </OverlayButton>
        </HStack>
        <Box flex="1" display="flex" justifyContent="flex-end">
          <OverlayButton aria-label="Close slideshow" onClick={close}>
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
