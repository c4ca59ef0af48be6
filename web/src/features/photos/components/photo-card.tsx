import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { memo, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { CalendarOffIcon, CheckIcon, DropboxIcon, FacebookIcon, FlagOffIcon, GoogleIcon, InfoIcon, MapPinOffIcon, PlayFilledIcon } from '../../../components/ui/icons';
import { useLongPress } from '../../../hooks/use-long-press';
import { useReturnFocus } from '../stores/return-focus-store';
import { FROM_STRIP } from '../utils/filters';
import { formatDuration } from '../utils/format';
import { objectPositionOf, squareCropFor } from '../../../lib/square-crop';
import { ProgressiveImage } from './progressive-image';

const SYSTEMS = {
  facebook: { icon: FacebookIcon, label: 'From Facebook' },
  dropbox: { icon: DropboxIcon, label: 'From Dropbox' },
  google: { icon: GoogleIcon, label: 'From Google Photos' },
} as const;

/** What a card says about its photo, for the picture's alt text. */
export function photoAlt(photo: Pick<PhotoView, 'description' | 'date_taken' | 'image_type' | 'location'>): string {
  if (photo.description) return photo.description;
  const kind = photo.image_type === 'video' ? 'Video' : 'Photo';
  const when = photo.date_taken ? ` from ${photo.date_taken}` : '';
  const where = photo.location ? ` at ${photo.location.formatted_address}` : '';
  return `${kind}${when}${where}`;
}

export interface PhotoCardProps {
  photo: PhotoView;
  /** Position in the list (the lightbox's index). */
  index: number;
  /** Where opening the photo goes (the lightbox, with the list's filters). */
  href?: string;
  /** Opens the photo in place when it has no address (Recently deleted's viewer); with neither, a click selects it. */
  onOpen?: (photo: PhotoView) => void;
  selected: boolean;
  /** While anything is selected, a click on a photo selects it instead of opening it. */
  selecting: boolean;
  /** Set when someone else uploaded the photo: their name is shown (spec 001 section 2). */
  uploaderName: string | null;
  onToggle: (photo: PhotoView, shift: boolean) => void;
  /** Opens the side panel; without it the card has no details button. */
  onDetails?: (photo: PhotoView) => void;
  /** A line shown at the card's foot instead of the uploader's name ('29 days left'). */
  caption?: string | null;
  /** The faces found in the photo, drawn by `renderFaces` (the faces feature's boxes and face menu). */
  faces?: readonly FaceView[];
  renderFaces?: (photo: PhotoView, faces: readonly FaceView[]) => ReactNode;
}

/**
 * One photo in the strip (spec 001 section 2): checkbox (Shift selects a range), signs for a
 * missing date, place or event, the video's length, where it came from, and who uploaded it when
 * that is not the viewer, a heart when it is one of the family's favourites, and the faces in it with their face menu (spec 001 section 2).
 */
export const PhotoCard = memo(function PhotoCard({ photo, index, href, onOpen, selected, selecting, uploaderName, onToggle, onDetails, caption, faces, renderFaces }: PhotoCardProps) {
  const alt = photoAlt(photo);
  const system = photo.system === 'own' ? null : SYSTEMS[photo.system];
  const openRef = useRef<HTMLAnchorElement>(null);
  const onOpenClick = (event: MouseEvent) => {
    if (!selecting && !event.shiftKey) {
      useReturnFocus.getState().remember(photo.id);
      return;
    }
    event.preventDefault();
    onToggle(photo, event.shiftKey);
  };
  // A long press selects, as in phones' photo apps (then a tap selects more: onOpenClick).
  const longPress = useLongPress(() => onToggle(photo, false));
  // A card is square: a wide or tall picture shows the square around its faces (lib/square-crop.ts).
  const crop = squareCropFor(photo.width, photo.height, faces?.map((face) => face.bounding_box) ?? []);
  const picture = (
    <ProgressiveImage
      src={photo.thumbnail_urls['300']}
      placeholder={photo.placeholder}
      alt={alt}
      focus={objectPositionOf(crop)}
      w="full"
      h="full"
      transform={selected ? 'scale(0.9)' : undefined}
      rounded={selected ? 'md' : undefined}
      transition="transform 0.15s ease"
    />
  );
  // Back from the lightbox: the card it was opened from has the focus again (the strip's scroll
  // position is restored on its own, so focusing must not scroll).
  useEffect(() => {
    if (useReturnFocus.getState().take(photo.id)) openRef.current?.focus({ preventScroll: true });
  }, [photo.id]);

  return (
    <Box
      position="relative"
      w="full"
      h="full"
      rounded="md"
      overflow="hidden"
      className="group"
      data-photo-card={photo.id}
      data-index={index}
      data-selected={selected || undefined}
      {...longPress}
      outline={selected ? '3px solid' : 'none'}
      outlineColor="brand.500"
      outlineOffset="-3px"
      // The keyboard's ring for the open link is the card's: the picture over the link would hide the link's own.
      // No text selection or link callout under a resting finger: the long press is the card's.
      userSelect="none"
      css={{ WebkitTouchCallout: 'none', '&:has(> a:focus-visible, > [data-open]:focus-visible)': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' } }}
    >
      {href ? (
        <Link ref={openRef} to={href} state={FROM_STRIP} onClick={onOpenClick} aria-label={`Open ${alt}`} style={{ display: 'block', width: '100%', height: '100%', outline: 'none' }}>
          {picture}
        </Link>
      ) : (
        // No address to open (a trashed photo has no lightbox): the card opens in place, or selects.
        <chakra.button
          type="button"
          display="block"
          w="full"
          h="full"
          cursor="pointer"
          outline="none"
          data-open=""
          // Without a viewer the tick box is the card's one control for the keyboard and screen readers.
          {...(onOpen ? { 'aria-label': `Open ${alt}` } : { tabIndex: -1, 'aria-hidden': true })}
          onClick={(event) => (onOpen && !selecting && !event.shiftKey ? onOpen(photo) : onToggle(photo, event.shiftKey))}
        >
          {picture}
        </chakra.button>
      )}
      <Box position="absolute" inset="0" pointerEvents="none" bgGradient="to-b" gradientFrom="blackAlpha.500" gradientVia="transparent" gradientTo="blackAlpha.600" opacity={{ base: 1, _groupHover: 1 }} />
      <chakra.button
        type="button"
        role="checkbox"
        aria-checked={selected}
        aria-label={`Select ${alt}`}
        title="Select (Shift-click selects a range)"
        onClick={(event) => onToggle(photo, event.shiftKey)}
        position="absolute"
        top="1.5"
        left="1.5"
        w="7"
        h="7"
        display="flex"
        alignItems="center"
        justifyContent="center"
        rounded="full"
        borderWidth="2px"
        borderColor="white"
        bg={selected ? 'brand.500' : 'blackAlpha.300'}
        color="white"
        cursor="pointer"
        shadow="sm"
        opacity={selected || selecting ? 1 : { base: 0.85, md: 0 }}
        _groupHover={{ opacity: 1 }}
        _focusVisible={{ opacity: 1, outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
        transition="opacity 0.15s ease"
      >
        {selected && <CheckIcon width="1em" height="1em" strokeWidth="3" />}
      </chakra.button>
      {onDetails && (
        <chakra.button
          type="button"
          aria-label={`Details of ${alt}`}
          title="Details"
          onClick={() => onDetails(photo)}
          position="absolute"
          top="1.5"
          right="1.5"
          w="7"
          h="7"
          display="flex"
          alignItems="center"
          justifyContent="center"
          rounded="full"
          bg="blackAlpha.500"
          color="white"
          cursor="pointer"
          opacity={{ base: 0.9, md: 0 }}
          _groupHover={{ opacity: 1 }}
          _focusVisible={{ opacity: 1, outline: '2px solid', outlineColor: 'brand.300' }}
          transition="opacity 0.15s ease"
        >
          <InfoIcon width="1.1em" height="1.1em" />
        </chakra.button>
      )}
      {faces && faces.length > 0 && renderFaces?.(photo, faces)}
      {/* Between the select and details buttons; a phone's narrow card has no room between them, so it sits under the select button there. */}
      {photo.image_type === 'video' && (
        <HStack
          position="absolute"
          top={{ base: '9.5', md: '2' }}
          left={{ base: '1.5', md: '50%' }}
          transform={{ base: 'none', md: 'translateX(-50%)' }}
          gap="1"
          px="1.5"
          py="0.5"
          rounded="full"
          bg="blackAlpha.700"
          color="white"
          textStyle="xs"
          fontWeight="semibold"
          pointerEvents="none"
          aria-label={`Video, ${formatDuration(photo.duration_seconds) || 'length unknown'}`}
          role="img"
        >
          <PlayFilledIcon width="0.9em" height="0.9em" />
          {formatDuration(photo.duration_seconds) && <span>{formatDuration(photo.duration_seconds)}</span>}
        </HStack>
      )}
      <HStack position="absolute" bottom="1.5" left="2" right="2" gap="1" color="white" pointerEvents="none" textStyle="xs" justify="space-between">
        <HStack gap="1" minW="0">
          {/* A caption (the days a deleted photo has left) is all a trash tile says, as in Google Photos: beside a heart it was cut on a phone ('♥ 30 days l…'). */}
          {photo.favorite && !caption && (
            <chakra.span role="img" aria-label="Favourite" title="Favourite" display="inline-flex" flexShrink={0} filter="drop-shadow(0 1px 2px rgba(0,0,0,0.6))">
              <Heart aria-hidden size="1.1em" fill="currentColor" />
            </chakra.span>
          )}
          {caption && (
            <Text truncate fontWeight="semibold" textShadow="0 1px 2px rgba(0,0,0,0.6)">
              {caption}
            </Text>
          )}
          {!caption && uploaderName && (
            <Text truncate fontWeight="medium" textShadow="0 1px 2px rgba(0,0,0,0.6)" title={`Uploaded by ${uploaderName}`}>
              {uploaderName}
            </Text>
          )}
        </HStack>
        <HStack gap="1" flexShrink={0}>
          {system && <system.icon aria-label={system.label} width="1.1em" height="1.1em" />}
          {/* A caption (the days a deleted photo has left) needs the room more than the signs of what it lacks. */}
          {!caption && !photo.date_taken && <CalendarOffIcon aria-label="No date" width="1.1em" height="1.1em" />}
          {!caption && !photo.location_id && <MapPinOffIcon aria-label="No place" width="1.1em" height="1.1em" />}
          {!caption && !photo.event_id && <FlagOffIcon aria-label="No event" width="1.1em" height="1.1em" />}
        </HStack>
      </HStack>
    </Box>
  );
});
