import { type IconProps, StrokeIcon } from './icons';

/** The icons no first screen draws (see ./icons.tsx): they load with the pages that use them. */

export const MenuIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </StrokeIcon>
);

export const MapPinIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </StrokeIcon>
);

export const HeartIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
  </StrokeIcon>
);

export const MinusIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 12h12" />
  </StrokeIcon>
);

export const CalendarIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </StrokeIcon>
);

export const CalendarPlusIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M20.5 12V7a2 2 0 0 0-2-2h-13a2 2 0 0 0-2 2v11.5a2 2 0 0 0 2 2H12M3.5 10h17M8 3v4M16 3v4M18 15v6M15 18h6" />
  </StrokeIcon>
);

export const MailIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </StrokeIcon>
);

export const LogoutIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M14 4.5H6A1.5 1.5 0 0 0 4.5 6v12A1.5 1.5 0 0 0 6 19.5h8M10 12h10M16.5 8.5 20 12l-3.5 3.5" />
  </StrokeIcon>
);

export const CardIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </StrokeIcon>
);

export const LinkIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </StrokeIcon>
);

export const EyeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </StrokeIcon>
);

export const EyeOffIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M10 5.8a9 9 0 0 1 2-.3c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.3 3.1M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5a9 9 0 0 0 5.4-1.9M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </StrokeIcon>
);

export const LockIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </StrokeIcon>
);

export const StorageIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <ellipse cx="12" cy="6" rx="7.5" ry="2.8" />
    <path d="M4.5 6v12c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8V6M4.5 12c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8" />
  </StrokeIcon>
);

export const ToolsIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M14.5 6.5a4 4 0 0 0 5 5l-8.8 8.8a2.1 2.1 0 0 1-3-3Z" />
    <path d="M14.5 6.5 17 4l3 3-2.5 2.5" />
  </StrokeIcon>
);

export const MessageIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 5.5h16v11H9l-5 4Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </StrokeIcon>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m15 6-6 6 6 6" />
  </StrokeIcon>
);

export const PauseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M9 5.5v13M15 5.5v13" />
  </StrokeIcon>
);

export const WandIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m4 20 11-11M14 4v2M19 9h2M17.5 5.5 19 4M12 4.5 13 6M18 11l1.5 1" />
    <path d="m13.5 7.5 3 3" />
  </StrokeIcon>
);

export const DenoiseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 8h.01M12 8h.01M16 8h.01M8 12h.01M12 12h.01M8 16h.01" strokeWidth="2.6" />
    <path d="m13 17 4-4" />
  </StrokeIcon>
);

export const DocumentIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8Z" />
    <path d="M14 3.5V8h4.5M9 12.5h6M9 16h4" />
  </StrokeIcon>
);

export const FlagIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M5.5 21V4.5M5.5 4.5h10l-2 4 2 4h-10" />
  </StrokeIcon>
);

export const EditIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />
    <path d="m13.5 6.5 4 4" />
  </StrokeIcon>
);

export const VideoIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10.5 5-3v9l-5-3" />
  </StrokeIcon>
);

export const CheckCircleIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.2 2.7 2.6L16.2 9.4" />
  </StrokeIcon>
);

export const ShareIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="17.5" cy="5.5" r="2.5" />
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17.5" cy="18.5" r="2.5" />
    <path d="m8.7 10.8 6.6-4M8.7 13.2l6.6 4" />
  </StrokeIcon>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M19 12H5m0 0 6-6m-6 6 6 6" />
  </StrokeIcon>
);

export const PagesIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M8 3.5h8.5L20 7v11.5a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 18.5V5A1.5 1.5 0 0 1 8 3.5Z" />
    <path d="M3.5 7v13A1.5 1.5 0 0 0 5 21.5h10" />
  </StrokeIcon>
);

export const PlusIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </StrokeIcon>
);

/** The spec's "open-link icon" beside a citation that is a web address. */
export const ExternalLinkIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </StrokeIcon>
);

export const RetryIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M20 11.5A8 8 0 0 0 6 6.3L4 8.5" />
    <path d="M4 4v4.5h4.5" />
    <path d="M4 12.5a8 8 0 0 0 14 5.2l2-2.2" />
    <path d="M20 20v-4.5h-4.5" />
  </StrokeIcon>
);

export const FolderIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5H9l2 2.5h7.5A2.5 2.5 0 0 1 21 10v7.5a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5z" />
  </StrokeIcon>
);

/** Birthdays (memories); lucide's "cake" drawing. */
export const CakeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M20 21v-8a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8" />
    <path d="M4 16s.5-1 2-1 2.5 2 4 2 2.5-2 4-2 2.5 2 4 2 2-1 2-1" />
    <path d="M2 21h20M7 8v3M12 8v3M17 8v3M7 4h.01M12 4h.01M17 4h.01" />
  </StrokeIcon>
);
