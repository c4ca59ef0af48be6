import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type IconProps = HTMLChakraProps<'svg'>;

/** Line icons drawn on a 24 px grid in currentColor; decorative unless given an aria-label. */
function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  const labelled = props['aria-label'] !== undefined;
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      flexShrink={0}
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      focusable="false"
      {...props}
    >
      {children}
    </chakra.svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </StrokeIcon>
);

export const PhotoIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </StrokeIcon>
);

export const FaceIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 8V6a2 2 0 0 1 2-2h2M16 4h2a2 2 0 0 1 2 2v2M20 16v2a2 2 0 0 1-2 2h-2M8 20H6a2 2 0 0 1-2-2v-2" />
    <circle cx="12" cy="10" r="3" />
    <path d="M7.5 17a5 5 0 0 1 9 0" />
  </StrokeIcon>
);

export const TreeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="9" y="3" width="6" height="5" rx="1.2" />
    <rect x="3" y="16" width="6" height="5" rx="1.2" />
    <rect x="15" y="16" width="6" height="5" rx="1.2" />
    <path d="M12 8v4M6 16v-4h12v4" />
  </StrokeIcon>
);

export const TimelineIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </StrokeIcon>
);

export const MapPinIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </StrokeIcon>
);

export const FamilyIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="8" cy="7" r="2.6" />
    <circle cx="16.5" cy="8" r="2.2" />
    <path d="M3.5 19a4.5 4.5 0 0 1 9 0M13 19a3.8 3.8 0 0 1 7.5 0" />
  </StrokeIcon>
);

export const HeartIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
  </StrokeIcon>
);

export const CheckIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </StrokeIcon>
);

export const MinusIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 12h12" />
  </StrokeIcon>
);

export const SourceIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 3.5h9l4 4V20a.5.5 0 0 1-.5.5h-12A.5.5 0 0 1 6 20V3.5Z" />
    <path d="M14.5 3.5V8H19M9 12h6M9 15.5h6" />
  </StrokeIcon>
);

export const AlertIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17h.01" />
  </StrokeIcon>
);

export const CompassIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </StrokeIcon>
);
