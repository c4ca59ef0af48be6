import { Box, chakra } from '@chakra-ui/react';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { FaceIcon } from '../../../components/ui/icons';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';
import type { CardFacesMenuProps } from './card-faces-menu';
import { squareCropFor } from '../../../lib/square-crop';
import { boxOnSquareCard, faceLabel, facesSummary } from '../utils/face-geometry';

/** The face list is code a page of cards does not need until someone may open one. */
const cardFacesMenu = deferredPart<CardFacesMenuProps>(() => import('./card-faces-menu').then((module) => module.CardFacesMenu));

/** The face dialog is code a page of cards does not need until a face is chosen. */
const FaceDialog = lazy(() => import('./face-dialog').then((module) => ({ default: module.FaceDialog })));

/**
 * The face overlay of a photo card in the strip (spec 001 section 2, photo card): the faces' boxes,
 * shown while the card is pointed at or its face list is open, each opening the face menu; and a
 * face button listing the faces by name (crop and name), for touch screens and the keyboard.
 * The faces come with the strip's page, so a card makes no request of its own.
 */
export function CardFaces({ photo, faces }: { photo: PhotoView; faces: readonly FaceView[] }) {
  const [open, setOpen] = useState<FaceView | null>(null);
  const [listing, setListing] = useState(false);
  // Where the keyboard's focus goes back to when the face menu closes: the face box it was opened
  // from, or the card's faces button when the face was chosen from its list. That button is looked
  // up on closing, as the list's code arriving swaps the stand-in button for the menu's own.
  const overlay = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onChooseFromList = useCallback((face: FaceView) => {
    opener.current = null;
    setOpen(face);
  }, []);
  // The card's picture is cropped to the faces (photo-card.tsx): the boxes go where the faces are shown.
  const crop = squareCropFor(photo.width, photo.height, faces.map((face) => face.bounding_box));
  const returnFocusTo = () => opener.current ?? overlay.current?.parentElement?.querySelector<HTMLElement>('button[aria-haspopup="menu"]') ?? null;
  return (
    <>
      <Box
        ref={overlay}
        position="absolute"
        inset="0"
        pointerEvents="none"
        data-testid="card-faces"
        data-showing={listing || undefined}
        opacity={listing ? 1 : 0}
        _groupHover={{ opacity: 1 }}
        _focusWithin={{ opacity: 1 }}
        transition="opacity 0.15s ease"
      >
        {faces.map((face) => {
          const box = boxOnSquareCard(photo.width, photo.height, face.bounding_box, crop);
          if (!box) return null;
          return (
            <chakra.button
              key={face.id}
              type="button"
              aria-label={`Face: ${faceLabel(face)}`}
              title={faceLabel(face)}
              tabIndex={-1}
              pointerEvents={{ base: listing ? 'auto' : 'none', md: 'auto' }}
              position="absolute"
              left={`${box.left}%`}
              top={`${box.top}%`}
              w={`${box.width}%`}
              h={`${box.height}%`}
              borderWidth="2px"
              borderColor={face.person ? 'white' : 'yellow.300'}
              borderStyle={face.person ? 'solid' : 'dashed'}
              rounded="sm"
              boxShadow="0 0 0 1px rgba(0,0,0,.45)"
              cursor="pointer"
              _hover={{ bg: 'whiteAlpha.300' }}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                opener.current = event.currentTarget;
                setOpen(face);
              }}
            />
          );
        })}
      </Box>
      <LoadOnIntent
        part={cardFacesMenu}
        props={{ faces, onOpenChange: setListing, onChoose: onChooseFromList }}
        trigger={
          <chakra.button
            type="button"
            aria-haspopup="menu"
            aria-label={facesSummary(faces)}
            title="Faces"
            position="absolute"
            top="10"
            right="1.5"
            h="7"
            minW="7"
            px="1.5"
            display="flex"
            alignItems="center"
            justifyContent="center"
            gap="0.5"
            rounded="full"
            bg={faces.some((face) => !face.person) ? 'yellow.500' : 'blackAlpha.500'}
            color="white"
            cursor="pointer"
            textStyle="xs"
            fontWeight="semibold"
            opacity={{ base: 0.9, md: listing ? 1 : 0 }}
            _groupHover={{ opacity: 1 }}
            _focusVisible={{ opacity: 1, outline: '2px solid', outlineColor: 'brand.300' }}
            transition="opacity 0.15s ease"
            data-testid="card-faces-button"
          >
            <FaceIcon width="1.1em" height="1.1em" />
            {faces.length > 1 && <span>{faces.length}</span>}
          </chakra.button>
        }
      />
      {/* Mounted only while a face is chosen: a page of cards keeps no dialogs (or menus) in the document. */}
      {open && (
        <Suspense fallback={null}>
          <FaceDialog face={open} uploadedBy={photo.uploaded_by} onClose={() => setOpen(null)} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </>
  );
}
