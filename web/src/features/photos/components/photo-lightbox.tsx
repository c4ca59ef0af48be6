import { Box, Button, Center, chakra, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { ScanFace } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ChevronRightIcon, CloseIcon, DownloadIcon, InfoIcon, SlideshowIcon, TrashIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon } from '../../../components/ui/more-icons';
import { LinkButton } from '../../../components/ui/router-link';
import { useElementSize } from '../../../hooks/use-element-size';
import { pictureRect } from '../../../lib/picture-rect';
import { useDownloadPhoto } from '../api/download-photo';
import { usePhotoUpdates } from '../hooks/use-photo-updates';
import { useListPosition } from '../hooks/use-list-position';
import { doubleTapScaleFor, maxZoomFor, usePictureZoom } from '../hooks/use-picture-zoom';
import { useSwipe } from '../hooks/use-swipe';
import { useViewer } from '../hooks/viewer';
import { lightboxPath, readStripFilters, stripSearch, type StripFilters } from '../utils/filters';
import { countOf } from '../utils/format';
import { fullResolutionUrl, largeRenditionWidth } from '../utils/full-resolution';
import { OverlayButton, PictureOnStage, Stage } from './lightbox-chrome';
import { DeletePhotoButton } from './delete-photo-button';
import { FavoriteButton } from './favorite-button';
import { photoAlt } from './photo-card';
import { PhotoSidePanel } from './photo-side-panel';
import { ProgressiveImage } from './progressive-image';
import { FullResolutionImage, ZoomControls } from './zoom-controls';

export function useStripFilters(): { filters: StripFilters; hintIndex: number | null } {
  const [searchParams] = useSearchParams();
  const key = searchParams.toString();
  return useMemo(() => {
    const params = new URLSearchParams(key);
    const index = Number(params.get('index'));
    return { filters: readStripFilters(params), hintIndex: params.has('index') && Number.isInteger(index) && index >= 0 ? index : null };
  }, [key]);
}

/**
 * Who added the photo to the family's library (the list already carries the name, so no request
 * is made for it); the viewer's own uploads say so.
 */
function uploadedBy(photo: Pick<PhotoView, 'uploaded_by' | 'username'>, viewerId: string): string {
  return photo.uploaded_by === viewerId ? 'Uploaded by you' : `Uploaded by ${photo.username ?? 'a family member'}`;
}

export const stripPath = (filters: StripFilters) => {
  const search = stripSearch({ ...filters, choosePerson: false }).toString();
  return `/photos/strip${search ? `?${search}` : ''}`;
};

/**
 * /photo/{id} (spec 001 section 2; query person, location, index): the photo full size over a dark
 * stage, blurred preview first; previous and next across its list with the arrow keys, the buttons
 * or a swipe; videos play with their controls; Escape or Close goes back to the strip. A photo zooms
 * (hooks/use-picture-zoom.ts: double-click or double-tap, wheel, pinch, + - 0, the zoom buttons):
 * while zoomed the arrow keys pan and a swipe does not step on, Escape first zooms out, and past the
 * 1600 px picture's own pixels the original is shown where the browser can draw it.
 */
