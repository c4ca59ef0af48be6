import { Box, chakra, Text } from '@chakra-ui/react';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import { useEffect, useRef, useState } from 'react';
import { usePhotoFaces } from '../api/faces';
import { faceLabel, labelWidths } from '../utils/face-geometry';
import { keptApartText } from '../utils/kept-apart';
import { FaceDialog } from './face-dialog';
import { FaceDrawingLayer } from './face-drawing-layer';

interface PhotoFacesProps {
  photoId: string;
  /** Who uploaded the photo: with the admins, the one who may forget its faces. */
  uploadedBy: string | null;
  /** The picture shown (its 1600 px rendition): the face being drawn is previewed from it. */
  pictureUrl?: string;
  /** 'Tag a face': while on, a drag over the picture draws a face the detector missed. */
  drawing?: { active: boolean; stop: () => void };
}

/**
 * Face boxes over a picture, each opening the face menu. Laid over exactly the rectangle the
 * picture is drawn in (the lightbox sizes it: lib/picture-rect.ts), so a box's fractions of the
 * picture are fractions of this box, whatever size the picture is shown at.
 */
export function PhotoFaces({ photoId, uploadedBy, pictureUrl, drawing }: PhotoFacesProps) {
  const faces = usePhotoFaces(photoId).data ?? [];
  const [open, setOpen] = useState<FaceView | null>(null);
  // The face box the menu was opened from: closing the menu gives it the focus back.
  const opener = useRef<HTMLButtonElement | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ w: entry.contentRect.width, h: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const labelMaxWidths = labelWidths(faces.map(({ bounding_box: box }) => ({ centreX: (box.left + box.width / 2) * size.w, bottom: (box.top + box.height) * size.h })));

  return (
    <Box ref={ref} position="absolute" inset="0" pointerEvents="none" data-testid="photo-faces">
      {size.w > 0 &&
        faces.map((face, at) => {
          const label = faceLabel(face);
          const labelMaxWidth = labelMaxWidths[at]!;
          return (
            <chakra.button
              key={face.id}
              type="button"
              aria-label={`Face: ${label}`}
              // Why the tree's dates kept the face from someone it looks like (the face menu says it too, with the override).
              title={face.kept_apart_from.map(keptApartText).join('\n') || undefined}
              pointerEvents="auto"
              position="absolute"
              left={`${face.bounding_box.left * size.w}px`}
              top={`${face.bounding_box.top * size.h}px`}
              w={`${face.bounding_box.width * size.w}px`}
              h={`${face.bounding_box.height * size.h}px`}
              borderWidth="2px"
              borderColor={face.person ? 'white' : 'yellow.300'}
              borderStyle={face.person ? 'solid' : 'dashed'}
              data-added-by-hand={face.added_by_hand ? '' : undefined}
              rounded="md"
              boxShadow="0 0 0 1px rgba(0,0,0,.45)"
              cursor="pointer"
              _hover={{ bg: 'whiteAlpha.200' }}
              // White with a dark halo: seen on any photo, and not taken for an unnamed face's yellow border.
              _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px', boxShadow: '0 0 0 7px rgba(0,0,0,.55)' }}
              onPointerDown={(event) => event.stopPropagation()}
              onPointerUp={(event) => event.stopPropagation()}
              onClick={(event) => {
                event.stopPropagation();
                opener.current = event.currentTarget;
                setOpen(face);
              }}
            >
              <Text
                as="span"
                position="absolute"
                top="100%"
                left="50%"
                transform="translateX(-50%)"
                mt="1"
                px="1.5"
                rounded="sm"
                bg="blackAlpha.700"
                color="white"
                textStyle="xs"
                whiteSpace="nowrap"
                // Cut short rather than over a neighbour's label (the whole name is the box's accessible name).
                maxW={Number.isFinite(labelMaxWidth) ? `${labelMaxWidth}px` : undefined}
                overflow="hidden"
                textOverflow="ellipsis"
                display={labelMaxWidth < 24 ? 'none' : undefined}
              >
                {label}
              </Text>
            </chakra.button>
          );
        })}
      {drawing?.active && size.w > 0 && <FaceDrawingLayer photoId={photoId} pictureUrl={pictureUrl} onDone={drawing.stop} />}
      <FaceDialog face={open} uploadedBy={uploadedBy} onClose={() => setOpen(null)} returnFocusTo={() => opener.current} />
    </Box>
  );
}
