import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The icons the first screens draw (the shell, the strip, the people list). The others are in
 * ./more-icons.tsx: a bundle places a module whole in the first chunk that imports it, so each
 * drawing there loads with the pages that use it, not with every page.
 */

export type IconProps = HTMLChakraProps<'svg'>;

/** Line icons drawn on a 24 px grid in currentColor; decorative unless given an aria-label. */
export function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
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

export const FamilyIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="8" cy="7" r="2.6" />
    <circle cx="16.5" cy="8" r="2.2" />
    <path d="M3.5 19a4.5 4.5 0 0 1 9 0M13 19a3.8 3.8 0 0 1 7.5 0" />
  </StrokeIcon>
);

export const CheckIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
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

export const HomeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3.5 11 12 4l8.5 7" />
    <path d="M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />
  </StrokeIcon>
);

export const PhotosIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="6.5" y="3.5" width="14" height="13" rx="2" />
    <path d="M17.5 19.5H5.5a2 2 0 0 1-2-2V7.5" />
    <circle cx="11.5" cy="8" r="1.5" />
    <path d="m20.5 13-4-4-7 7.5" />
  </StrokeIcon>
);

export const CalendarOffIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M7.5 5h11a2 2 0 0 1 2 2v9.5M20 20a2 2 0 0 1-1.5.5h-13a2 2 0 0 1-2-2V7a2 2 0 0 1 1-1.7M3.5 10h6.5M14 10h6.5M16 3v4M3 3l18 18" />
  </StrokeIcon>
);

export const MapPinOffIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M8.2 4.9A6.5 6.5 0 0 1 18.5 10c0 1.7-.7 3.4-1.6 5M14.6 17.9C13.2 19.7 12 21 12 21s-6.5-5.8-6.5-11c0-.8.1-1.5.4-2.2M3 3l18 18" />
  </StrokeIcon>
);

export const FlagOffIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5 21V4.5M9 4c2.5-.8 4.5 1 7 .5 1.5-.3 3-1 3-1v9c-1 .6-2 .9-3 1M5 14.5c2-1.2 4-1 6 0M3 3l18 18" />
  </StrokeIcon>
);

export const MapIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m3.5 6.5 5.5-2.5 6 2.5 5.5-2.5v13.5L15 20l-6-2.5-5.5 2.5Z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </StrokeIcon>
);

export const UserIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="8" r="3.8" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </StrokeIcon>
);

export const UserSearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 20a6.5 6.5 0 0 1 9.5-5.8" />
    <circle cx="17" cy="16.5" r="2.8" />
    <path d="m19.2 18.7 1.8 1.8" />
  </StrokeIcon>
);

export const PlaceSearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M10.5 19.5S5 14.6 5 10.2a5.5 5.5 0 0 1 11-.4" />
    <circle cx="10.5" cy="10" r="2" />
    <circle cx="17" cy="16.5" r="2.8" />
    <path d="m19.2 18.7 1.8 1.8" />
  </StrokeIcon>
);

export const UploadIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 15.5V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
  </StrokeIcon>
);

export const DeviceIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="4.5" width="13" height="10" rx="1.5" />
    <path d="M6.5 18h6M9.5 14.5V18" />
    <rect x="17" y="8.5" width="4.5" height="11" rx="1" />
  </StrokeIcon>
);

export const FacebookIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    <path d="M15.5 8H14a2 2 0 0 0-2 2v10.5M9.5 13h5" />
  </StrokeIcon>
);

export const DropboxIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m7.5 4-4.5 3 4.5 3 4.5-3zM16.5 4 12 7l4.5 3 4.5-3zM7.5 10 3 13l4.5 3 4.5-3zM16.5 10 12 13l4.5 3 4.5-3zM7.5 17.5l4.5 3 4.5-3" />
  </StrokeIcon>
);

export const GoogleIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M20 12.2c0 4.6-3.2 7.8-7.8 7.8a8 8 0 1 1 5.4-13.9" />
    <path d="M12.5 12H20" />
  </StrokeIcon>
);

export const HelpIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.4M12 16.8h.01" />
  </StrokeIcon>
);

export const UserPlusIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="10" cy="8" r="3.6" />
    <path d="M3 20a7 7 0 0 1 12.5-4.3M18.5 13.5v6M15.5 16.5h6" />
  </StrokeIcon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);

export const ChevronRightIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m9 6 6 6-6 6" />
  </StrokeIcon>
);

export const SidebarIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M5.5 8h1M5.5 11h1" />
  </StrokeIcon>
);

export const BellIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </StrokeIcon>
);

export const MoreIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="5.5" cy="12" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="18.5" cy="12" r="1.2" />
  </StrokeIcon>
);

export const CloseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </StrokeIcon>
);

export const TrashIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 7h16M9.5 7V4.5h5V7M6 7l1 13h10l1-13M10 11v5.5M14 11v5.5" />
  </StrokeIcon>
);

export const SparkleIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 3.5 13.8 9l5.7 1.5-5.7 1.5L12 17.5 10.2 12 4.5 10.5 10.2 9Z" />
    <path d="M18.5 16.5l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7Z" />
  </StrokeIcon>
);

export const PlayIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <path d="m10 8.5 5.5 3.5-5.5 3.5Z" />
  </StrokeIcon>
);

export const MergeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 3.5v3a6 6 0 0 0 6 6 6 6 0 0 1 6 6v2M18 3.5v3a6 6 0 0 1-3.5 5.4M3.5 18l2.5 2.5L8.5 18" />
  </StrokeIcon>
);

export const InfoIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.6v.1" />
  </StrokeIcon>
);

export const DownloadIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
  </StrokeIcon>
);

export const PlayFilledIcon = (p: IconProps) => (
  <StrokeIcon {...p} fill="currentColor" stroke="none">
    <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z" />
  </StrokeIcon>
);

export const SlideshowIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="5" width="18" height="13" rx="2" />
    <path d="m10.5 9 4 2.5-4 2.5Z" />
    <path d="M8 21h8" />
  </StrokeIcon>
);

export const BrokenImageIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3 15V6.5A2.5 2.5 0 0 1 5.5 4H18.5A2.5 2.5 0 0 1 21 6.5V12M21 17.5v0A2.5 2.5 0 0 1 18.5 20H5.5A2.5 2.5 0 0 1 3 17.5" />
    <path d="m3 15 4-4 3.5 3.5M14 12l2-2 5 5M9 20l3-6" />
  </StrokeIcon>
);

export const FilterIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 5.5h16l-6.2 7.2v5.3l-3.6 1.8v-7.1Z" />
  </StrokeIcon>
);

export const SearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </StrokeIcon>
);

/** Two arrows chasing each other: do it again. */