export function PhotoLightbox() {
  const { photoId = '' } = useParams();
  const { filters, hintIndex } = useStripFilters();
  const navigate = useNavigate();
  const location = useLocation();
  usePhotoUpdates();
  const position = useListPosition(photoId, filters, hintIndex);
  const { photo, previous, next, index } = position;
  const [panelOpen, setPanelOpen] = useState(false);
  const download = useDownloadPhoto();
  const viewer = useViewer();
  // 'Tag a face' is on for the photo it was turned on for: stepping on turns it off.
  const [drawingOn, setDrawingOn] = useState<string | null>(null);
  const drawing = drawingOn !== null && drawingOn === photo?.id;
  const stopDrawing = () => setDrawingOn(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const stageSize = useElementSize(stageRef);
  const isPicture = photo?.image_type === 'photo';
  const fitted = photo ? pictureRect(stageSize, photo) : { left: 0, top: 0, width: 0, height: 0 };
  const zoom = usePictureZoom({
    stageRef,
    geometry: { stage: stageSize, picture: fitted, maxScale: photo ? maxZoomFor(photo, fitted) : 1 },
    resetKey: photo?.id ?? '',
    enabled: isPicture,
    gestures: !drawing,
    doubleTapScale: photo ? doubleTapScaleFor(photo, fitted) : 2,
  });
  // The original is fetched once the picture is drawn larger than the 1600 px one has pixels for
  // (on this screen's density), and kept for the photo from then on.
  const fullUrl = photo ? fullResolutionUrl(photo) : null;
  const pastLarge = photo !== undefined && zoom.view.scale * fitted.width * (window.devicePixelRatio || 1) > largeRenditionWidth(photo) * 1.05;
  const [fullFor, setFullFor] = useState<string | null>(null);
  if (fullUrl && pastLarge && fullFor !== photo.id) setFullFor(photo.id);
  const showFull = fullUrl !== null && fullFor === photo?.id;

  // Moving through the list replaces the address, so Close (and Back) leave the lightbox at once.
  const go = (target: PhotoView | undefined, at: number) => {
    if (target) navigate(lightboxPath(target.id, filters, at), { replace: true, state: location.state });
  };
  const openedFromStrip = (location.state as { from?: string } | null)?.from === 'strip';
  // Back to the strip where it was left (its scroll position is restored), or to the list afresh.
  const close = () => (openedFromStrip ? navigate(-1) : navigate(stripPath(filters)));

  // After a delete the next photo takes the deleted one's place in the list, so it keeps the index.
  const moveOnFromDeleted = () => {
    if (next) go(next, index);
    else if (previous) go(previous, index - 1);
    else close();
  };

  const latest = useRef({ go, close, previous, next, index, panelOpen, drawing, stopDrawing, zoom, isPicture });
  useEffect(() => {
    latest.current = { go, close, previous, next, index, panelOpen, drawing, stopDrawing, zoom, isPicture };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { go: move, close: leave, previous: before, next: after, index: at, panelOpen: panel, drawing: drawingFace, stopDrawing: stop, zoom: view, isPicture: zoomable } = latest.current;
      if (panel || event.defaultPrevented || (event.target instanceof HTMLElement && event.target.closest('input, textarea, video'))) return;
      // Ctrl or Cmd with + - 0 is the browser's own zoom of the page.
      const zoomKey = zoomable && !event.ctrlKey && !event.metaKey && !event.altKey;
      // While a face is drawn the keys stay on this photo, and Escape ends the drawing, not the lightbox.
      if (drawingFace) {
        if (event.key !== 'Escape') return;
        stop();
      } else if (zoomKey && (event.key === '+' || event.key === '=')) view.zoomIn();
      else if (zoomKey && (event.key === '-' || event.key === '_')) view.zoomOut();
      else if (zoomKey && event.key === '0') view.reset();
      // A zoomed photo keeps the keys: the arrows look around it, Escape zooms out before it closes.
      else if (view.zoomed && ARROW_PAN[event.key]) view.panBy(...ARROW_PAN[event.key]!);
      else if (view.zoomed && event.key === 'Escape') view.reset();
      else if (event.key === 'ArrowLeft') move(before, at - 1);
      else if (event.key === 'ArrowRight') move(after, at + 1);
      else if (event.key === 'Escape') leave();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The next picture starts loading before it is asked for.
  useEffect(() => {
    for (const neighbour of [next, previous]) if (neighbour && neighbour.image_type === 'photo') new Image().src = neighbour.thumbnail_urls['1600'];
  }, [next, previous]);

  // Not while a face is drawn (the finger draws the box then), nor while zoomed (it pans then).
  const swipe = useSwipe({ onNext: () => go(next, index + 1), onPrevious: () => go(previous, index - 1), enabled: !drawing && !zoom.zoomed });

  const total = position.list.hasNextPage ? null : position.photos.length;
  const caption = photo ? [photo.date_taken, photo.location?.formatted_address].filter(Boolean).join(' · ') : '';
  const uploader = photo ? uploadedBy(photo, viewer.userId) : null;

  return (
    <Stage label="Photo viewer">
      <title>{`${photo ? photoAlt(photo) : 'Photo'} · Heirloom`}</title>
      {/* The bar's labels are white over whatever the photo has there: a scrim dark through the buttons' height, and a shadow on the words (a white chart left them unreadable). */}
      <Flex
        align="center"
        gap="2"
        px={{ base: '2', md: '4' }}
        pt="2"
        pb="5"
        position="absolute"
        top="0"
        left="0"
        right="0"
        zIndex="1"
        bgGradient="to-b"
        gradientFrom="blackAlpha.800"
        gradientVia="blackAlpha.600"
        gradientTo="transparent"
        textShadow="0 1px 3px rgba(0, 0, 0, 0.8)"
      >
        <OverlayButton aria-label="Close" onClick={close}>
          <CloseIcon />
        </OverlayButton>
        <Stack gap="0" flex="1" minW="0">
          {/* Two lines on a phone: the place after the date is what is cut otherwise; smaller there, so a date alone keeps to one beside the buttons. */}
          <Text fontWeight="semibold" textStyle={{ base: 'sm', md: 'md' }} lineClamp={{ base: 2, md: 1 }} title={caption || undefined}>
            {caption || (photo ? (photo.image_type === 'video' ? 'Video' : 'Photo') : '')}
          </Text>
          {/* The uploader beside the position on a desktop; on a phone, where the buttons leave little
              room, on a line of its own that may wrap (a name cut short cannot be hovered there). */}
          <Flex direction={{ base: 'column', md: 'row' }} columnGap="1.5" minW="0" textStyle="xs" color="whiteAlpha.800">
            {index >= 0 && <Text flexShrink={0}>{total ? `${index + 1} of ${total}` : `${index + 1} of ${countOf(position.photos.length, 'item')} so far`}</Text>}
            {index >= 0 && uploader && (
              <Text as="span" aria-hidden display={{ base: 'none', md: 'inline' }}>
                ·
              </Text>
            )}
            {uploader && (
              <Text lineClamp={{ base: 2, md: 1 }} minW="0" title={uploader} data-testid="lightbox-uploader">
                {uploader}
              </Text>
            )}
          </Flex>
        </Stack>
        <HStack gap="1">
          {photo && photo.image_type === 'photo' && viewer.photoOverlay && (
            <Button
              // On a phone a round icon like the buttons beside it; on a desktop a labelled button like Slideshow.
              size={{ base: 'md', md: 'sm' }}
              px={{ base: '0', md: '3' }}
              minW={{ base: '10', md: 'auto' }}
              rounded={{ base: 'full', md: 'l2' }}
              variant={drawing ? 'solid' : 'ghost'}
              colorPalette={drawing ? 'yellow' : undefined}
              color={drawing ? undefined : 'white'}
              bg={drawing ? undefined : { base: 'blackAlpha.500', md: 'transparent' }}
              _hover={drawing ? undefined : { bg: 'whiteAlpha.300' }}
              aria-pressed={drawing}
              aria-label="Tag a face"
              title="Draw a box around a face that was not found, and say who it is"
              onClick={() => setDrawingOn(drawing ? null : photo.id)}
            >
              <ScanFace aria-hidden />
              <Box as="span" display={{ base: 'none', md: 'inline' }}>
                Tag a face
              </Box>
            </Button>
          )}
          {photo && (
            <Button
              asChild
              // On a phone a round icon like Tag a face beside it (it was left out there); on a desktop a labelled button.
              size={{ base: 'md', md: 'sm' }}
              px={{ base: '0', md: '3' }}
              minW={{ base: '10', md: 'auto' }}
              rounded={{ base: 'full', md: 'l2' }}
              variant="ghost"
              color="white"
              bg={{ base: 'blackAlpha.500', md: 'transparent' }}
              _hover={{ bg: 'whiteAlpha.300' }}
            >
              <Link to={lightboxPath(photo.id, filters, Math.max(0, index), 'slideshow')} replace state={location.state} aria-label="Slideshow">
                <SlideshowIcon aria-hidden />
                <Box as="span" display={{ base: 'none', md: 'inline' }}>
                  Slideshow
                </Box>
              </Link>
            </Button>
          )}
          {photo && <FavoriteButton photo={photo} />}
          {photo && (
            <OverlayButton aria-label="Download" loading={download.isPending} onClick={() => download.mutate(photo.id)}>
              <DownloadIcon />
            </OverlayButton>
          )}
          {/* The uploader's own, as in Google Photos' viewer; on a phone, where the bar has no room, it is in Details. */}
          {photo && photo.uploaded_by === viewer.userId && (
            <DeletePhotoButton
              photo={photo}
              onDeleted={moveOnFromDeleted}
              deleteKey
              trigger={(ask) => (
                <OverlayButton aria-label={photo.image_type === 'video' ? 'Delete video' : 'Delete photo'} display={{ base: 'none', sm: 'inline-flex' }} onClick={ask}>
                  <TrashIcon />
                </OverlayButton>
              )}
            />
          )}
          {photo && (
            <OverlayButton aria-label="Details" aria-expanded={panelOpen} onClick={() => setPanelOpen(true)}>
              <InfoIcon />
            </OverlayButton>
          )}
        </HStack>
      </Flex>

      <Box
        ref={stageRef}
        flex="1"
        position="relative"
        onPointerDown={(event) => {
          swipe.onPointerDown(event);
          zoom.handlers.onPointerDown(event);
        }}
        onPointerMove={zoom.handlers.onPointerMove}
        onPointerUp={(event) => {
          swipe.onPointerUp(event);
          zoom.handlers.onPointerUp(event);
        }}
        onPointerCancel={(event) => {
          swipe.onPointerCancel(event);
          zoom.handlers.onPointerCancel(event);
        }}
        onDoubleClick={zoom.handlers.onDoubleClick}
        // A photo takes every touch (its pinch is the picture's zoom, not the page's); a video keeps the browser's.
        touchAction={isPicture ? 'none' : 'pan-y pinch-zoom'}
        cursor={zoom.zoomed && !drawing ? 'grab' : undefined}
        overflow="hidden"
        userSelect="none"
      >
        {photo ? (
          photo.image_type === 'video' && photo.video_url ? (
            <Center position="absolute" inset="0" pt="14" pb="4">
              <chakra.video key={photo.id} src={photo.video_url} poster={photo.thumbnail_urls['1600']} controls autoPlay playsInline maxW="full" maxH="full" aria-label={photoAlt(photo)} />
            </Center>
          ) : (
            // One key for the picture and its face boxes, so stepping on replaces both (the two siblings
            // once had the same key each, and React left every photo stepped past on the page).
            <Box
              key={photo.id}
              position="absolute"
              inset="0"
              transformOrigin="0 0"
              transition={zoom.smooth ? 'transform 0.2s ease-out' : undefined}
              style={zoom.zoomed ? { transform: `translate(${zoom.view.x}px, ${zoom.view.y}px) scale(${zoom.view.scale})` } : undefined}
              data-testid="lightbox-zoom"
              data-zoom={zoom.view.scale.toFixed(2)}
            >
              <PictureOnStage rect={fitted}>
                <ProgressiveImage src={photo.thumbnail_urls['1600']} placeholder={photo.placeholder} alt={photoAlt(photo)} fit="contain" eager position="absolute" inset="0" bg="transparent" data-testid="lightbox-image" />
                {showFull && <FullResolutionImage src={fullUrl} aspect={photo.width / photo.height} />}
                {/* Hidden while zoomed (their names would grow with the picture), unless a face is being drawn. */}
                {(!zoom.zoomed || drawing) && viewer.photoOverlay?.(photo, { active: drawing, stop: stopDrawing })}
              </PictureOnStage>
            </Box>
          )
        ) : position.error ? (
          <Center position="absolute" inset="0" flexDirection="column" gap="3" px="6" textAlign="center">
            <Text fontWeight="semibold">This photo could not be shown</Text>
            <Text color="whiteAlpha.800">{position.error.message}</Text>
            <LinkButton to={stripPath(filters)} variant="outline" color="white">
              Back to photos
            </LinkButton>
          </Center>
        ) : (
          <Center position="absolute" inset="0" role="status" aria-label="Loading the photo">
            <Spinner size="lg" color="white" />
          </Center>
        )}
        {/* Not while a face is drawn: a drag may start anywhere on the picture, and stepping on ends it. */}
        {previous && !drawing && (
          <OverlayButton aria-label="Previous photo" position="absolute" left={{ base: '1', md: '4' }} top="50%" transform="translateY(-50%)" size={{ base: 'md', md: 'lg' }} onClick={() => go(previous, index - 1)}>
            <ChevronLeftIcon />
          </OverlayButton>
        )}
        {next && !drawing && (
          <OverlayButton aria-label="Next photo" position="absolute" right={{ base: '1', md: '4' }} top="50%" transform="translateY(-50%)" size={{ base: 'md', md: 'lg' }} onClick={() => go(next, index + 1)}>
            <ChevronRightIcon />
          </OverlayButton>
        )}
        {isPicture && <ZoomControls zoom={zoom} />}
      </Box>
      {photo?.description && <Caption key={photo.id} text={photo.description} hidden={drawing} />}
      <PhotoSidePanel
        photo={panelOpen && photo ? photo : null}
        onClose={() => setPanelOpen(false)}
        onDeleted={moveOnFromDeleted}
      />
    </Stage>
  );
}

/** What each arrow key pans a zoomed photo by, in shares of the stage. */
const ARROW_PAN: Partial<Record<string, [number, number]>> = { ArrowLeft: [-0.2, 0], ArrowRight: [0.2, 0], ArrowUp: [0, -0.2], ArrowDown: [0, 0.2] };

/** Lines of a caption shown under the picture until 'More' opens the rest (a caption can be 5,000 characters). */
const CAPTION_LINES = 2;

/**
 * The photo's caption under the picture: two lines, then 'More' for the whole of a long one, which
 * scrolls within a bounded height, so the picture and its buttons always keep their place. While a
 * face is drawn (`hidden`) the drawing's hint takes the foot of the window: the caption keeps its
 * room, unseen, so the picture being drawn on does not move.
 */
function Caption({ text, hidden }: { text: string; hidden: boolean }) {
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const element = textRef.current;
    if (element && !open) setCut(element.scrollHeight > element.clientHeight + 1);
  }, [text, open]);
  return (
    <Box px="4" py="3" bg="blackAlpha.600" flexShrink={0} maxH={open ? '40vh' : undefined} overflowY={open ? 'auto' : undefined} visibility={hidden ? 'hidden' : undefined}>
      <Stack gap="1" align="center" maxW="3xl" mx="auto">
        <Text ref={textRef} textAlign="center" whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={open ? undefined : CAPTION_LINES}>
          {text}
        </Text>
        {(cut || open) && (
          <Button size="xs" variant="plain" color="white" textDecoration="underline" aria-expanded={open} aria-label={open ? 'Less of the caption' : 'More of the caption'} onClick={() => setOpen(!open)}>
            {open ? 'Less' : 'More'}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
