import { Box, chakra, Text } from '@chakra-ui/react';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import { useEffect, useRef, useState } from 'react';
import { usePhotoFaces } from '../api/faces';
import { faceLabel, labelWidths } from '../utils/face-geometry';
import { keptApartText } from '../utils/kept-apart';
import { FaceDialog } from './face-dialog';

interface PhotoFacesProps {
  photoId: string;
  /** The picture's upright size, to find where it sits inside the box (object-fit: contain). */
  width: number;
  height: number;
  /** Space kept clear at the top of the box (the picture is centred below it). */
  insetTop?: number;
  insetBottom?: number;
}

/**
 * Face boxes over a picture shown with object-fit: contain, each opening the face menu. Laid over
 * the same box as the picture; it works out where the picture is drawn from its own size.
 */
export function PhotoFaces({ photoId, width, height, insetTop = 0, insetBottom = 0 }: PhotoFacesProps) {
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

  const areaH = Math.max(0, size.h - insetTop - insetBottom);
  const scale = Math.min(size.w / (width || 1), areaH / (height || 1));
  const drawn = { w: width * scale, h: height * scale };
  const origin = { x: (size.w - drawn.w) / 2, y: insetTop + (areaH - drawn.h) / 2 };

  const labelMaxWidths = labelWidths(faces.map(({ bounding_box: box }) => ({ centreX: origin.x + (box.left + box.width / 2) * drawn.w, bottom: origin.y + (box.top + box.height) * drawn.h })));

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
              left={`${origin.x + face.bounding_box.left * drawn.w}px`}
              top={`${origin.y + face.bounding_box.top * drawn.h}px`}
              w={`${face.bounding_box.width * drawn.w}px`}
              h={`${face.bounding_box.height * drawn.h}px`}
              borderWidth="2px"
              borderColor={face.person ? 'white' : 'yellow.300'}
              borderStyle={face.person ? 'solid' : 'dashed'}
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
      <FaceDialog face={open} onClose={() => setOpen(null)} returnFocusTo={() => opener.current} />
    </Box>
  );
}
