import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type IconProps = HTMLChakraProps<'svg'>;

/** Line icons on a 24 px grid in currentColor, drawn like components/ui/icons (decorative unless labelled). */
function Stroke({ children, ...props }: IconProps & { children: ReactNode }) {
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

export const ChevronLeftIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="m15 5-7 7 7 7" />
  </Stroke>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="m9 5 7 7-7 7" />
  </Stroke>
);

export const InfoIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.6v.1" />
  </Stroke>
);

export const DownloadIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
  </Stroke>
);

export const PauseIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M9 5.5v13M15 5.5v13" />
  </Stroke>
);

export const PlayFilledIcon = (p: IconProps) => (
  <Stroke {...p} fill="currentColor" stroke="none">
    <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z" />
  </Stroke>
);

export const SlideshowIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="3" y="5" width="18" height="13" rx="2" />
    <path d="m10.5 9 4 2.5-4 2.5Z" />
    <path d="M8 21h8" />
  </Stroke>
);

export const WandIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="m4 20 11-11M14 4v2M19 9h2M17.5 5.5 19 4M12 4.5 13 6M18 11l1.5 1" />
    <path d="m13.5 7.5 3 3" />
  </Stroke>
);

export const DenoiseIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 8h.01M12 8h.01M16 8h.01M8 12h.01M12 12h.01M8 16h.01" strokeWidth="2.6" />
    <path d="m13 17 4-4" />
  </Stroke>
);

export const DocumentIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8Z" />
    <path d="M14 3.5V8h4.5M9 12.5h6M9 16h4" />
  </Stroke>
);

export const FlagIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M5.5 21V4.5M5.5 4.5h10l-2 4 2 4h-10" />
  </Stroke>
);

export const EditIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />
    <path d="m13.5 6.5 4 4" />
  </Stroke>
);

export const VideoIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10.5 5-3v9l-5-3" />
  </Stroke>
);

export const BrokenImageIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M3 15V6.5A2.5 2.5 0 0 1 5.5 4H18.5A2.5 2.5 0 0 1 21 6.5V12M21 17.5v0A2.5 2.5 0 0 1 18.5 20H5.5A2.5 2.5 0 0 1 3 17.5" />
    <path d="m3 15 4-4 3.5 3.5M14 12l2-2 5 5M9 20l3-6" />
  </Stroke>
);

export const FilterIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M4 5.5h16l-6.2 7.2v5.3l-3.6 1.8v-7.1Z" />
  </Stroke>
);

export const CheckCircleIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.2 2.7 2.6L16.2 9.4" />
  </Stroke>
);
