import { chakra, HStack } from '@chakra-ui/react';
import { Shrink, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import type { PictureZoom } from '../hooks/use-picture-zoom';
import { OverlayButton } from './lightbox-chrome';

/** Zoom out, in, and back to the whole picture (the last only while zoomed), in the stage's foot corner. */
export function ZoomControls({ zoom }: { zoom: PictureZoom }) {
  return (
    <HStack role="group" aria-label="Zoom" gap="1" position="absolute" right={{ base: '2', md: '4' }} bottom={{ base: '2', md: '4' }}>
      {zoom.zoomed && (
        <OverlayButton aria-label="Fit to screen" title="Fit to screen (0)" size={{ base: 'md', md: 'sm' }} onClick={zoom.reset}>
          <Shrink aria-hidden />
        </OverlayButton>
      )}
      <OverlayButton aria-label="Zoom out" title="Zoom out (-)" size={{ base: 'md', md: 'sm' }} disabled={!zoom.zoomed} onClick={zoom.zoomOut}>
        <ZoomOut aria-hidden />
      </OverlayButton>
      <OverlayButton aria-label="Zoom in" title="Zoom in (+)" size={{ base: 'md', md: 'sm' }} disabled={!zoom.canZoomIn} onClick={zoom.zoomIn}>
        <ZoomIn aria-hidden />
      </OverlayButton>
    </HStack>
  );
}

/**
 * The photo as uploaded, over the 1600 px picture once the lightbox is zoomed past it: it fades in
 * when it has loaded, so the smaller picture stays in sight meanwhile (no blank while it downloads).
 * One that fails, or comes back another shape than the photo (the file was not what its name
 * said), is left unseen.
 */
export function FullResolutionImage({ src, aspect }: { src: string; aspect: number }) {
  const [shown, setShown] = useState(false);
  return (
    <chakra.img
      src={src}
      alt=""
      aria-hidden
      decoding="async"
      draggable={false}
      position="absolute"
      inset="0"
      w="full"
      h="full"
      objectFit="contain"
      opacity={shown ? 1 : 0}
      transition="opacity 0.2s ease"
      pointerEvents="none"
      data-testid="lightbox-full-image"
      data-loaded={shown || undefined}
      onLoad={(event) => {
        const image = event.currentTarget;
        const ratio = image.naturalWidth / Math.max(1, image.naturalHeight);
        setShown(Math.abs(ratio / aspect - 1) < 0.02);
      }}
    />
  );
}
