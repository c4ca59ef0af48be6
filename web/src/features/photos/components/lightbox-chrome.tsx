import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import type { PictureRect } from '../../../lib/picture-rect';

/** A round button on the dark lightbox, legible over any picture. */
export const OverlayButton = forwardRef<HTMLButtonElement, IconButtonProps>(function OverlayButton(props, ref) {
  return <IconButton ref={ref} variant="ghost" color="white" bg="blackAlpha.500" rounded="full" _hover={{ bg: 'whiteAlpha.300' }} _focusVisible={{ outline: '2px solid', outlineColor: 'white' }} {...props} />;
});

/** The dark full-window stage of the lightbox and the slideshow, above the shell; it takes the focus when it opens. */
export function Stage({ children, label }: { children: React.ReactNode; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Box ref={ref} tabIndex={-1} outline="none" role="dialog" aria-modal="true" aria-label={label} position="fixed" inset="0" zIndex="modal" bg="gray.950" color="white" display="flex" flexDirection="column" overflow="hidden">
      {children}
    </Box>
  );
}

/**
 * The rectangle the picture is shown in (lib/picture-rect.ts: as large as fits, never past the
 * original's own size), and the face boxes on it: they are laid over the picture, not the stage (the lightbox and Recently deleted's viewer).
 */
export function PictureOnStage({ rect, children }: { rect: PictureRect; children: ReactNode }) {
  return (
    <Box position="absolute" left={`${rect.left}px`} top={`${rect.top}px`} w={`${rect.width}px`} h={`${rect.height}px`} data-testid="lightbox-picture">
      {children}
    </Box>
  );
}
