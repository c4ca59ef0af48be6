import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { UploadKind } from '@heirloom/shared/uploads';
import type { ComponentType } from 'react';
import { PhotoIcon, PlayIcon, SourceIcon, TreeIcon } from '../../../components/ui/icons';

type IconProps = HTMLChakraProps<'svg'>;

/** A drop of files: a tray with a picture rising into it. */
export const DropFilesIcon = (props: IconProps) => (
  <chakra.svg viewBox="0 0 48 48" width="3em" height="3em" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" flexShrink={0} aria-hidden focusable="false" {...props}>
    <rect x="13" y="5" width="22" height="18" rx="3" />
    <circle cx="20" cy="11.5" r="2" />
    <path d="m35 19-6-6-11 10" />
    <path d="M24 40V27M19 32l5-5 5 5" />
    <path d="M7 30v9a3 3 0 0 0 3 3h28a3 3 0 0 0 3-3v-9" />
  </chakra.svg>
);

/** An export archive: a box with a zip pull. */
export const ArchiveIcon = (props: IconProps) => (
  <chakra.svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" flexShrink={0} aria-hidden focusable="false" {...props}>
    <rect x="3" y="4" width="18" height="5" rx="1.5" />
    <path d="M5 9v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9" />
    <path d="M10 13h4" />
  </chakra.svg>
);

export const KIND_ICONS: Record<UploadKind, ComponentType<IconProps>> = {
  image: PhotoIcon,
  video: PlayIcon,
  pdf: SourceIcon,
  gedcom: TreeIcon,
  archive: ArchiveIcon,
};

export const KIND_LABELS: Record<UploadKind, string> = {
  image: 'Photo',
  video: 'Video',
  pdf: 'PDF document',
  gedcom: 'Family tree (GEDCOM)',
  archive: 'Google Takeout or Facebook download',
};
