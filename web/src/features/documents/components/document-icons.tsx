import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type IconProps = HTMLChakraProps<'svg'>;

function Stroke({ children, ...props }: IconProps & { children: ReactNode }) {
  const labelled = props['aria-label'] !== undefined;
  return (
    <chakra.svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" flexShrink={0} aria-hidden={labelled ? undefined : true} role={labelled ? 'img' : undefined} focusable="false" {...props}>
      {children}
    </chakra.svg>
  );
}

export const DownloadIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
  </Stroke>
);

export const ShareIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="17.5" cy="5.5" r="2.5" />
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17.5" cy="18.5" r="2.5" />
    <path d="m8.7 10.8 6.6-4M8.7 13.2l6.6 4" />
  </Stroke>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M19 12H5m0 0 6-6m-6 6 6 6" />
  </Stroke>
);

export const PhotoBackIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </Stroke>
);

export const PagesIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M8 3.5h8.5L20 7v11.5a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 18.5V5A1.5 1.5 0 0 1 8 3.5Z" />
    <path d="M3.5 7v13A1.5 1.5 0 0 0 5 21.5h10" />
  </Stroke>
);

export const InfoIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.6v.1" />
  </Stroke>
);
