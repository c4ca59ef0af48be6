import { Box, Center, chakra, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { BrokenImageIcon } from '../../../components/ui/icons';

interface ProgressiveImageProps extends Omit<BoxProps, 'children'> {
  src: string;
  /** The few-hundred-byte blurred preview (a data: URI) shown until `src` has loaded. */
  placeholder: string | null;
  alt: string;
  fit?: 'cover' | 'contain';
  /** Which part a cropped ('cover') picture shows, as CSS object-position; the middle by default. */
  focus?: string;
  /** Load at once rather than when scrolled near (the photo the lightbox opens on). */
  eager?: boolean;
}

/**
 * Blur-up: the placeholder, blurred, at once; the real picture fades in over it when it has
 * loaded. A picture that cannot load shows a neutral 'broken picture' sign (spec 001 section 8).
 */
export function ProgressiveImage(props: ProgressiveImageProps) {
  // A new picture (a correction arrived, the next photo) starts from its placeholder again.
  return <ProgressiveImageOnce key={props.src} {...props} />;
}

function ProgressiveImageOnce({ src, placeholder, alt, fit = 'cover', focus, eager = false, ...boxProps }: ProgressiveImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <Box position="relative" overflow="hidden" bg="gray.200" data-image-state={state} {...boxProps}>
      {placeholder && state !== 'loaded' && (
        <chakra.img
          src={placeholder}
          alt=""
          aria-hidden
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit={fit}
          objectPosition={focus}
          filter="blur(14px)"
          transform="scale(1.08)"
        />
      )}
      {state === 'failed' ? (
        <Center position="absolute" inset="0" color="gray.500" flexDirection="column" gap="1" textStyle="xs" role="img" aria-label={`${alt} (could not be loaded)`}>
          <BrokenImageIcon width="2em" height="2em" />
        </Center>
      ) : (
        <chakra.img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit={fit}
          objectPosition={focus}
          opacity={state === 'loaded' ? 1 : 0}
          transition="opacity 0.3s ease"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </Box>
  );
}
