import { Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { BoundingBox } from '@heirloom/shared/contracts/faces';
import { boxBetween, drawnFaceProblem } from '@heirloom/shared/rules/drawn-face';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { boxAfterKey, KEYBOARD_START_BOX } from '../utils/drawn-box-keys';
import { DrawnFaceDialog } from './drawn-face-dialog';

type Point = { x: number; y: number };

interface FaceDrawingLayerProps {
  photoId: string;
  pictureUrl?: string;
  /** The face was added, or the person gave up: drawing ends. */
  onDone: () => void;
}

/**
 * 'Tag a face': a layer over the picture (exactly its rectangle) on which a drag, with a mouse, a
 * pen or a finger, draws a box around a face the detector missed; then who it is is asked. A box
 * too small to be a face says so and another can be drawn. It keeps its drags to itself, so a
 * finger drawing on a phone is not taken for a swipe to the next photo. Without a pointer, Enter
 * puts a box in the middle, the arrow keys move it (with Shift, size it) and Enter takes it.
 */
export function FaceDrawingLayer({ photoId, pictureUrl, onDone }: FaceDrawingLayerProps) {
  const layer = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ from: Point; to: Point } | null>(null);
  // The box, and the picture's shape as drawn (the dialog's preview keeps the face's proportions).
  const [drawn, setDrawn] = useState<{ box: BoundingBox; aspect: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The box being placed from the keyboard, before Enter takes it.
  const [keyed, setKeyed] = useState<BoundingBox | null>(null);
  const hintId = useId();
  // Drawing starts on the picture: a keyboard user is there at once.
  useEffect(() => layer.current?.focus({ preventScroll: true }), []);

  /** A box finished (the drag let go, or Enter): asked who it is, or refused as too small. */
  const take = (box: BoundingBox) => {
    const refused = drawnFaceProblem(box);
    const rect = layer.current?.getBoundingClientRect();
    if (refused) setProblem(refused);
    else setDrawn({ box, aspect: rect && rect.height > 0 ? rect.width / rect.height : 1 });
  };

  const pointOf = (event: PointerEvent): Point => {
    const rect = layer.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / (rect.width || 1), y: (event.clientY - rect.top) / (rect.height || 1) };
  };
  const shown = drawn?.box ?? keyed ?? (drag ? boxBetween(drag.from, drag.to) : null);

  return (
    <>
      <Box
        ref={layer}
        position="absolute"
        inset="0"
        zIndex="1"
        pointerEvents="auto"
        cursor="crosshair"
        // The drag is ours: no scrolling, zooming or swiping the page while a finger draws.
        touchAction="none"
        bg="blackAlpha.300"
        outline="2px dashed"
        outlineColor="whiteAlpha.800"
        data-testid="face-drawing-layer"
        aria-label="Draw a box around the face"
        aria-describedby={hintId}
        role="application"
        tabIndex={0}
        _focusVisible={{ outline: '3px solid', outlineColor: 'white' }}
        onPointerDown={(event) => {
          event.stopPropagation();
          if (drawn || (event.pointerType === 'mouse' && event.button !== 0)) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const at = pointOf(event);
          setDrag({ from: at, to: at });
          setKeyed(null);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (drawn) return;
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setProblem(null);
            if (keyed) take(keyed);
            setKeyed(keyed ? null : KEYBOARD_START_BOX);
            return;
          }
          const moved = keyed && boxAfterKey(keyed, event.key, event.shiftKey);
          if (!moved) return;
          event.preventDefault();
          setKeyed(moved);
        }}
        onPointerMove={(event) => drag && setDrag({ ...drag, to: pointOf(event) })}
        onPointerUp={(event) => {
          event.stopPropagation();
          if (!drag) return;
          setDrag(null);
          take(boxBetween(drag.from, pointOf(event)));
        }}
        onPointerCancel={() => setDrag(null)}
      >
        {shown && (
          <Box
            position="absolute"
            left={`${shown.left * 100}%`}
            top={`${shown.top * 100}%`}
            w={`${shown.width * 100}%`}
            h={`${shown.height * 100}%`}
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="yellow.300"
            rounded="md"
            boxShadow="0 0 0 1px rgba(0,0,0,.45)"
            pointerEvents="none"
            data-testid="face-being-drawn"
          />
        )}
      </Box>
      {/* Fixed at the foot of the stage: on a small picture there is no room for it on the picture itself. */}
      <HStack position="fixed" left="50%" bottom={{ base: '4', md: '6' }} transform="translateX(-50%)" zIndex="2" gap="3" px="4" py="2" rounded="full" bg="blackAlpha.800" color="white" w="max-content" maxW="calc(100vw - 1rem)">
        <Text id={hintId} textStyle="sm" role={problem ? 'alert' : 'status'} color={problem ? 'yellow.200' : undefined}>
          {problem ?? (keyed ? 'Move the box with the arrow keys (Shift to size it), then press Enter' : 'Drag across the face to draw a box around it')}
          {!keyed && <VisuallyHidden>, or press Enter for a box to move with the arrow keys</VisuallyHidden>}
        </Text>
        <Button size="xs" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.300' }} onClick={onDone}>
          Cancel
        </Button>
      </HStack>
      <DrawnFaceDialog photoId={photoId} box={drawn?.box ?? null} pictureUrl={pictureUrl} pictureAspect={drawn?.aspect ?? 1} onAdded={onDone} onClose={() => setDrawn(null)} />
    </>
  );
}
