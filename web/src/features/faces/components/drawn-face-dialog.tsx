import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { BoundingBox } from '@heirloom/shared/contracts/faces';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAddFace, type DrawnFaceWho } from '../api/add-face';
import { FaceNamePicker } from './face-name-picker';

interface DrawnFaceDialogProps {
  photoId: string;
  /** The face drawn (fractions of the picture); null: closed. */
  box: BoundingBox | null;
  pictureUrl?: string;
  /** The picture's width over its height: the preview keeps the face's proportions. */
  pictureAspect: number;
  onAdded: () => void;
  /** Closed without adding: the person may draw again. */
  onClose: () => void;
}

/** Who a face drawn by hand is: someone from the tree (the face menu's chooser) or a new person. */
export function DrawnFaceDialog({ photoId, box, pictureUrl, pictureAspect, onAdded, onClose }: DrawnFaceDialogProps) {
  const add = useAddFace(photoId);
  const save = (who: DrawnFaceWho) => box && add.mutate({ box, who }, { onSuccess: onAdded });
  return (
    <Dialog.Root
      open={box !== null}
      onOpenChange={(details) => {
        if (details.open) return;
        add.reset();
        onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <DialogFrame maxW="sm">
        {box && (
          <>
            <Dialog.Header>
              <HStack gap="3">
                {pictureUrl && <DrawnFacePreview pictureUrl={pictureUrl} box={box} pictureAspect={pictureAspect} />}
                <Stack gap="0">
                  <Dialog.Title>Who is this?</Dialog.Title>
                  <Text textStyle="xs" color="fg.muted">
                    The face you drew
                  </Text>
                </Stack>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <FaceNamePicker autoFocus busy={add.isPending} onChoose={(person) => save({ personId: person.id })} onCreate={(name) => save({ newName: name })} />
                {add.error && <FormAlert>{add.error.message}</FormAlert>}
              </Stack>
            </Dialog.Body>
          </>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}

/** PREVIEW_PX wide, the drawn part of the picture, cut from the picture already on screen (no crop exists yet). */
const PREVIEW_PX = 56;

function DrawnFacePreview({ pictureUrl, box, pictureAspect }: { pictureUrl: string; box: BoundingBox; pictureAspect: number }) {
  const height = Math.min(2 * PREVIEW_PX, Math.max(PREVIEW_PX / 2, (PREVIEW_PX * box.height) / (box.width * pictureAspect)));
  // Background percentages place the image's point p% at the element's p%: the box's left edge at the element's.
  const position = (start: number, size: number) => (size < 1 ? `${(start / (1 - size)) * 100}%` : '0%');
  return (
    <Box
      aria-hidden
      flexShrink="0"
      w={`${PREVIEW_PX}px`}
      h={`${height}px`}
      rounded="md"
      bgImage={`url("${pictureUrl}")`}
      bgRepeat="no-repeat"
      bgSize={`${100 / box.width}% ${100 / box.height}%`}
      backgroundPosition={`${position(box.left, box.width)} ${position(box.top, box.height)}`}
      data-testid="drawn-face-preview"
    />
  );
}
